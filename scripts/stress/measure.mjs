// What `npm run stress` measures around each client besides its requests: the heap after a full
// collection, and the handles and requests still active (`process.getActiveResourcesInfo()`).
import { setTimeout as sleep } from "node:timers/promises";

/**
 * `heapUsed` after full garbage collections; needs `node --expose-gc`.
 * @example const before = await heapAfterGc(); await run(); const growth = (await heapAfterGc()) - before;
 */
export async function heapAfterGc() {
  // FinalizationRegistry callbacks (fetch's Request and Response use them) run in tasks after a
  // collection, and what they release needs one more: a few rounds of both
  for (let round = 0; round < 3; round++) {
    globalThis.gc();
    await sleep(10);
  }
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/**
 * The active resources by type, e.g. `{ TTYWrap: 2, Timeout: 1 }`.
 * @example const baseline = activeResources();
 */
export function activeResources() {
  const counts = {};
  for (const type of process.getActiveResourcesInfo()) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/** What `now` holds beyond `baseline`, as `["TCPWrap x2"]`. */
function beyond(baseline, now) {
  const extra = [];
  for (const [type, count] of Object.entries(now)) {
    const more = count - (baseline[type] ?? 0);
    if (more > 0) extra.push(`${type} x${more}`);
  }
  return extra;
}

/**
 * The resources left beyond `baseline`, once sockets have had up to `waitMs` to see their peer close
 * (a closed connection ends on the client side a few ticks later); `[]` when none are left.
 * @example await server.close(); const left = await resourcesLeft(baseline, 2000); // ["TCPWrap x1"] or []
 */
export async function resourcesLeft(baseline, waitMs) {
  const until = Date.now() + waitMs;
  let left = beyond(baseline, activeResources());
  while (left.length > 0 && Date.now() < until) {
    await sleep(20);
    left = beyond(baseline, activeResources());
  }
  return left;
}
