/** @module wire-fixture: one loopback wire server and its recorder for a test file (vitest hooks). */
import { afterAll, beforeAll } from "vitest";
import { Recorder, startWireServer, type LoopbackServer, type WireServerOptions } from "./echo-server.ts";

/** What {@link useWireServer} gives a test file: the recorder, and the server's origin once it listens. */
export interface WireFixture {
  readonly recorder: Recorder;
  /** `http://127.0.0.1:<port>`; read it inside tests, after `beforeAll` has started the server. */
  readonly origin: string;
}

/**
 * Starts a wire echo server before the file's tests and closes it after them.
 * @example const wire = useWireServer(); it("...", async () => { await fetch(wire.origin); wire.recorder.requests })
 */
export function useWireServer(options?: WireServerOptions): WireFixture {
  const recorder = new Recorder();
  let server: LoopbackServer | undefined;
  beforeAll(async () => {
    server = await startWireServer(recorder, options);
  });
  afterAll(() => server?.close());
  return {
    recorder,
    get origin() {
      if (server === undefined)
        throw new Error("useWireServer: the server starts in beforeAll; read origin inside a test");
      return server.origin;
    },
  };
}
