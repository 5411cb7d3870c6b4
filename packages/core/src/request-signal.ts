/** @module request-signal: `request.signal` and `request.timeout` as the one AbortSignal a client takes. */
import type { RequestMeta } from "./types.ts";

/**
 * One signal that aborts when `request.signal` does or when `request.timeout` milliseconds have
 * passed, whichever comes first; `undefined` when neither is given. For adapters whose client has
 * no whole-exchange timeout of its own (fetch, undici). The timer starts now, so call it where the
 * request is sent. Needs `AbortSignal.any` (Node 20.3+, every current browser) when both are given.
 * @example fetch(url, { signal: requestSignal({ timeout: 5000 }) })
 */
export function requestSignal(request: RequestMeta | undefined): AbortSignal | undefined {
  const { signal, timeout } = request ?? {};
  if (timeout === undefined) return signal;
  const timer = AbortSignal.timeout(timeout);
  return signal === undefined ? timer : AbortSignal.any([signal, timer]);
}
