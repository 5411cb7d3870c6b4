/** @module request-signal: `request.signal` and `request.timeout` as the one AbortSignal a client takes. */
import type { RequestMeta } from "./types.ts";

/** The caller's signal, bounded by a timer started now (`AbortSignal.any` needs Node 20.3+). */
function timedSignal(signal: AbortSignal | undefined, timeout: number): AbortSignal {
  const timer = AbortSignal.timeout(timeout);
  return signal === undefined ? timer : AbortSignal.any([signal, timer]);
}

/**
 * One signal that aborts when `request.signal` does or when `request.timeout` milliseconds have
 * passed, whichever comes first; `undefined` when neither is given. For adapters whose client has
 * no whole-exchange timeout of its own (fetch, undici). Needs `AbortSignal.any` (Node 20.3+, every
 * current browser) when both are given.
 *
 * Called with `request` alone, it returns the signal and the timer starts now.
 *
 * Called with a `target` (the options object handed to the client), it sets `target.signal` and
 * returns `target`. With a timeout, `signal` is an enumerable accessor whose timer starts on its
 * first read, which is when the client reads its options: `fetch(url, init)`, `new Request(url, init)`,
 * `undici.request(url, options)` and `Dispatcher#request(options)` read it as they are called, and
 * a spread copy (`{ ...init }`) reads it too. Every read returns the same signal, and assigning
 * `target.signal` replaces it. Without a timeout it is a plain property holding `request.signal`
 * (absent when there is none). An `AbortSignal.timeout` costs microseconds, so options that are
 * built but never sent (printed, compared, benchmarked) no longer pay for one.
 * @example fetch(url, { signal: requestSignal({ timeout: 5000 }) }) // the timer starts at requestSignal()
 * @example fetch(url, requestSignal({ timeout: 5000 }, { method: "GET" })) // the timer starts in fetch()
 */
export function requestSignal(request: RequestMeta | undefined): AbortSignal | undefined;
export function requestSignal<T extends object>(request: RequestMeta | undefined, target: T): T;
export function requestSignal(request: RequestMeta | undefined, target?: { signal?: unknown }): unknown {
  const { signal, timeout } = request ?? {};
  if (target === undefined) return timeout === undefined ? signal : timedSignal(signal, timeout);
  if (timeout === undefined) {
    if (signal !== undefined) target.signal = signal;
    return target;
  }
  // made on first read, then kept; a flag rather than `??=`, since a caller may assign null or undefined
  let made = false;
  let value: unknown;
  return Object.defineProperty(target, "signal", {
    get: () => {
      if (!made) {
        made = true;
        value = timedSignal(signal, timeout);
      }
      return value;
    },
    set: (replacement: unknown) => {
      made = true;
      value = replacement;
    },
    enumerable: true,
    configurable: true,
  });
}
