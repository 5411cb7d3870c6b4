import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 5 allocation budget, on the built package (npm test builds first): heap bytes per call in
 * steady state, measured by scripts/bytes-per-call.mjs in a plain `node --expose-gc` (no coverage
 * instrumentation) as the median of 9 batches, which repeats run after run, each result's URL read as
 * a client reads it (so the copy that flattens a URL built from pieces counts). The target is
 * 1.5 KB per call on the mixed workload. Every scenario also gets a ceiling, so a regression in one
 * call shape cannot hide in the average; the largest is the twelve-parameter GET at about 2.4 KB,
 * nearly all of it the strings of its query (about 140 B per parameter, the flat copy included).
 */
const MIXED_BUDGET = 1_536;
const SCENARIO_CEILING = 2_560;

const script = fileURLToPath(new URL("../../../scripts/bytes-per-call.mjs", import.meta.url));

describe("bytes allocated per call (steady state)", () => {
  const bytes = JSON.parse(execFileSync(process.execPath, ["--expose-gc", script], { encoding: "utf8" })) as Record<
    string,
    number
  >;

  it(`stays within ${MIXED_BUDGET} B on the mixed workload`, () => {
    expect(bytes["MIXED"]).toBeGreaterThan(100); // the measure itself sees allocation
    expect(bytes["MIXED"]).toBeLessThanOrEqual(MIXED_BUDGET);
  });

  it.each(Object.keys(bytes).filter((name) => name !== "MIXED"))(
    `stays within ${SCENARIO_CEILING} B for %s`,
    (name) => {
      expect(bytes[name]).toBeGreaterThan(0);
      expect(bytes[name]).toBeLessThanOrEqual(SCENARIO_CEILING);
    },
  );
});
