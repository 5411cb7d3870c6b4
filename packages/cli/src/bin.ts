#!/usr/bin/env node
/** @module bin: the `endpoint` command. */
import { run } from "./run.ts";

async function stdin(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}

run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdin,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // a bug, not a user error: show the stack
    console.error(error);
    process.exitCode = 70;
  },
);
