// `npm test`: checks formatting and lint (biome), builds and checks every package through turbo, then runs every vitest project in one
// process (with coverage thresholds; Chromium and Firefox included), then the Node 22/24/26, Deno and
// Bun matrix (scripts/matrix.mjs), and closes with the counts per runtime and the plain
// "N passed, N failed" line CI counts, summed over the suite and the matrix.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { missingBrowsers } from "../test-browser/find-browsers.mjs";

const REPORT = ".vitest-report.json";
const MATRIX_REPORT = ".matrix-report.json";

function run(command, args) {
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return status ?? 1;
}

// without a browser, 270 browser tests would fail one by one minutes from now: say what to install instead
const missing = missingBrowsers();
if (missing !== undefined) {
  console.error(missing);
  process.exit(1);
}

rmSync(REPORT, { force: true });
rmSync(MATRIX_REPORT, { force: true });
const steps = [
  // formatting and lint first: seconds, and the rest need not run on a tree that fails them
  ["npx", ["biome", "ci", "."]],
  ["npx", ["turbo", "run", "build", "typecheck", "check-package", "--output-logs=errors-only"]],
  // test-browser/ and matrix/runtimes/ are no workspace packages, so turbo's typecheck does not reach them
  ["npx", ["tsc", "-p", "test-browser"]],
  ["npx", ["tsc", "-p", "matrix/runtimes"]],
  ["npx", ["vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`]],
  ["node", ["scripts/matrix.mjs", MATRIX_REPORT]],
];
let failedStep = 0;
for (const [command, args] of steps) {
  failedStep = run(command, args);
  if (failedStep !== 0) break;
}
let passed = 0;
let failed = 0;
/** Counts per runtime: the root suite splits into Node 20 and each browser (test-browser/tag-browser.ts). */
const byRuntime = new Map();
const count = (runtime, pass, fail) => {
  const [p, f] = byRuntime.get(runtime) ?? [0, 0];
  byRuntime.set(runtime, [p + pass, f + fail]);
};
try {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  passed = report.numPassedTests;
  failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults)
    for (const test of file.assertionResults) {
      const runtime = test.meta?.browser ?? (file.name.includes("/test-browser/") ? "browser" : "node20");
      count(runtime, test.status === "passed" ? 1 : 0, test.status === "passed" ? 0 : 1);
    }
} catch {
  failed = 1; // no report: the build or checks failed before any test ran
}
try {
  const matrix = JSON.parse(readFileSync(MATRIX_REPORT, "utf8"));
  passed += matrix.passed;
  failed += matrix.failed;
  for (const leg of matrix.legs) count(leg.leg, leg.passed, leg.failed);
} catch {
  // no matrix report: an earlier step failed (counted above) or the matrix crashed (failedStep)
}
if (failedStep !== 0 && failed === 0) failed = 1;
if (byRuntime.size > 0)
  console.log(
    `\nby runtime: ${[...byRuntime].map(([runtime, [p, f]]) => `${runtime} ${p} passed${f > 0 ? ` (${f} failed)` : ""}`).join(", ")}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep !== 0 || failed > 0 ? 1 : 0);
