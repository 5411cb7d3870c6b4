/**
 * @module same-request: one request built two ways through the core, so the bench can show that one
 * URL costs one price whichever way it is asked for (issue 31: `querySerializer` in its object form
 * within 1.2x of `createEndpoint` for the same query, a grouped call within 1.15x of the flat call
 * for the same request). `bench.mjs` checks that the two calls of every case build the same
 * request before it times anything, then times them side by side; `npm test` checks only what they
 * build (packages/contract/test/same-request.test.ts). Arguments are built once, outside the timed
 * calls, as a caller holding its parameters would.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { used } from "../scripts/scenarios.mjs";
import { VERDICT_ROUNDS, pad, timeSideBySide } from "./side-by-side.mjs";

// `endpoint`'s default base, given to `createEndpoint` too, so the two full URLs are the same bytes
const BASE = "https://api.github.com";
const EXPLODED = { style: "form", explode: true };
const DEEP = { style: "deepObject", explode: true };

/** `count` list parameters of three members each: a number, a plain word, a word to escape. */
function lists(count) {
  const query = {};
  for (let i = 0; i < count; i++) query[`list${i}`] = [i * 7, `item-${i}`, `a b/${i}`];
  return query;
}

/** The per-parameter style table `createEndpoint` takes for `query`'s keys, from what each value is. */
function styleTable(query) {
  const styles = {};
  for (const [name, value] of Object.entries(query)) styles[name] = Array.isArray(value) ? EXPLODED : DEEP;
  return styles;
}

/**
 * `querySerializer` (object form) on `endpoint` against `createEndpoint` with a style table giving
 * the same styles, for the same query under the same base and route: only the URL is compared,
 * since each entry keeps its dialect's headers (GitHub's `accept` and `user-agent` on `endpoint`).
 */
function styledQuery(query) {
  return ({ endpoint, createEndpoint }) => {
    const route = "GET /items";
    const flat = {
      ...query,
      querySerializer: { array: { style: "form", explode: true }, object: { style: "deepObject", explode: true } },
    };
    const api = createEndpoint({ baseUrl: BASE, styles: { [route]: { query: styleTable(query) } } });
    const grouped = { params: { query } };
    return {
      subject: () => endpoint(route, flat),
      baseline: () => api(route, grouped),
      same: (a, b) => a.method === b.method && a.url === b.url,
    };
  };
}

/**
 * The grouped form `endpoint(route, { params: { path, query }, body })` against the flat call that
 * builds the same request: a POST's flat form names its query parameters in the route
 * (`{?dry_run,notify}`), a GET's sends its leftover parameters to the query. The whole request is
 * compared: method, URL, headers and body.
 */
function groupedAndFlat({ method, path, query, body }) {
  return ({ endpoint }) => {
    const names = Object.keys(query);
    const route = `${method} /repos/{owner}/{repo}/issues`;
    const flatRoute = body === undefined ? route : `${route}{?${names.join(",")}}`;
    const flat = { ...path, ...query, ...body };
    const grouped = body === undefined ? { params: { path, query } } : { params: { path, query }, body };
    return {
      subject: () => endpoint(route, grouped),
      baseline: () => endpoint(flatRoute, flat),
      same: isDeepStrictEqual,
    };
  };
}

/**
 * Each case: its name, the call timed (`subject`) and the call it is measured against (`baseline`)
 * as `prepare(core)` makes them, what the two must have the same of, and the most `subject` may
 * cost over `baseline` (issue 31's targets).
 * @type {{ name: string, against: string, compares: string, target: number,
 *   prepare: (core: any) => { subject: () => any, baseline: () => any, same: (a: any, b: any) => boolean } }[]}
 */
