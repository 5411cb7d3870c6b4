/**
 * @module adapter-overhead: each adapter's cost over the work any adapter must do, the core plus
 * `JSON.stringify` of every body `isJsonBody` accepts (docs/rules.md#adapters), on the mixed workload.
 *
 * Each side runs in a worker thread of its own. Timed in one isolate, the sides shared the scenario
 * calls, so the JIT's view of those calls depended on which side ran first: the baseline once read
 * faster than the core alone it adds work to. An app uses one adapter, so each side gets its own
 * isolate, as an app would; the main thread asks them for a round each in turn, alternating the
 * order, and keeps each side's best mean.
 */
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

/** The sides: the core alone, the core plus JSON.stringify (the baseline), then one per adapter. */
export const SIDES = ["core", "core+JSON", "toFetch", "toAxios", "toUndici", "toKy", "toGot"];

/**
 * Best mean ns per call of every side in {@link SIDES}, keyed by side.
 * @param {{ rounds: number, minCpuTime: number, warmUpMs: number }} plan
 */
export async function timeSides({ rounds, minCpuTime, warmUpMs }) {
  const workers = SIDES.map((side) => new Worker(new URL(import.meta.url), { workerData: { side, minCpuTime, warmUpMs } }));
  // one listener per worker for its whole life: each answer settles the one question asked of it
  const waiting = new Map();
  for (const worker of workers) {
    worker.on("message", (value) => waiting.get(worker).resolve(value));
    worker.on("error", (error) => waiting.get(worker)?.reject(error));
  }
  const ask = (worker, message) =>
    new Promise((resolve, reject) => {
      waiting.set(worker, { resolve, reject });
      worker.postMessage(message);
    });
  try {
    // warmed one at a time, so none is compiled while another is busy on the same cores
    for (const worker of workers) await ask(worker, "warm up");
    const best = SIDES.map(() => Number.POSITIVE_INFINITY);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [...SIDES.keys()] : [...SIDES.keys()].reverse();
      for (const i of order) best[i] = Math.min(best[i], await ask(workers[i], "round"));
    }
    return Object.fromEntries(SIDES.map((side, i) => [side, best[i]]));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

if (!isMainThread) {
  const { side, minCpuTime, warmUpMs } = workerData;
  const { do_not_optimize, measure } = await import("mitata");
  const { endpoint, isJsonBody } = await import("@scope/endpoint-core");
  const { SCENARIOS, mixed, used } = await import("../scripts/scenarios.mjs");
  const adapters = {
    toFetch: async () => (await import("@scope/endpoint-fetch")).toFetch,
    toAxios: async () => (await import("@scope/endpoint-axios")).toAxios,
    toUndici: async () => (await import("@scope/endpoint-undici")).toUndici,
    toKy: async () => (await import("@scope/endpoint-ky")).toKy,
    toGot: async () => (await import("@scope/endpoint-got")).toGot,
  };
  const calls = SCENARIOS.map(({ prepare }) => used(prepare(endpoint)));
  let wrap = (call) => call;
  if (side === "core+JSON") {
    wrap = (call) => () => {
      const options = call();
      if (isJsonBody(options.body)) do_not_optimize(JSON.stringify(options.body));
      return options;
    };
  } else if (side !== "core") {
    const convert = await adapters[side]();
    wrap = (call) => () => convert(call());
  }
  const run = mixed(calls.map(wrap));
  parentPort.on("message", async (message) => {
    if (message === "warm up") {
      const start = performance.now();
      while (performance.now() - start < warmUpMs) for (let i = 0; i < 1000; i++) do_not_optimize(run());
      parentPort.postMessage(0);
    } else {
      const stats = await measure(() => do_not_optimize(run()), { min_cpu_time: minCpuTime });
      parentPort.postMessage(stats.avg);
    }
  });
}
