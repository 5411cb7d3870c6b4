/**
 * The core's behaviour tests in Deno or Bun: its test files, unchanged, bundled with a vitest shim
 * (./bundle-core-tests.ts), run in the runtime (./run-bundles.mjs); each test the runtime ran becomes
 * one test here under its own title, passing or failing as it did there.
 */
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { bundleCoreTests, NODE_ONLY } from "./bundle-core-tests.ts";
import { RUNTIME, runInRuntime } from "./runtime.ts";

declare module "vitest" {
  interface TaskMeta {
    /** The Node 20 test this one runs in the runtime, as scripts/test-summary.mjs names a test, so npm test counts it a repeat. */
    repeatOf?: string;
  }
}

/** Why a test fails in a runtime's engine, and the error it fails with there (`<name>: <message>`). */
interface EngineDifference {
  reason: string;
  error: RegExp;
}

/**
 * Tests whose expectation is V8's in Node 20 and that the runtime's engine answers otherwise, each with
 * why and the error that shows it. They run, and must fail with that error: one that passes, or fails
 * with another, is reported, so the entry goes once it no longer applies and no other failure hides in it.
 */
const ENGINE_DIFFERENCES: Record<string, Record<string, EngineDifference>> = {
  deno: {
    "turns nesting 100,000 deep into ERR_BODY_INVALID": {
      reason: "Deno's V8 (as Node 26's) serialises JSON 100,000 levels deep without a RangeError, so the body is sent",
      error: /^Error: serializeBody did not throw$/,
    },
  },
  bun: {
    "turns a cycle into ERR_BODY_INVALID": {
      reason:
        "the message keeps JavaScriptCore's own words for the cycle, not V8's \"Converting circular structure to JSON\"",
      // the checks before it (an EndpointError, ERR_BODY_INVALID) pass: the shim stops at the first that fails
      error:
        /^AssertionError: expected 'JSON body: cannot be serialised: .*' to contain 'Converting circular structure to JSON'$/,
    },
  },
};

interface Result {
  title: string;
  error?: string;
}

const bundles = await bundleCoreTests(fileURLToPath(new URL(`../.runtimes/${RUNTIME}`, import.meta.url)));
const { status, stdout, stderr } = await runInRuntime(
  fileURLToPath(new URL("run-bundles.mjs", import.meta.url)),
  bundles.map(({ file, bundle }) => `${file}=${bundle}`),
);
let report: { runtime: string; results: Result[] } | undefined;
try {
  report = JSON.parse(stdout.trim().split("\n").at(-1)!);
} catch {
  // no report: the runtime crashed before its last line, asserted below
}

describe(`${report?.runtime ?? RUNTIME}: the core's test files (all but ${Object.keys(NODE_ONLY).join(", ")})`, () => {
  it("runs every test file to its end", () => {
    expect(report, `exit ${status}\n${stderr.slice(-4000)}`).toBeDefined();
    expect(new Set(report!.results.map(({ title }) => title.split(" > ")[0])), "files with results").toEqual(
      new Set(bundles.map(({ file }) => file)),
    );
  });
  for (const { title, error } of report?.results ?? []) {
    const difference = Object.entries(ENGINE_DIFFERENCES[RUNTIME] ?? {}).find(([part]) => title.includes(part));
    // the shim titles a test `<file under packages/core/test> > <suites> > <name>`
    const meta = { repeatOf: `packages/core/test/${title}` };
    if (difference === undefined)
      it(title, { meta }, () => {
        if (error !== undefined) throw new Error(error);
      });
    else
      it(`${title} [differs in ${RUNTIME}: ${difference[1].reason}]`, { meta }, () => {
        expect(error ?? "now passes: remove it from ENGINE_DIFFERENCES").toMatch(difference[1].error);
      });
  }
});
