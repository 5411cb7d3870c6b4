// The runtime matrix of `npm test`, after the Node 20 suite: installs matrix/ (its own lock: Node 22,
// 24 and 26 binaries, ky 2, got 15 and 16, undici 8, msw 3, Deno, Bun, all from the npm registry), runs
// the adapters' contract tests under each Node binary (matrix/vitest.config.mts), and the core's test
// files and the contract scenarios in Deno and Bun (matrix/runtimes.config.mts, driven from this Node).
// Usage: node scripts/matrix.mjs <report.json>; writes {passed, failed, legs}, each leg with the identity
// of every test it ran (scripts/test-summary.mjs), so that scripts/test.mjs can tell repeats of Node 20's
// tests from new ones; exits 1 if anything failed.
// MATRIX_JOBS sets how many legs run at once (default 3: a leg mostly waits on sockets and timers).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { testIds } from "./test-summary.mjs";

const [output = ".matrix-report.json"] = process.argv.slice(2);
const bin = (path) => `matrix/node_modules/${path}`;
const VITEST = "node_modules/vitest/vitest.mjs";
const JOBS = Math.max(1, Number(process.env.MATRIX_JOBS) || 3);

/** Every leg: its name, the command (a vitest run writing a JSON report), and what it covers. */
const LEGS = [
  ...["node22", "node24", "node26"].map((node) => ({
    leg: node,
    what: "contract suite with each client major",
    command: [bin(`${node}/bin/node`), VITEST, "run", "--config", "matrix/vitest.config.mts"],
  })),
  ...["deno", "bun"].map((runtime) => ({
    leg: runtime,
    what: "core test files, contract scenarios and reads through fetch, ky 1 and 2, axios's fetch adapter",
    // the root's Node runs vitest; the tests start the runtime (matrix/runtimes/runtime.ts)
    command: [process.execPath, VITEST, "run", "--config", "matrix/runtimes.config.mts"],
    env: { MATRIX_RUNTIME: runtime },
  })),
];

/** `npm ci --prefix matrix`, skipped when node_modules was installed from this very lock (local reruns). */
function install() {
  const lockHash = createHash("sha256").update(readFileSync("matrix/package-lock.json")).digest("hex");
  const stamp = bin(".installed-lock-sha256");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === lockHash) return 0;
  console.log("matrix: npm ci --prefix matrix (Node 22/24/26 binaries, latest client majors, Deno, Bun)");
  // matrix/.npmrc says the same, but under `npm test` npm hands the root's engine-strict=true down as
  // npm_config_engine_strict, which outranks a project .npmrc: only flags outrank that
  const flags = ["--engine-strict=false", "--bin-links=false", "--no-audit", "--no-fund", "--loglevel=error"];
  const started = Date.now();
  const { status } = spawnSync("npm", ["ci", "--prefix", "matrix", ...flags], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (status === 0) writeFileSync(stamp, lockHash);
  console.log(`matrix: install ${status === 0 ? "done" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  return status ?? 1;
}

/** Runs one leg with its output held back, so legs running side by side print one after another. */
function runLeg({ leg, what, command: [command, ...args], env = {} }) {
  const report = `matrix/.reports/${leg}.json`;
  rmSync(report, { force: true });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
      stdio: ["ignore", "pipe", "pipe"],
      // piped, vitest would drop its colours even when the leg's output ends up on a terminal
      env: { ...process.env, ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
    });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(`${error}\n`)));
    child.on("close", (status) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      process.stdout.write(`\nmatrix: ${leg}, ${what}\n${Buffer.concat(chunks).toString("utf8")}`);
      try {
        const results = JSON.parse(readFileSync(report, "utf8"));
        const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
        const failed = numFailedTests + numPendingTests + numTodoTests;
        const tests = testIds(process.cwd(), results);
        resolve({ leg, passed: numPassedTests, failed: failed === 0 && status !== 0 ? 1 : failed, seconds, tests });
      } catch {
        resolve({ leg, passed: 0, failed: 1, seconds, tests: [] }); // no report: vitest could not start
      }
    });
  });
}

/** Runs every leg, JOBS at a time; results in LEGS order. */
async function runLegs() {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < LEGS.length) {
      const index = next++;
      results[index] = await runLeg(LEGS[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, LEGS.length) }, worker));
  return results;
}

const legs = [];
if (install() !== 0) {
  legs.push({ leg: "install", passed: 0, failed: 1 });
} else {
  mkdirSync("matrix/.reports", { recursive: true });
  const started = Date.now();
  legs.push(...(await runLegs()));
  console.log(`\nmatrix: ${LEGS.length} legs, ${JOBS} at a time, in ${Math.round((Date.now() - started) / 1000)} s`);
}

const passed = legs.reduce((sum, leg) => sum + leg.passed, 0);
const failed = legs.reduce((sum, leg) => sum + leg.failed, 0);
console.log("\nmatrix legs:");
for (const leg of legs)
  console.log(
    `  ${leg.leg}: ${leg.passed} passed, ${leg.failed} failed${leg.seconds === undefined ? "" : ` (${leg.seconds} s)`}`,
  );
writeFileSync(output, JSON.stringify({ passed, failed, legs }, null, 2));
process.exit(failed > 0 ? 1 : 0);
