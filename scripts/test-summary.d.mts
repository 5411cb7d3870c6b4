/** Types for test-summary.mjs, which scripts/test.mjs and scripts/matrix.mjs run and packages/contract/test/doc-figures.test.ts checks. */

/** The part of one test in vitest's JSON report that names it. */
export interface ReportedTest {
  ancestorTitles: string[];
  title: string;
  status: string;
  meta?: { browser?: string; repeatOf?: string };
}

/** The part of vitest's JSON report the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: ReportedTest[] }[];
}

/** What scripts/matrix.mjs writes: the sums, and each leg's counts and the identity of each test it ran. */
export interface MatrixReport {
  passed: number;
  failed: number;
  legs: { leg: string; passed: number; failed: number; seconds?: number; tests?: string[] }[];
}

export function testId(root: string, file: string, test: ReportedTest): string;
export function testIds(root: string, report: VitestReport): string[];
export function summarize(
  root: string,
  report: VitestReport | undefined,
  matrix: MatrixReport | undefined,
): { lines: string[]; passed: number; failed: number };
