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

/**
 * Collects received requests and shapes the answers: held back for `delay` ms, with `status`, and with
 * the body trickled out over `trickle` ms after the headers (waits end early on close or abort).
 */
export class Recorder {
  requests: Received[] = [];
  /** CORS preflights a CORS-enabled wire server answered (`"<method> <path> [<requested headers>]"`), never in `requests`. */
  preflights: string[] = [];
  delay = 0;
  trickle = 0;
  status = 200;
  private readonly pending = new Set<() => void>();

  /** Forgets earlier requests and sets how the next scenario's answers behave. */
  reset(delay = 0, trickle = 0, status = 200): void {
    this.requests = [];
    this.preflights = [];
    this.delay = delay;
    this.trickle = trickle;
    this.status = status;
  }

  /** Waits `ms` (the `delay` by default), or less if `signal` aborts or `release()` is called; true when cut short. */
  wait(signal?: AbortSignal, ms: number = this.delay): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (early: boolean): void => {
        clearTimeout(timer);
        this.pending.delete(end);
        resolve(early);
      };
      const end = (): void => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.pending.add(end);
      signal?.addEventListener("abort", end, { once: true });
    });
  }

  /** Ends every pending wait, so servers can close at once. */
  release(): void {
    for (const end of [...this.pending]) end();
  }

  /** The echo's answer: a small JSON body (none for HEAD), trickled a space every 250 ms first when `trickle` is set. */
  answer(method: string, signal?: AbortSignal): Response {
    const headers = { "content-type": "application/json" };
    // a HEAD response must not carry a body
    if (method.toUpperCase() === "HEAD") return new HttpResponse(null, { status: this.status, headers });
    if (this.trickle <= 0) return new HttpResponse('{"ok":true}', { status: this.status, headers });
    const until = Date.now() + this.trickle;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const early = await this.wait(signal, 250);
        // the client gave up: the body fails, as a closed connection makes it fail
        if (signal?.aborted) return controller.error(signal.reason);
        if (!early && Date.now() < until) return controller.enqueue(encoder.encode(" "));
        controller.enqueue(encoder.encode('{"ok":true}'));
        controller.close();
      },
    });
    return new HttpResponse(body, { status: this.status, headers });
  }
}

/** MSW handlers recording every request; `http.all` so HEAD and lowercase methods are seen too. */
export function echoHandlers(recorder: Recorder): RequestHandler[] {
  return [
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const body = new Uint8Array(await request.arrayBuffer());
      recorder.requests.push({
        method: request.method,
        path: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        body,
      });
      await recorder.wait(request.signal);
      return recorder.answer(request.method, request.signal);
    }),
  ];
}
