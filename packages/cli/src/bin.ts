#!/usr/bin/env node
/** @module bin: the `endpoint` command. */
import { errorLine } from "./cli-error.ts";
import { MAX_BODY_BYTES, run } from "./run.ts";

async function stdin(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Uint8Array);
    total += (chunk as Uint8Array).length;
    // past the limit run() refuses the body: stop reading an endless stdin (< /dev/zero)
    if (total > MAX_BODY_BYTES) break;
  }
  return Buffer.concat(chunks);
}

function internalError(error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(errorLine("ERR_INTERNAL", `${message} (a bug in endpoint; please report it)`));
  process.exitCode = 70;
}

// a reader that stops early (`endpoint ... | head`) is no failure: stop writing, quietly
process.stdout.on("error", (error: NodeJS.ErrnoException) =>
  error.code === "EPIPE" ? process.exit() : internalError(error),
);

run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdin,
}).then(
  (code) => {
    process.exitCode = code;
  },
  // a bug, not a user error: one line all the same (README "Errors and exit codes"), 70 as sysexits' EX_SOFTWARE
  internalError,
);
