/**
 * @module echo-handlers: the MSW echo and the recorder behind every transport. No Node import, so a
 * browser page runs these same handlers under MSW's service worker (test-browser/).
 */
import { http, HttpResponse, type RequestHandler } from "msw";

/** A request as the server saw it: exact-case method, raw path with query, lowercase header names. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** What a server recorded: a request, or bytes it could not parse as HTTP (e.g. a lowercase `patch`). */
export type Received = ReceivedRequest | { unparsable: string };

/** Collects received requests and holds answers back for `delay` ms (released early on close or abort). */
export class Recorder {
  requests: Received[] = [];
  /** CORS preflights a CORS-enabled wire server answered (`"<method> <path> [<requested headers>]"`), never in `requests`. */
  preflights: string[] = [];
  delay = 0;
  private readonly pending = new Set<() => void>();

  /** Forgets earlier requests and sets the delay for the next scenario. */
  reset(delay = 0): void {
    this.requests = [];
    this.preflights = [];
    this.delay = delay;
  }

  /** Waits `delay` ms, or less if `signal` aborts or `release()` is called. */
  wait(signal?: AbortSignal): Promise<void> {
    if (this.delay <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.delay);
      this.pending.add(done);
      signal?.addEventListener("abort", done, { once: true });
    });
  }

  /** Ends every pending wait, so servers can close at once. */
  release(): void {
    for (const done of [...this.pending]) done();
  }
}

/** The echo's answer: a small JSON body, none for HEAD. */
export const answer = (method: string): Response =>
  // a HEAD response must not carry a body
  new HttpResponse(method.toUpperCase() === "HEAD" ? null : '{"ok":true}', { headers: { "content-type": "application/json" } });

/** MSW handlers recording every request; `http.all` so HEAD and lowercase methods are seen too. */
export function echoHandlers(recorder: Recorder): RequestHandler[] {
  return [
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const body = new Uint8Array(await request.arrayBuffer());
      recorder.requests.push({ method: request.method, path: url.pathname + url.search, headers: Object.fromEntries(request.headers), body });
      await recorder.wait(request.signal);
      return answer(request.method);
    }),
  ];
}
