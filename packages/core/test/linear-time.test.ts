import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { auditRegexes } from "../../../scripts/regex-audit.mjs";
import { endpoint } from "../src/index.ts";

/**
 * Every parser runs in linear time (docs/rules.md "Safety"): each adversarial input below, at
 * 200,000 characters, must finish. A quadratic parser (the reference's, and its CVE-2025-25285
 * regexes) takes minutes on such inputs; ours takes milliseconds. How time grows with size is
 * measured by `npm run bench` (benchmarks/linear-time.mjs), never here: a timing ratio flakes on
 * a busy machine. The limit is the test timeout, a generous 30 s.
 */
const SIZE = 200_000;

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function settle(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    return error;
  }
}

const attacks: Record<string, () => unknown> = {
  "a run of '{'": () => endpoint({ url: `/${repeatTo("{", SIZE)}` }),
  "a run of '{' then '}'": () => endpoint({ url: `/${repeatTo("{", SIZE / 2)}${repeatTo("}", SIZE / 2)}` }),
  "thousands of {a} expressions": () => endpoint({ url: `${`/${repeatTo("{a}", SIZE)}`.slice(0, -1)}}`, a: "x" }),
  "one expression with thousands of variables": () =>
    endpoint({ method: "POST", url: `/{a${repeatTo(",a", SIZE)}}`, a: "x" }),
  "'{a' then non-word characters (the 9.0.5 ReDoS)": () => endpoint({ url: `/{a${repeatTo("!", SIZE)}a}` }),
  "thousands of /:a segments": () => endpoint({ url: `/${repeatTo("/:ab", SIZE)}`, ab: "x" }),
  "a run of '%' in a literal": () => endpoint({ url: `/${repeatTo("%", SIZE)}` }),
  "a long accept header with previews": () =>
    endpoint("GET /x", {
      headers: { accept: `${repeatTo("A", SIZE)}-` },
      mediaType: { previews: ["p"], format: "raw" },
    }),
  "many short preview runs in accept": () =>
    endpoint("GET /x", { headers: { accept: repeatTo("a,", SIZE) }, mediaType: { previews: ["p"] } }),
  "many parameters in the query": () => {
    const params: Record<string, number> = {};
    for (let i = 0; i < SIZE / 8; i++) params[`p${i}`] = i;
    return endpoint("GET /x", params);
  },
  "a long q with many +": () => endpoint("GET /search", { q: repeatTo("a+", SIZE) }),
  // the dot-segment check follows every expansion into the path: quadratic, 100,001 of them took 2.85 s
  "one reserved expression with a million variables": () =>
    endpoint({ url: `/{+a${repeatTo(",a", 2_000_000)}}`, a: "x" }),
  "400,000 {a} side by side, each a dot": () => endpoint({ url: `/${repeatTo("{a}", 1_200_000)}`, a: "." }),
  "400,000 {a}.{b} with empty values": () => endpoint({ url: `/${repeatTo("x{a}.{b}", 3_200_000)}`, a: "", b: "" }),
  // each level once copied every key of its parent: 4,000 levels took 18 s
  "a defaults() chain 40,000 levels deep, each adding a key": () => {
    let chained = endpoint;
    for (let i = 0; i < 40_000; i++) chained = chained.defaults({ [`k${i}`]: i });
    return chained("GET /x");
  },
};

describe("linear time on adversarial inputs", () => {
  it.each(Object.keys(attacks))("%s: a 200k-character input finishes", (name) => {
    const outcome = settle(attacks[name] as () => unknown);
    // either a result or the core's own error: never a stack overflow or a hang
    expect(outcome).toSatisfy((value) => !(value instanceof Error) || value.name === "EndpointError");
  });

  it("expands a valid 200,000-character template", () => {
    const url = repeatTo("/{a}", 200_000);
    expect(endpoint({ url, a: "x" }).url).toBe(`https://api.github.com${repeatTo("/x", 100_000)}`);
  });
});

describe("every regular expression of the core", () => {
  // judged on the expression, not on an input that happens to find its worst case: recheck
  // (scripts/regex-audit.mjs) proves each linear, or names it with the length of an attack string
  it("is linear in its input", async () => {
    const source = fileURLToPath(new URL("../src", import.meta.url));
    const judged = await auditRegexes([source], fileURLToPath(new URL("../../..", import.meta.url)));
    expect(judged.length).toBeGreaterThan(10);
    expect(judged.filter(({ status }) => status !== "safe")).toEqual([]);
  }, 60_000);
});
