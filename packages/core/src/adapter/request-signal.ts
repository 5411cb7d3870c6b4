/** @module request-signal: `request.signal` and `request.timeout` as the `signal` a client reads (docs/rules.md#timeouts-and-signals). */
import { ownProperties } from "./adapter-input.ts";
import type { RequestMeta } from "../types/options.ts";

// Node 20 holds the signals given to AbortSignal.any weakly (22.23 and 24.21 do not): once nothing
// else held a timer signal, a garbage collection ended it and the deadline never came. Each combined
// signal holds its timer here for as long as it lives (a WeakMap entry lives as long as its key).
const HELD_TIMERS = /* @__PURE__ */ new WeakMap<AbortSignal, AbortSignal>();

/**
 * Sets `target.signal` (on the options handed to a client) and returns `target`. With
 * `request.timeout`, `signal` is a getter: each read makes a new timer signal, combined with
 * `request.signal`, so every send of the same options gets its own deadline; `untimed`, the
 * client's own timeout settings that turn its timeouts off, is then assigned to `target` too, so
 * one deadline applies. Without it, `signal` is a plain property holding `request.signal`, absent
 * when there is none. Only own keys of `request` are read. To send with another signal, spread:
 * `{ ...init, signal }`.
 * @example fetch(url, requestSignal({ timeout: 5000 }, { method: "GET" })) // aborts 5 s after fetch() starts
 * @example requestSignal({ timeout: 5000 }, config, { timeout: 0 }) // axios: its own idle timeout off
 */
export function requestSignal<T extends object>(
  request: RequestMeta | undefined,
  target: T,
  untimed?: Partial<T>,
): T & { signal?: AbortSignal } {
  // own keys only: a `timeout` or `signal` other code set on Object.prototype must not time or cancel a request
  const { signal, timeout } = ownProperties(request);
  if (timeout === undefined) return signal === undefined ? target : Object.assign(target, { signal });
  // a getter because the timer must start when the client reads its options, once per send
  // a null-prototype descriptor: a `value` or `set` on Object.prototype would be read as part of it
  return Object.defineProperty(Object.assign(target, untimed), "signal", {
    __proto__: null,
    get: () => {
      const timer = AbortSignal.timeout(timeout);
      if (signal === undefined) return timer;
      const either = AbortSignal.any([signal, timer]);
      HELD_TIMERS.set(either, timer);
      return either;
    },
    enumerable: true,
    configurable: true,
  } as PropertyDescriptor);
}
