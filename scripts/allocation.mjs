/**
 * @module allocation: bytes of V8 heap one call allocates in steady state, from
 * `process.memoryUsage()` around batches of calls after a full GC (needs `node --expose-gc`).
 * Each result is kept in a ring (so the optimiser cannot drop it, as it would an unused one), the
 * function first runs long enough that compiling it is over (code and feedback live on the heap
 * too), and the median of 9 batches is kept: a young-generation GC inside a batch makes it look
 * smaller, a late recompilation larger, and neither reaches the median. Measured this way, a
 * given call allocates the same bytes run after run.
 */
const WARM_UP = 20_000;
const BATCH = 1_000;
const BATCHES = 9;
const ring = new Array(1024).fill(null);

/** Median heap bytes allocated per call of `fn`, rounded; NaN without `--expose-gc`. */
export function bytesPerCall(fn) {
  if (typeof globalThis.gc !== "function") return Number.NaN;
  for (let i = 0; i < WARM_UP; i++) ring[i & 1023] = fn();
  const perCall = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < BATCH; i++) ring[i & 1023] = fn();
    perCall.push((process.memoryUsage().heapUsed - before) / BATCH);
  }
  ring.fill(null);
  perCall.sort((a, b) => a - b);
  return Math.round(perCall[BATCHES >> 1]);
}
