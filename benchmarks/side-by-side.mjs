/**
 * @module side-by-side: the timing `bench.mjs` uses for every row that sets calls against each
 * other in one isolate (the scenario rows, the mixed row, the same-request cases).
 * BENCH_QUICK=1 makes every plan one short round.
 */
import { do_not_optimize, measure } from "mitata";

export const QUICK = process.env.BENCH_QUICK === "1";
// A scenario row: 5 rounds of 400 ms for each library. The rows whose verdict turns on a margin of
// 10-15% (the mixed workload and the adapters) get 30 rounds of 30 ms: on a shared VM one library's
// 400 ms can land in a slow spell the other's missed, and the best of many short rounds finds each
// one's quiet floor (three runs of the mixed row this way read 8.00x, 8.03x and 8.05x, where
// three runs of 5 x 400 ms read 6.7x to 8.4x).
export const SCENARIO_ROUNDS = { rounds: QUICK ? 1 : 5, minCpuTime: (QUICK ? 150 : 400) * 1e6 };
export const VERDICT_ROUNDS = { rounds: QUICK ? 3 : 30, minCpuTime: 30 * 1e6 };

/** Runs `fn` untimed for `ms`, so the optimising compiler is done with it before it is timed. */
function warmUp(fn, ms) {
  const start = performance.now();
  while (performance.now() - start < ms) for (let i = 0; i < 1000; i++) do_not_optimize(fn());
}

/**
 * Mean ns per call of each function, measured in alternating order over several rounds so a busy
 * machine slows both alike; the best mean of each is kept. Each function first runs untimed for
 * 300 ms: without that, short rounds timed the larger function partly before it was optimised (an
 * adapter read fetch +48% and axios +14% where warmed-up runs read +33% and +7%).
 */
export async function timeSideBySide(fns, { rounds, minCpuTime }) {
  for (const fn of fns) warmUp(fn, QUICK ? 50 : 300);
  const best = fns.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? fns.keys() : [...fns.keys()].reverse();
    for (const i of order) {
      const fn = fns[i];
      const stats = await measure(() => do_not_optimize(fn()), { min_cpu_time: minCpuTime });
      best[i] = Math.min(best[i], stats.avg);
    }
  }
  return best;
}

export const opsPerSecond = (ns) => Math.round(1e9 / ns).toLocaleString("en-US");
export const pad = (text, width) => String(text).padStart(width);
