/** @module cache: a small bounded memo for pure functions of a string (parsed routes and templates). */

// Bounded in count and in key length, so that strings taken from API responses (or an attacker's)
// cannot grow memory without limit; real routes are far shorter than the length cap.
const LIMIT = 500;
const CACHEABLE_LENGTH = 2048;

/**
 * `compute` memoised per string; the oldest entry goes first when the cache is full. Results are
 * shared between callers, so they must never be changed.
 * @example const parseOnce = memoize(parseRoute)
 */
/* @__NO_SIDE_EFFECTS__ */
export function memoize<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      if (key.length > CACHEABLE_LENGTH) return value;
      if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
    return value;
  };
}
