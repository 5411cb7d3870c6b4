/**
 * @module upload-child: what the streamed-upload check's child process runs (./upload-memory.ts).
 * It imports no vitest: an adapter's upload module calls `runUploadChild`, and the check bundles the
 * two for a plain `node --expose-gc`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";

/** Sends `options` (a `RequestOptions` whose body is a Node `Readable`) through the client and the BUILT adapter, resolving to the response text. */
export type UploadSend = (options: RequestOptions) => Promise<string>;

/** What the child writes to stdout: the bytes the server read, and the peak of heap plus array buffers above the start. */
export interface UploadReport {
  received: number;
  peak: number;
}

const MB = 1024 * 1024;
/** The size of the streamed body. */
export const UPLOAD_SIZE: number = 48 * MB;
const CHUNK = 64 * 1024;

// fresh chunks, so a client that keeps them holds the whole body
function* chunks(): Generator<Buffer> {
  for (let sent = 0; sent < UPLOAD_SIZE; sent += CHUNK) yield Buffer.alloc(CHUNK, 1);
}

const used = (): number => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Streams 48 MB through `send` to a loopback server that reads nothing for 1 s, then 1 MB per 20 ms,
 * sampling heap plus array buffers after a GC every 100 ms, and writes an `UploadReport` to stdout.
 * @example await runUploadChild((options) => got(...toGot(options)).text());
 */
export async function runUploadChild(send: UploadSend): Promise<void> {
  const collect = globalThis.gc;
  if (collect === undefined) throw new Error("runUploadChild needs node --expose-gc");
  const server = createServer((req, res) => {
    let received = 0;
    req.pause();
    setTimeout(() => {
      req.on("data", (chunk: Buffer) => {
        received += chunk.length;
        req.pause();
        setTimeout(() => req.resume(), (20 * chunk.length) / MB);
      });
      req.resume();
    }, 1000);
    req.on("end", () => res.end(String(received)));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  const options = endpoint("POST /upload", {
    baseUrl: `http://127.0.0.1:${port}`,
    data: Readable.from(chunks()),
    headers: { "content-type": "application/octet-stream" },
  });
  collect();
  const start = used();
  let peak = 0;
  const sampler = setInterval(() => {
    collect();
    peak = Math.max(peak, used() - start);
  }, 100);
  try {
    const received = Number(await send(options));
    const report: UploadReport = { received, peak };
    process.stdout.write(JSON.stringify(report));
  } finally {
    clearInterval(sampler);
    server.close();
  }
}
