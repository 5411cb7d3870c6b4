/** @module cli-on-wire: running the CLI in process and catching the one request a command sends, for the wire tests. */
import type { Received, useWireServer } from "@scope/endpoint-contract";
import { expect } from "vitest";
import { run } from "@scope/endpoint-cli";

/**
 * What `endpoint ...argv` prints (stdout and stderr together); fails the test on a non-zero exit.
 * @example const command = await cliOutput(["GET /user", "--to", "curl"]);
 */
export async function cliOutput(argv: string[]): Promise<string> {
  let out = "";
  const code = await run(argv, {
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    stdin: async () => new Uint8Array(),
  });
  expect(code, out).toBe(0);
  return out;
}

/**
 * The one request `send` delivers to the loopback echo `wire`.
 * @example const received = await arrives(wire, () => fetch(...toFetch(options)));
 */
export async function arrives(wire: ReturnType<typeof useWireServer>, send: () => Promise<unknown>): Promise<Received> {
  wire.recorder.reset();
  await send();
  expect(wire.recorder.requests).toHaveLength(1);
  return wire.recorder.requests[0]!;
}
