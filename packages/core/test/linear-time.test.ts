import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index.ts";

/**
 * CONTRACT Safety: every parser runs in linear time (the reference had CVE-2025-25285 and is
 * quadratic in the number of expressions). Each attack runs once at 200k characters and twenty
 * times at 10k (fresh inputs each time, so the template cache cannot hide work): the same number
 * of characters in all. Linear code costs about the same both ways; quadratic code costs 20x more
 * for the one large input. Small and large runs are interleaved, each after a full GC, and the
 * best of several is kept, so a busy machine moves both sides alike.
 */
const SMALL = 10_000;
const LARGE = 200_000;
const RUNS = 7;
// Linear code measures about 1 to 5 here (the upper end is V8's young-generation GC promoting
// ~70k live AST nodes at once, not the algorithm); quadratic code measures about 20.
const MAX_RATIO = 8;
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});

type Attack = (size: number, run: number) => () => unknown;

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function timeCalls(calls: (() => unknown)[]): number {
  collectGarbage();
  const start = performance.now();
  for (const call of calls) {
    try {
      call();
    } catch {
      // malformed inputs must fail fast too; the error itself is tested elsewhere
    }
  }
  return performance.now() - start;
}

/** Cost of one `large` input over the cost of `large / small` inputs of `small` characters. */
function growth(attack: Attack, small: number, large: number): number {
  const calls = large / small;
  let bestSmall = Number.POSITIVE_INFINITY;
  let bestLarge = Number.POSITIVE_INFINITY;
  for (let run = 0; run <= RUNS; run++) {
    const smallTime = timeCalls(Array.from({ length: calls }, (_, i) => attack(small, run * calls + i)));
    const largeTime = timeCalls([attack(large, run)]);
    if (run === 0) continue; // the first round warms up the JIT on this shape
    bestSmall = Math.min(bestSmall, smallTime);
    bestLarge = Math.min(bestLarge, largeTime);
  }
  // below timer resolution both sides count as equal
  return Math.max(bestLarge, 0.05) / Math.max(bestSmall, 0.05);
}

const attacks: Record<string, Attack> = {
  "a run of '{'": (size, run) => () => endpoint({ url: `/${run}${repeatTo("{", size)}` }),
  "a run of '{' then '}'": (size, run) => () => endpoint({ url: `/${run}${repeatTo("{", size / 2)}${repeatTo("}", size / 2)}` }),
  "thousands of {a} expressions": (size, run) => () => endpoint({ url: `/${run}${repeatTo("{a}", size)}`.slice(0, -1) + "}", a: "x" }),
  "one expression with thousands of variables": (size, run) => () =>
    endpoint({ method: "POST", url: `/${run}{a${repeatTo(",a", size)}}`, a: "x" }),
  "'{a' then non-word characters (the 9.0.5 ReDoS)": (size, run) => () => endpoint({ url: `/${run}{a${repeatTo("!", size)}a}` }),
  "thousands of /:a segments": (size, run) => () => endpoint({ url: `/${run}${repeatTo("/:ab", size)}`, ab: "x" }),
  "a run of '%' in a literal": (size, run) => () => endpoint({ url: `/${run}${repeatTo("%", size)}` }),
  "a long accept header with previews": (size, run) => () =>
    endpoint("GET /x", { headers: { accept: `${run}${repeatTo("A", size)}-` }, mediaType: { previews: ["p"], format: "raw" } }),
  "many short preview runs in accept": (size, run) => () =>
    endpoint("GET /x", { headers: { accept: `${run}${repeatTo("a,", size)}` }, mediaType: { previews: ["p"] } }),
  "many parameters in the query": (size, run) => () => {
    const params: Record<string, number> = {};
    for (let i = 0; i < size / 8; i++) params[`p${run}_${i}`] = i;
    return endpoint("GET /x", params);
  },
  "a long q with many +": (size, run) => () => endpoint("GET /search", { q: `${run}${repeatTo("a+", size)}` }),
};

describe("CONTRACT Safety: linear time on adversarial inputs", () => {
  it.each(Object.keys(attacks))("%s: one 200k input costs about what twenty 10k inputs cost", (name) => {
    expect(growth(attacks[name] as Attack, SMALL, LARGE)).toBeLessThan(MAX_RATIO);
  });

  it("tells quadratic from linear: a known quadratic routine fails the same measure", () => {
    // Array#unshift moves every element: n of them cost n^2/2, as the reference's reduce(concat) does
    const quadratic: Attack = (size) => () => {
      const items: number[] = [];
      for (let i = 0; i < size / 10; i++) items.unshift(i);
      return items;
    };
    expect(growth(quadratic, SMALL, LARGE)).toBeGreaterThan(MAX_RATIO);
  });

  it("expands a valid 200,000-character template", () => {
    const url = repeatTo("/{a}", 200_000);
    expect(endpoint({ url, a: "x" }).url).toBe(`https://api.github.com${repeatTo("/x", 100_000)}`);
  });
});
