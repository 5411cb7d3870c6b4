// `npm test`: first checks that the machine has every tool the suite runs (scripts/prerequisites.mjs:
// shells, curl, git, Chromium and Firefox no older than the READMEs name) and stops with one line per
// missing one before anything runs; then checks formatting and lint (biome), builds and checks every
// package through turbo, then runs every vitest project in one process (with coverage thresholds;
// Chromium and Firefox included), then the Node 22/24/26, Deno and Bun matrix (scripts/matrix.mjs),
// and closes with the counts per runtime, how many distinct tests ran and how many runs repeated one
// in each runtime (scripts/test-summary.mjs), the time each step took, and the plain
// "N passed, N failed" line CI counts, summed over the suite and the matrix: the last line.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { checkPrerequisites, describeBrowsers, systemLookup } from "./prerequisites.mjs";
import { summarize } from "./test-summary.mjs";

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
/** A report as written, or undefined when its step did not write it. */
const readReport = (path) => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
};
const summary = summarize(process.cwd(), readReport(REPORT), readReport(MATRIX_REPORT));
const { passed } = summary;
// a step that failed without a failed test (the build, or the matrix crashing) still fails the line
const failed = failedStep !== 0 && summary.failed === 0 ? 1 : summary.failed;
if (summary.lines.length > 0) console.log(`\n${summary.lines.join("\n")}`);
console.log(`time: ${took.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep !== 0 || failed > 0 ? 1 : 0);
