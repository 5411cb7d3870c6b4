/**
 * The reads and pages sent from Deno or Bun: a long-lived runtime process (./read.mjs) reads the
 * contract's answer server, in this Node process, through the runtime's fetch, ky 1 and 2 and axios's
 * fetch adapter with the built adapters' reads, and pages through fetch with the built core's
 * `paginate`; `checkRemoteReads` compares each answer with the Node 20 suite's expectations.
 */
import { beforeAll, expect } from "vitest";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { checkRemoteReads, type RemoteAnswer, type RemoteClient } from "@scope/endpoint-contract";
import { bundleContractModule, RUNTIME, startInRuntime } from "./runtime.ts";

const CLIENTS: RemoteClient[] = [
  { client: "fetch", node: { file: "packages/adapter-fetch/test/read.test.ts", client: "fetch" } },
  // ky 1 is the root's, the one the Node 20 suite reads through; ky 2 only the matrix has
  { client: "ky 1", node: { file: "packages/adapter-ky/test/read.test.ts", client: "ky" }, retries: true },
  { client: "ky 2", retries: true },
  {
    client: "axios (fetch adapter)",
    node: { file: "packages/adapter-axios/test/read.test.ts", client: "axios", also: "axios's fetch adapter" },
    // axios rejects an aborted request with its own CanceledError, as in Node
    timeoutError: /CanceledError/,
  },
];

let reader: ChildProcessWithoutNullStreams;
let stderr = "";
const waiting = new Map<number, (answer: RemoteAnswer) => void>();
let sent = 0;

beforeAll(async () => {
  reader = startInRuntime(fileURLToPath(new URL("read.mjs", import.meta.url)), [
    await bundleContractModule("remote-reads"),
  ]);
  reader.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  let started: string | undefined;
  await new Promise<void>((resolve) => {
    createInterface({ input: reader.stdout }).on("line", (line) => {
      const { n, runtime, ...answer } = JSON.parse(line) as { n: number; runtime?: string } & RemoteAnswer;
      if (runtime !== undefined) return (started = runtime), resolve();
      waiting.get(n)?.(answer);
      waiting.delete(n);
    });
    reader.on("close", (status) => {
      resolve();
      for (const answer of waiting.values()) answer({ rejected: `${RUNTIME} exited ${status}: ${stderr}` });
    });
  });
  expect(started, stderr).toBeDefined();
  return () => void reader.stdin.end();
});

checkRemoteReads({
  where: RUNTIME,
  clients: CLIENTS,
  ask: (request) => {
    const n = ++sent;
    return new Promise((resolve) => {
      waiting.set(n, resolve);
      reader.stdin.write(`${JSON.stringify({ n, ...request })}\n`);
    });
  },
});
