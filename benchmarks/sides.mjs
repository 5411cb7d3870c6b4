/**
 * @module sides: the mixed workload timed on several sides, each in a worker thread of its own.
 *
 * Timed in one isolate, sides share the scenario calls, so the JIT's view of those calls depends on
 * which side ran first: an adapter bench's baseline once read faster than the core alone it adds
 * work to. An app runs one core and one adapter, so each side gets its own isolate, as an app
 * would; the main thread asks them for a round each in turn, alternating the order, and keeps each
 * side's best mean.
 *
 * A side is `{ core, wrap }`: the module specifier of a core build (`@scope/endpoint-core`, or a
 * path to another build's `index.mjs`), and how each call's result is used: `"none"`, `"json"`
 * (JSON.stringify of every body `isJsonBody` accepts: the work any adapter must do) or an
 * adapter's function name (`"toFetch"`, ...).
 */
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const ADAPTERS = { toFetch: "fetch", toAxios: "axios", toUndici: "undici", toKy: "ky", toGot: "got" };

/**
 * Best mean ns per call of each side, in the order given.
 * @param {{ core: string, wrap: string }[]} sides
 * @param {{ rounds: number, minCpuTime: number, warmUpMs: number }} plan
 */
export async function timeSides(sides, { rounds, minCpuTime, warmUpMs }) {
  const workers = sides.map(
    (side) => new Worker(new URL(import.meta.url), { workerData: { ...side, minCpuTime, warmUpMs } }),
  );
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
    const best = sides.map(() => Number.POSITIVE_INFINITY);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [...sides.keys()] : [...sides.keys()].reverse();
      for (const i of order) best[i] = Math.min(best[i], await ask(workers[i], "round"));
    }
    return best;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

if (!isMainThread) {
  const { core, wrap, minCpuTime, warmUpMs } = workerData;
  const { do_not_optimize, measure } = await import("mitata");
  const { endpoint } = await import(core);
  // the core's isJsonBody rule, written here so that builds from before and after it moved to /adapter compare alike
  const isJsonBody = (body) =>
    Array.isArray(body) ||
    (typeof body === "object" && body !== null && [Object.prototype, null].includes(Object.getPrototypeOf(body)));
  const { SCENARIOS, mixed, used } = await import("../scripts/scenarios.mjs");
  let use = (call) => call;
  if (wrap === "json") {
    use = (call) => () => {
      const options = call();
      if (isJsonBody(options.body)) do_not_optimize(JSON.stringify(options.body));
      return options;
    };
  } else if (wrap !== "none") {
    const convert = (await import(`@scope/endpoint-${ADAPTERS[wrap]}`))[wrap];
    use = (call) => () => convert(call());
  }
  const run = mixed(SCENARIOS.map(({ prepare }) => use(used(prepare(endpoint)))));
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
