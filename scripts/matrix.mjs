// The runtime matrix of `npm test` (issue 7), after the Node 20 suite: installs matrix/ (its own lock:
// Node 22 and 24 binaries, ky 2, got 15 and 16, undici 8, msw 3, Deno, Bun, all from the npm registry),
// runs the adapters' contract tests under each Node binary with matrix/vitest.config.mts, and the
// built core and fetch adapter under Deno and Bun (matrix/runtime-smoke.mjs).
// Usage: node scripts/matrix.mjs <report.json>; writes {passed, failed, legs}, exits 1 if anything failed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const [output = ".matrix-report.json"] = process.argv.slice(2);
const bin = (path) => `matrix/node_modules/${path}`;
const NODE_LEGS = ["node22", "node24"];
const SMOKE_LEGS = [
  ["deno", [bin("deno/deno"), "run", "--allow-read", "--allow-net", "--allow-env", "matrix/runtime-smoke.mjs"]],
  ["bun", [bin("bun/bin/bun"), "matrix/runtime-smoke.mjs"]],
];

function run(command, args, options = {}) {
  const started = Date.now();
  const { status, stdout } = spawnSync(command, args, { stdio: ["ignore", options.capture ? "pipe" : "inherit", "inherit"], encoding: "utf8", ...options });
  return { status: status ?? 1, stdout: stdout ?? "", seconds: Math.round((Date.now() - started) / 100) / 10 };
}

/** `npm ci --prefix matrix`, skipped when node_modules was installed from this very lock (local reruns). */
function install() {
  const lockHash = createHash("sha256").update(readFileSync("matrix/package-lock.json")).digest("hex");
  const stamp = bin(".installed-lock-sha256");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === lockHash) return 0;
  console.log("matrix: npm ci --prefix matrix (Node 22/24 binaries, latest client majors, Deno, Bun)");
  // matrix/.npmrc says the same, but under `npm test` npm hands the root's engine-strict=true down as
  // npm_config_engine_strict, which outranks a project .npmrc: only flags outrank that
  const flags = ["--engine-strict=false", "--bin-links=false", "--no-audit", "--no-fund", "--loglevel=error"];
  const { status, seconds } = run("npm", ["ci", "--prefix", "matrix", ...flags]);
  if (status === 0) writeFileSync(stamp, lockHash);
  console.log(`matrix: install ${status === 0 ? "done" : "FAILED"} in ${seconds} s`);
  return status;
}

const legs = [];
if (install() !== 0) {
  legs.push({ leg: "install", passed: 0, failed: 1 });
} else {
  mkdirSync("matrix/.reports", { recursive: true });
  for (const node of NODE_LEGS) {
    const report = `matrix/.reports/${node}.json`;
    rmSync(report, { force: true });
    console.log(`\nmatrix: ${node}, contract suite with the latest client majors`);
    const vitest = ["node_modules/vitest/vitest.mjs", "run", "--config", "matrix/vitest.config.mts"];
    const { status, seconds } = run(bin(`${node}/bin/node`), [...vitest, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
    try {
      const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, "utf8"));
      const failed = numFailedTests + numPendingTests + numTodoTests;
      legs.push({ leg: node, passed: numPassedTests, failed: failed === 0 && status !== 0 ? 1 : failed, seconds });
    } catch {
      legs.push({ leg: node, passed: 0, failed: 1, seconds }); // no report: vitest could not start
    }
  }
  for (const [name, [command, ...args]] of SMOKE_LEGS) {
    const { status, stdout, seconds } = run(command, args, { capture: true, env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
    process.stdout.write(stdout);
    try {
      const result = JSON.parse(stdout.trim().split("\n").at(-1));
      for (const { title, error } of result.failures) console.error(`matrix: ${result.runtime} FAILED ${title}\n${error}`);
      legs.push({ leg: result.runtime, passed: result.passed, failed: result.failed === 0 && status !== 0 ? 1 : result.failed, seconds });
    } catch {
      legs.push({ leg: name, passed: 0, failed: 1, seconds });
    }
  }
}

const passed = legs.reduce((sum, leg) => sum + leg.passed, 0);
const failed = legs.reduce((sum, leg) => sum + leg.failed, 0);
console.log("\nmatrix legs:");
for (const leg of legs) console.log(`  ${leg.leg}: ${leg.passed} passed, ${leg.failed} failed${leg.seconds === undefined ? "" : ` (${leg.seconds} s)`}`);
writeFileSync(output, JSON.stringify({ passed, failed, legs }, null, 2));
process.exit(failed > 0 ? 1 : 0);
