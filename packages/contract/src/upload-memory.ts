/** @module upload-memory: a large streamed upload to a slow reader, measured in a child process. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/** How a client sends a streamed upload, as the statements of an async function body run by Node in the package directory. */
export interface StreamedUpload {
  /**
   * Code that sends `options` (a `RequestOptions` whose body is a Node `Readable`) through the client
   * and the BUILT adapter (`./dist/index.mjs`), resolving to the response text, e.g.
   * `const { toGot } = await import("./dist/index.mjs"); const { default: got } = await import("got"); return got(...toGot(options)).text();`
   */
  send: string;
  /** Whether the client keeps memory bounded this way: it must stay under 32 MB extra; otherwise only the bytes are checked. */
  bounded: boolean;
}

const MB = 1024 * 1024;
const SIZE = 48 * MB;

// The child: a loopback server that reads nothing for 1 s, then 1 MB per 20 ms; a 48 MB body made
// of fresh 64 KB chunks; heap plus array buffers sampled after a GC every 100 ms, above the start.
const harness = (send: string): string => `
import { createServer } from "node:http";
import { Readable } from "node:stream";
const { endpoint } = await import("@scope/endpoint-core");
const server = createServer((req, res) => {
  let received = 0;
  req.pause();
  setTimeout(() => {
    req.on("data", (chunk) => { received += chunk.length; req.pause(); setTimeout(() => req.resume(), 20 * chunk.length / ${MB}); });
    req.resume();
  }, 1000);
  req.on("end", () => res.end(String(received)));
});
await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
function* chunks() { for (let sent = 0; sent < ${SIZE}; sent += 65536) yield Buffer.alloc(65536, 1); }
const options = endpoint("POST /upload", { baseUrl: "http://127.0.0.1:" + server.address().port, data: Readable.from(chunks()), headers: { "content-type": "application/octet-stream" } });
const used = () => { const { heapUsed, arrayBuffers } = process.memoryUsage(); return heapUsed + arrayBuffers; };
gc();
const start = used();
let peak = 0;
const sampler = setInterval(() => { gc(); peak = Math.max(peak, used() - start); }, 100);
const text = await (async () => { ${send} })();
clearInterval(sampler);
server.close();
process.stdout.write(JSON.stringify({ received: Number(text), peak }));
`;

/**
 * Declares the check of a 48 MB streamed upload to a slowly reading loopback server: every byte
 * arrives, and with `bounded`, the client holds under 32 MB of it at any time (it passes backpressure
 * on instead of buffering the body).
 * @example checkStreamedUpload("got", new URL("..", import.meta.url), { bounded: true, send: "..." });
 */
export function checkStreamedUpload(client: string, dir: string | URL, { send, bounded }: StreamedUpload): void {
  describe(`${client}: a streamed upload`, () => {
    const title = bounded
      ? "sends 48 MB to a slow reader holding under 32 MB of it"
      : "sends 48 MB to a slow reader, every byte";
    it(title, async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--expose-gc", "--input-type=module", "-e", harness(send)],
        { cwd: dir, maxBuffer: MB },
      );
      const { received, peak } = JSON.parse(stdout) as { received: number; peak: number };
      expect(received).toBe(SIZE);
      if (bounded) expect(peak).toBeLessThan(32 * MB);
    });
  });
}
