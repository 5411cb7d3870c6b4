// The closing lines of `npm test` (scripts/test.mjs), from the JSON reports of the root vitest run
// and of the matrix (scripts/matrix.mjs): the counts per runtime, how many distinct tests ran and how
// many runs repeated one, and the sums of the last line. A module of its own so that saved reports
// can be summed again, and the doc-figure test can check the lines CONTRIBUTING.md shows.
import { relative } from "node:path";

/**
 * What makes two runs the same test: its file, from the repository root, and its full name. A test
 * that reports another test's run under a name of its own (the Deno and Bun legs report the core's
 * tests) names that test in `meta.repeatOf`, in this same form.
 * @example testId("/repo", "/repo/packages/core/test/errors.test.ts", { ancestorTitles: ["codes"], title: "x" })
 *   // "packages/core/test/errors.test.ts > codes > x"
 */
export function testId(root, file, test) {
  return test.meta?.repeatOf ?? `${relative(root, file)} > ${[...test.ancestorTitles, test.title].join(" > ")}`;
}

/**
 * The identities (`testId`) of one file's tests in a vitest JSON report, in order. Two tests of one
 * file that vitest names alike (a long value in an `each` title cut to 40 characters) are two tests:
 * the second and later are told apart by their rank, ` [#2]`; the same name in another run of the
 * file (another project, another runtime) is a repeat.
 */
function fileTestIds(root, file) {
  const seen = new Map();
  return file.assertionResults.map((test) => {
    const id = testId(root, file.name, test);
    const rank = (seen.get(id) ?? 0) + 1;
    seen.set(id, rank);
    return rank === 1 ? id : `${id} [#${rank}]`;
  });
}

/** The identity of every test in a vitest JSON report (`fileTestIds`), in order. */
export const testIds = (root, report) => report.testResults.flatMap((file) => fileTestIds(root, file));

const figure = (count) => count.toLocaleString("en-US");

/**
 * `<n> tests: <n> distinct, <n> repeats (<runtime> <n>, ...)` from `[runtime, { ids }]` in order, Node
 * 20 first: a run of a test that an earlier run already ran is a repeat of the runtime it ran in, so
 * each runtime is charged with what it runs again of Node 20's suite and of the runtimes before it.
 */
function describeRepeats(runtimes) {
  const seen = new Set();
  let total = 0;
  const repeats = [];
  for (const [runtime, { ids }] of runtimes) {
    let again = 0;
    for (const id of ids) {
      if (seen.has(id)) again += 1;
      else seen.add(id);
    }
    total += ids.length;
    if (again > 0) repeats.push(`${runtime} ${figure(again)}`);
  }
  const which = repeats.length > 0 ? ` (${repeats.join(", ")})` : "";
  return `${figure(total)} tests: ${figure(seen.size)} distinct, ${figure(total - seen.size)} repeats${which}`;
}

/**
 * The lines `npm test` closes with before its time line, and the sums of its last line, from the
 * root run's report and the matrix's (`undefined` for one that was not written). The root suite
 * splits into Node 20 and each browser (test-browser/tag-browser.ts).
 * @example const { lines, passed, failed } = summarize(process.cwd(), report, matrixReport);
 */
export function summarize(root, report, matrix) {
  let passed = 0;
  let failed = 0;
  const runtimes = new Map();
  const runtime = (name) => {
    if (!runtimes.has(name)) runtimes.set(name, { passed: 0, failed: 0, ids: [] });
    return runtimes.get(name);
  };
  if (report === undefined) {
    failed = 1; // no report: the build or checks failed before any test ran
  } else {
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const fileRuntime = file.name.includes("/test-browser/") ? "browser" : "node20";
      // a file that throws before its tests are collected (a helper refusing a missing tool) has no
      // test results: it counts as one failure, or the closing line would not show it
      if (file.status === "failed" && file.assertionResults.length === 0) {
        failed += 1;
        runtime(fileRuntime).failed += 1;
      }
      const ids = fileTestIds(root, file);
      file.assertionResults.forEach((test, at) => {
        const counts = runtime(test.meta?.browser ?? fileRuntime);
        counts[test.status === "passed" ? "passed" : "failed"] += 1;
        counts.ids.push(ids[at]);
      });
    }
  }
  // no matrix report: an earlier step failed (counted above) or the matrix crashed (test.mjs counts it)
  if (matrix !== undefined) {
    passed += matrix.passed;
    failed += matrix.failed;
    for (const leg of matrix.legs) {
      const counts = runtime(leg.leg);
      counts.passed += leg.passed;
      counts.failed += leg.failed;
      counts.ids.push(...(leg.tests ?? []));
    }
  }
  if (runtimes.size === 0) return { lines: [], passed, failed };
  // Node 20 first: the suite the other runtimes repeat
  const ordered = [...runtimes].sort(([a], [b]) => Number(b === "node20") - Number(a === "node20"));
  const perRuntime = ordered.map(
    ([name, { passed: p, failed: f }]) => `${name} ${p} passed${f > 0 ? ` (${f} failed)` : ""}`,
  );
  return { lines: [`by runtime: ${perRuntime.join(", ")}`, describeRepeats(ordered)], passed, failed };
}
