/**
 * @module vitest-shim: the part of vitest's API the core's test files use, for running those files
 * unchanged in Deno and Bun (./bundle-core-tests.ts bundles each file with `vitest` pointing here).
 * `expect` and `vi` are vitest's own packages (@vitest/expect on chai, @vitest/spy), which carry no
 * Node dependency; only collecting and running tests is written here. A bundle's `run()` runs the
 * file's tests in order and returns one result per test.
 */
import * as chai from "chai";
import {
  ASYMMETRIC_MATCHERS_OBJECT,
  GLOBAL_EXPECT,
  JestAsymmetricMatchers,
  JestChaiExpect,
  JestExtend,
  getState,
  setState,
} from "@vitest/expect";
import { fn, restoreAllMocks, spyOn } from "@vitest/spy";
import { format as printf, objDisplay } from "@vitest/utils/display";

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

type Callback = () => unknown;
interface Test {
  title: string;
  run: Callback;
}
interface Suite {
  title: string;
  tests: (Test | Suite)[];
  beforeAll: Callback[];
  afterAll: Callback[];
  beforeEach: Callback[];
  afterEach: Callback[];
}
const newSuite = (title: string): Suite => ({
  title,
  tests: [],
  beforeAll: [],
  afterAll: [],
  beforeEach: [],
  afterEach: [],
});
const root = newSuite("");
let current = root;

/** One result per test: its full title, and the error text when it failed. */
export interface Result {
  title: string;
  error?: string;
}

// vitest's `each` titles, made as vitest makes them so that a test has the name it has in the Node
// suite (scripts/test-summary.mjs counts it a repeat by that name): `%#` and `%$` the row's index from
// 0 and from 1, each printf placeholder the row's next value (an array row's values in order, any
// other row as one value) through vitest's `format`, and `$key` a property of an object row (`$0` an
// array row's value) through vitest's `objDisplay`
function format(title: string, row: unknown, index: number): string {
  const values: unknown[] = Array.isArray(row) ? row : [row];
  const objectRow = typeof values[0] === "object" && values[0] !== null && !Array.isArray(values[0]);
  let next = 0;
  return title
    .replace(/%#/g, String(index))
    .replace(/%\$/g, String(index + 1))
    .split(/(%[sdjifoOc%])/)
    .map((part, at) => {
      if (at % 2 === 1) return part === "%%" ? "%" : next < values.length ? printf(part, values[next++]) : part;
      return part.replace(/\$([$\w.]+)/g, (whole, path: string) => {
        const indexed = /^\d+$/.test(path);
        if (!objectRow && !indexed) return whole;
        const keys = path.split(".");
        return objDisplay(
          keys.reduce<unknown>(
            (value, key) => (value as Record<string, unknown>)?.[key],
            objectRow ? values[0] : values,
          ),
        );
      });
    })
    .join("");
}

const each =
  (declare: (title: string, body: Callback) => void) =>
  (rows: readonly unknown[]) =>
  (title: string, body: (...args: unknown[]) => unknown) =>
    rows.forEach((row, index) => {
      declare(format(title, row, index), () => (Array.isArray(row) ? body(...row) : body(row)));
    });

export const describe = Object.assign(
  (title: string, body: Callback): void => {
    const parent = current;
    const suite = newSuite(title);
    parent.tests.push(suite);
    current = suite;
    try {
      body();
    } finally {
      current = parent;
    }
  },
  { each: (rows: readonly unknown[]) => each((title, body) => describe(title, body))(rows) },
);

export const it = Object.assign(
  (title: string, body: Callback = () => undefined): void => {
    current.tests.push({ title, run: body });
  },
  { each: (rows: readonly unknown[]) => each((title, body) => it(title, body))(rows) },
);
export const test = it;
export const beforeAll = (hook: Callback): number => current.beforeAll.push(hook);
export const afterAll = (hook: Callback): number => current.afterAll.push(hook);
export const beforeEach = (hook: Callback): number => current.beforeEach.push(hook);
export const afterEach = (hook: Callback): number => current.afterEach.push(hook);

export const vi = { fn, spyOn, restoreAllMocks };

/** vitest's `expect`: chai's with the Jest matchers, asymmetric matchers and the state they read. */
export const expect = Object.assign(
  (value: unknown, message?: string) => chai.expect(value, message),
  chai.expect,
) as unknown as Chai.ExpectStatic & Record<string, unknown>;
Object.assign(expect, (globalThis as Record<string | symbol, unknown>)[ASYMMETRIC_MATCHERS_OBJECT]);
Object.assign(expect, {
  getState: () => getState(expect as never),
  setState: (state: object) => setState(state as never, expect as never),
  extend: (matchers: object) =>
    (chai.expect as unknown as { extend(e: unknown, m: object): void }).extend(expect, matchers),
});
setState(
  {
    assertionCalls: 0,
    isExpectingAssertions: false,
    expectedAssertionsNumber: null,
    environment: "node",
    testPath: "",
  } as never,
  expect as never,
);
(globalThis as Record<string | symbol, unknown>)[GLOBAL_EXPECT] = expect;

const message = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

async function runSuite(
  suite: Suite,
  path: string[],
  hooks: { before: Callback[]; after: Callback[] },
  results: Result[],
): Promise<void> {
  const before = [...hooks.before, ...suite.beforeEach];
  const after = [...suite.afterEach, ...hooks.after];
  const titles = suite.title === "" ? path : [...path, suite.title];
  let setupError: string | undefined;
  try {
    for (const hook of suite.beforeAll) await hook();
  } catch (error) {
    setupError = `beforeAll: ${message(error)}`;
  }
  for (const entry of suite.tests) {
    if ("tests" in entry) {
      await runSuite(entry, titles, { before, after }, results);
      continue;
    }
    const title = [...titles, entry.title].join(" > ");
    if (setupError !== undefined) {
      results.push({ title, error: setupError });
      continue;
    }
    let error: string | undefined;
    try {
      for (const hook of before) await hook();
      await entry.run();
    } catch (thrown) {
      error = message(thrown);
    }
    try {
      for (const hook of after) await hook();
    } catch (thrown) {
      error ??= `afterEach: ${message(thrown)}`;
    }
    results.push(error === undefined ? { title } : { title, error });
  }
  try {
    for (const hook of suite.afterAll) await hook();
  } catch (error) {
    results.push({ title: [...titles, "afterAll"].join(" > "), error: message(error) });
  }
}

/** Runs every test the file declared, in order, each with the hooks around it. */
export async function run(file: string): Promise<Result[]> {
  const results: Result[] = [];
  await runSuite(root, [file], { before: [], after: [] }, results);
  return results;
}
