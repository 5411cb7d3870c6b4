/** @module redirect-servers: two loopback echoes on two ports (two origins), the first answering with a redirect, for each adapter's "Redirects" test. */
import { afterAll, beforeAll } from "vitest";
import { Recorder, startWireServer, type LoopbackServer, type Received } from "./echo-server.ts";

/** A recorder whose server answers its next `redirects` requests with `redirectStatus` and `location`, then as the echo. */
class RedirectRecorder extends Recorder {
  redirectStatus = 302;
  location = "";
  redirects = 0;

  override answer(method: string, signal?: AbortSignal): Response {
    if (this.redirects <= 0) return super.answer(method, signal);
    this.redirects -= 1;
    return new Response(null, { status: this.redirectStatus, headers: { location: this.location } });
  }
}

/** What {@link useRedirectServers} gives a test file; read `origin` and `otherOrigin` inside tests. */
export interface RedirectServers {
  /** The first server, `http://127.0.0.1:<port>`: where requests are sent. */
  readonly origin: string;
  /** The second server, on another port: another origin. */
  readonly otherOrigin: string;
  /** What reached the first server since the last `redirect()`. */
  readonly first: Received[];
  /** What reached the second server since the last `redirect()`. */
  readonly second: Received[];
  /**
   * Forgets what both servers received; the first then answers its next `times` requests (1) with
   * `status` and `location: <other origin>/landed` (`to: "same"`: its own `/landed`), later ones with the echo's 200.
   */
  redirect(status: number, to?: "other" | "same", times?: number): void;
}

/**
 * Starts the two servers before the file's tests and closes them after.
 * @example const servers = useRedirectServers(); it("...", async () => { servers.redirect(302); await fetch(servers.origin); servers.second })
 */
export function useRedirectServers(): RedirectServers {
  const first = new RedirectRecorder();
  const second = new Recorder();
  let started: [LoopbackServer, LoopbackServer] | undefined;
  const running = (): [LoopbackServer, LoopbackServer] => {
    if (started === undefined)
      throw new Error("useRedirectServers: the servers start in beforeAll; use them inside a test");
    return started;
  };
  beforeAll(async () => {
    started = await Promise.all([startWireServer(first), startWireServer(second)]);
  });
  afterAll(() => Promise.all(started?.map((server) => server.close()) ?? []));
  return {
    get origin() {
      return running()[0].origin;
    },
    get otherOrigin() {
      return running()[1].origin;
    },
    get first() {
      return first.requests;
    },
    get second() {
      return second.requests;
    },
    redirect(status, to = "other", times = 1) {
      first.reset();
      second.reset();
      first.redirectStatus = status;
      first.location = `${running()[to === "same" ? 0 : 1].origin}/landed`;
      first.redirects = times;
    },
  };
}
