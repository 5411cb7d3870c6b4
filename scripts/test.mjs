// `npm test`: first checks that the machine has every tool the suite runs (scripts/prerequisites.mjs:
// shells, curl, git, Chromium and Firefox no older than the READMEs name) and stops with one line per
// missing one before anything runs; then checks formatting and lint (biome), builds and checks every
// package through turbo, then runs every vitest project in one process (with coverage thresholds;
// Chromium and Firefox included), then the Node 22/24/26, Deno and Bun matrix (scripts/matrix.mjs),
// and closes with the counts per runtime, the time each step took, and the plain "N passed, N failed"
// line CI counts, summed over the suite and the matrix.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { checkPrerequisites, describeBrowsers, systemLookup } from "./prerequisites.mjs";

const REPORT = ".vitest-report.json";
const MATRIX_REPORT = ".matrix-report.json";

function run(command, args) {
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return status ?? 1;
}

// a missing browser, shell or curl would fail tests minutes from now, each under another name: say
// what to install instead, one line per tool, before anything runs
const lookup = systemLookup();
const missing = checkPrerequisites(lookup);
if (missing.length > 0) {
  for (const { line } of missing) console.error(line);
  process.exit(1);
}
console.log(describeBrowsers(lookup));

rmSync(REPORT, { force: true });
rmSync(MATRIX_REPORT, { force: true });
const steps = [
  // formatting and lint first: seconds, and the rest need not run on a tree that fails them
  ["biome", "npx", ["biome", "ci", "."]],
  ["build", "npx", ["turbo", "run", "build", "typecheck", "check-package", "--output-logs=errors-only"]],
  // test-browser/ and matrix/runtimes/ are no workspace packages, so turbo's typecheck does not reach them
  ["tsc test-browser", "npx", ["tsc", "-p", "test-browser"]],
  ["tsc matrix/runtimes", "npx", ["tsc", "-p", "matrix/runtimes"]],
  [
    "vitest",
    "npx",
    ["vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`],
  ],
  ["matrix", "node", ["scripts/matrix.mjs", MATRIX_REPORT]],
];
let failedStep = 0;
/** Seconds per step: how long the suite takes on this machine is printed, never written in a README. */
const took = [];
for (const [name, command, args] of steps) {
  const start = performance.now();
  failedStep = run(command, args);
  took.push(`${name} ${Math.round((performance.now() - start) / 1000)} s`);
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
  for (const file of report.testResults) {
    const fileRuntime = file.name.includes("/test-browser/") ? "browser" : "node20";
    // a file that throws before its tests are collected (a helper refusing a missing tool) has no
    // test results: it counts as one failure, or the closing line would not show it
    if (file.status === "failed" && file.assertionResults.length === 0) {
      failed += 1;
      count(fileRuntime, 0, 1);
    }
    for (const test of file.assertionResults) {
      const runtime = test.meta?.browser ?? fileRuntime;
      count(runtime, test.status === "passed" ? 1 : 0, test.status === "passed" ? 0 : 1);
    }
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
console.log(`time: ${took.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep !== 0 || failed > 0 ? 1 : 0);