export const SAME_REQUEST_CASES = [
  {
    name: "querySerializer: 10 lists",
    against: "createEndpoint + styles",
    compares: "URL",
    target: 1.2,
    prepare: styledQuery(lists(10)),
  },
  {
    name: "querySerializer: 8 lists + 2 deepObject",
    against: "createEndpoint + styles",
    compares: "URL",
    target: 1.2,
    prepare: styledQuery({
      ...lists(8),
      filter: { state: "open", label: "good first issue", since: "2024-01-01" },
      page: { size: 50, after: "cursor:Y3Vyc29y" },
    }),
  },
  {
    name: "grouped POST path+query+body",
    against: "flat, {?...} in the route",
    compares: "request",
    target: 1.15,
    prepare: groupedAndFlat({
      method: "POST",
      path: { owner: "octokit", repo: "rest.js" },
      query: { dry_run: true, notify: "assignees" },
      body: {
        title: "Found a bug",
        body: "I'm having a problem with this.",
        assignees: ["octocat"],
        labels: ["bug"],
        milestone: 1,
      },
    }),
  },
  {
    name: "grouped GET path+query",
    against: "flat",
    compares: "request",
    target: 1.15,
    prepare: groupedAndFlat({
      method: "GET",
      path: { owner: "octokit", repo: "rest.js" },
      query: { state: "open", labels: ["bug", "good first issue"], sort: "updated", per_page: 100, page: 3 },
    }),
  },
];

/**
 * Each case prepared on `core` (`{ endpoint, createEndpoint }`), every timed call reading its
 * result's URL (`used()`, as bench.mjs times every call); throws, showing both results, unless the
 * two calls of a case build the same request (what the case compares). Nothing is timed here.
 */
export function prepareSameRequestCases(core) {
  return SAME_REQUEST_CASES.map((testCase) => {
    const { subject, baseline, same } = testCase.prepare(core);
    const a = subject();
    const b = baseline();
    if (!same(a, b))
      throw new Error(
        `Case "${testCase.name}": the two calls build different requests (${testCase.compares})\n` +
          `subject:  ${JSON.stringify(a)}\nbaseline: ${JSON.stringify(b)}`,
      );
    return { ...testCase, subject: used(subject), baseline: used(baseline) };
  });
}

/**
 * Times each prepared case's two calls side by side (`timeSideBySide`, the verdict rows' 30 rounds
 * of 30 ms: the targets turn on margins of 15-20%), prints ns per call and the ratio, and returns
 * the cases over their target, as lines for bench.mjs's `missed`.
 */
export async function printSameRequestTable(prepared) {
  const missed = [];
  console.log(
    `${"same request, two ways".padEnd(40)}${pad("ns", 8)}${pad("base ns", 9)}${pad("ratio", 8)}${pad("target", 9)}  base (the other way)`,
  );
  for (const { name, against, target, subject, baseline } of prepared) {
    const [nsSubject, nsBaseline] = await timeSideBySide([subject, baseline], VERDICT_ROUNDS);
    const ratio = nsSubject / nsBaseline;
    if (ratio > target) missed.push(`${name}: ${ratio.toFixed(2)}x ${against} (target ${target}x)`);
    console.log(
      `${name.padEnd(40)}${pad(nsSubject.toFixed(0), 8)}${pad(nsBaseline.toFixed(0), 9)}${pad(`${ratio.toFixed(2)}x`, 8)}` +
        `${pad(`<= ${target}x`, 9)}  ${against}`,
    );
  }
  return missed;
}

// `node benchmarks/same-request.mjs [core index.mjs]`: these cases alone, on the built core or on another
// build (one built from a commit, while the tree changes); BENCH_QUICK=1 for a quick pass
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [corePath] = process.argv.slice(2);
  const core = await import(corePath ? pathToFileURL(resolve(corePath)).href : "@scope/endpoint-core");
  const missed = await printSameRequestTable(prepareSameRequestCases(core));
  if (missed.length > 0) {
    console.log(
      `\nTARGETS MISSED (timings are noisy on a busy machine: rerun before concluding):\n  ${missed.join("\n  ")}`,
    );
    process.exitCode = 1;
  }
}
