/**
 * @module allocation: bytes of V8 heap one call allocates, from `process.memoryUsage()` around a
 * batch of calls after a full GC (needs `node --expose-gc`). A young-generation GC inside a batch
 * could only make a batch look smaller, so the largest of several batches is kept.
 */
const BATCH = 400;
const BATCHES = 5;

/** Average heap bytes allocated per call of `fn`, rounded; NaN without `--expose-gc`. */
export function bytesPerCall(fn) {
  if (typeof globalThis.gc !== "function") return Number.NaN;
  for (let i = 0; i < 2000; i++) fn(); // reach the optimised code first: it allocates less
  let most = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < BATCH; i++) fn();
    most = Math.max(most, (process.memoryUsage().heapUsed - before) / BATCH);
  }
  return Math.round(most);
}
