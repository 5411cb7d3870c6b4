// `npm test`: builds and checks every package through turbo, then runs every vitest project in one
// process (with coverage thresholds), then the Node 22/24, Deno and Bun matrix (scripts/matrix.mjs),
// and closes with the plain "N passed, N failed" line CI counts, summed over the suite and the matrix.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

const REPORT = ".vitest-report.json";
const MATRIX_REPORT = ".matrix-report.json";

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } });
  return status ?? 1;
}

rmSync(REPORT, { force: true });
rmSync(MATRIX_REPORT, { force: true });
const steps = [
  ["npx", ["turbo", "run", "build", "typecheck", "check-package", "--output-logs=errors-only"]],
  // test-browser/ is no workspace package, so turbo's typecheck does not reach it
  ["npx", ["tsc", "-p", "test-browser"]],
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
try {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  passed = report.numPassedTests;
  failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
} catch {
  failed = 1; // no report: the build or checks failed before any test ran
}
try {
  const matrix = JSON.parse(readFileSync(MATRIX_REPORT, "utf8"));
  passed += matrix.passed;
  failed += matrix.failed;
} catch {
  // no matrix report: an earlier step failed (counted above) or the matrix crashed (failedStep)
}
if (failedStep !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep !== 0 || failed > 0 ? 1 : 0);
