/**
 * @module instructions: the core's cost counted in CPU instructions per call, not timed. Timings on
 * a shared machine move with whatever else runs; valgrind's callgrind counts the instructions a
 * process executes, which do not. V8 runs single-threaded and predictable (`--single-threaded
 * --predictable`), so its compiler and garbage collector do the same work on every run; each figure
 * is the difference of two runs, so start-up, warm-up and late compiles cancel (see `perCall`).
 *
 * `node benchmarks/instructions.mjs [--mixed | --scenarios] <core index.mjs> [another ...]`: for each
 * build, the mixed workload `npm run bench` times (ab.mjs's comparison, as a count), then both calls
 * of each same-request case (querySerializer against createEndpoint's table, grouped against flat)
 * with their ratio; `--mixed` the mixed workload alone, `--scenarios` it and each of its scenarios. Needs valgrind (Debian: `apt-get install valgrind`). Slow: about a minute a figure,
 * so figures run side by side, as many as there are cores.
 */
import { execFile } from "node:child_process";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const WARM_UP = 20_000;
const CALLS = 10_000;
const self = fileURLToPath(import.meta.url);

/** In the measured process: `calls` calls of one workload after the warm-up; the URL of each is read. */
async function child([corePath, workload, calls]) {
  const core = await import(pathToFileURL(resolve(corePath)).href);
  let call;
  if (workload === "mixed") {
    const { SCENARIOS, mixed, used } = await import("../scripts/scenarios.mjs");
    call = mixed(SCENARIOS.map(({ prepare }) => used(prepare(core.endpoint))));
  } else if (workload.startsWith("scenario:")) {
    const { SCENARIOS } = await import("../scripts/scenarios.mjs");
    call = SCENARIOS[Number(workload.slice("scenario:".length))].prepare(core.endpoint);
  } else {
    const { SAME_REQUEST_CASES } = await import("./same-request.mjs");
    const [index, side] = workload.split(":");
    call = SAME_REQUEST_CASES[Number(index)].prepare(core)[side];
  }
  let check = 0;
  for (let i = 0; i < WARM_UP + Number(calls); i++) check ^= call().url.length;
  if (check === -1) console.log(check);
}

const run = promisify(execFile);

/** Instructions callgrind counts for one child process. */
async function count(corePath, workload, calls) {
  const node = ["--single-threaded", "--predictable", "--max-semi-space-size=64"];
  const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, ...node, self, "--child"];
  const { stderr } = await run("valgrind", [...args, corePath, workload, String(calls)], { maxBuffer: 1 << 24 });
  const found = /Collected : (\d+)/.exec(stderr);
  if (!found) throw new Error(`callgrind printed no count for ${workload} on ${corePath}:\n${stderr}`);
  return Number(found[1]);
}

/**
 * Instructions per call of one workload on one build: the difference of a run with 2N calls after
 * the warm-up and a run with N, so what V8 still compiles early after the warm-up (a few million
 * instructions each time, as much as thousands of calls) falls in both and cancels.
 */
async function perCall(corePath, workload) {
  const [once, twice] = await Promise.all([count(corePath, workload, CALLS), count(corePath, workload, 2 * CALLS)]);
  return Math.round((twice - once) / CALLS);
}

/** Runs `jobs` at most `limit` at a time, in order of results. */
async function limited(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function main(cores, mode) {
  const { SAME_REQUEST_CASES: all } = await import("./same-request.mjs");
  const SAME_REQUEST_CASES = mode === "all" ? all : [];
  const workloads = [["mixed workload", "mixed"]];
  if (mode === "scenarios") {
    const { SCENARIOS } = await import("../scripts/scenarios.mjs");
    SCENARIOS.forEach(({ name }, i) => {
      workloads.push([`scenario: ${name}`, `scenario:${i}`]);
    });
  }
  SAME_REQUEST_CASES.forEach(({ name }, i) => {
    workloads.push([`${name}: subject`, `${i}:subject`], [`${name}: baseline`, `${i}:baseline`]);
  });
  // a count does not depend on what else runs: as many figures at once as there are cores
  const jobs = cores.flatMap((core) =>
    workloads.map(
      ([, workload]) =>
        () =>
          perCall(core, workload),
    ),
  );
  const counts = await limited(jobs, availableParallelism());
  console.log(`instructions per call (callgrind: calls ${WARM_UP + CALLS} to ${WARM_UP + 2 * CALLS} of each workload)`);
  console.log(`${"".padEnd(62)}${cores.map((_, i) => `build ${i + 1}`.padStart(12)).join("")}`);
  workloads.forEach(([label], w) => {
    const row = cores.map((_, c) => String(counts[c * workloads.length + w]).padStart(12)).join("");
    console.log(`${label.padEnd(62)}${row}`);
  });
  SAME_REQUEST_CASES.forEach(({ name, target }, i) => {
    const ratios = cores.map((_, c) => {
      const at = c * workloads.length + 1 + 2 * i;
      return `${(counts[at] / counts[at + 1]).toFixed(3)}x`.padStart(12);
    });
    console.log(`${`${name}: ratio (target ${target}x)`.padEnd(62)}${ratios.join("")}`);
  });
  if (cores.length > 1) {
    const [first] = counts;
    cores.slice(1).forEach((_, c) => {
      const other = counts[(c + 1) * workloads.length];
      console.log(`mixed workload: build ${c + 2}'s speed over build 1's ${(first / other).toFixed(3)}`);
    });
  }
  for (const [i, core] of cores.entries()) console.log(`build ${i + 1}: ${core}`);
}

const args = process.argv.slice(2);
const mode = args[0] === "--mixed" ? "mixed" : args[0] === "--scenarios" ? "scenarios" : "all";
const cores = mode === "all" ? args : args.slice(1);
if (args[0] === "--child") await child(args.slice(1));
else if (cores.length === 0) {
  console.error("usage: node benchmarks/instructions.mjs [--mixed | --scenarios] <core index.mjs> [another ...]");
  process.exitCode = 2;
} else await main(cores, mode);
