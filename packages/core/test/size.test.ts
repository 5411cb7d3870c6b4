import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureSizes } from "../../../scripts/bundle-size.mjs";

/**
 * docs/rules.md#size, on the built packages (npm test builds first), measured by
 * scripts/bundle-size.mjs: esbuild bundles the import for a browser and minifies it, gzip level 9.
 * Each ceiling is the size measured when it was last set; benchmarks/README.md ("Size") says what
 * each module costs and where each change went.
 */
const CORE_CEILING = 10_827;
// the neutral entry's dialect (OpenAPI path templating, per-parameter styles, the keys a call may
// hold, request bodies by media type) over the stages it shares with endpoint
const ANY_API_CEILING = 10_472;
const BOTH_CEILING = 13_063;
// texts only the neutral entry's modules hold: endpoint's bundle must carry none of them
const ANY_API_MARKERS = ["createEndpoint()", "no parameter name", "a call on createEndpoint", "Body property"];
// texts only GitHub's dialect holds (media types, querySerializer, parse()): createEndpoint's must carry none
const GITHUB_MARKERS = ["application/vnd", "mediaType.format", "a function or { array", "querySerializer()", "parse()"];
const ALONE_BUDGET = 500;
const ADAPTER_BUDGET = 500;
// axios writes whatever a stream gives: its adapter alone carries the stream's content-length check
// and the Node Readable axios streams; axios and got label URLSearchParams otherwise than fetch, or
// not at all, so theirs give it fetch's label; what an adapter adds moves by a few bytes with the
// core's bytes, the adapter unchanged (docs/rules.md#size)
const ADAPTER_BUDGETS: Record<string, number> = { axios: 625, got: 519 };

describe("bundle size (min+gzip bytes)", async () => {
  const { core, anyApi, both, reference, alone, adapterAdds } = await measureSizes();

  it(`keeps import { endpoint } within ${CORE_CEILING} B`, () => {
    expect(core.gzip).toBeLessThanOrEqual(CORE_CEILING);
    expect(reference.gzip).toBeGreaterThan(2_000); // the measure itself still sees a whole library
  });

  it(`keeps each dialect in the bundles that import its entry (createEndpoint ${ANY_API_CEILING} B, both ${BOTH_CEILING} B)`, () => {
    for (const marker of ANY_API_MARKERS) {
      expect(anyApi.text).toContain(marker);
      expect(core.text).not.toContain(marker);
    }
    for (const marker of GITHUB_MARKERS) {
      expect(core.text).toContain(marker);
      expect(anyApi.text).not.toContain(marker);
    }
    expect(anyApi.gzip).toBeLessThanOrEqual(ANY_API_CEILING);
    expect(both.gzip).toBeLessThanOrEqual(BOTH_CEILING);
  });

  it.each(Object.keys(alone))(`tree-shakes: import { %s } alone stays under ${ALONE_BUDGET} B`, (name) => {
    // placeholders() brings the template parser, which is most of what it is
    const budget = name === "placeholders" ? 2_000 : ALONE_BUDGET;
    expect(alone[name]).toBeGreaterThan(0);
    expect(alone[name]).toBeLessThan(budget);
  });

  it.each(Object.keys(adapterAdds))(
    "adds at most its budget for the %s adapter (500 B, axios 625 B, got 519 B)",
    (client) => {
      expect(adapterAdds[client]).toBeGreaterThan(0);
      expect(adapterAdds[client]).toBeLessThanOrEqual(ADAPTER_BUDGETS[client] ?? ADAPTER_BUDGET);
    },
  );
});

describe("docs/rules.md#size", () => {
  // the section states every ceiling and budget; it must state the ones tested here
  const rules = readFileSync(new URL("../../../docs/rules.md", import.meta.url), "utf8");
  const section = rules.slice(rules.indexOf("\n## Size\n"), rules.indexOf("\n## ", rules.indexOf("\n## Size\n") + 1));
  const figures = [...section.matchAll(/(\d{1,2},\d{3}|\d{3}) B/g)].map(([, n]) =>
    Number((n as string).replace(",", "")),
  );

  it("states the ceilings and budgets this test holds, and no other byte count", () => {
    expect(new Set(figures)).toEqual(
      new Set([
        CORE_CEILING,
        ANY_API_CEILING,
        BOTH_CEILING,
        ALONE_BUDGET,
        ADAPTER_BUDGET,
        ...Object.values(ADAPTER_BUDGETS),
      ]),
    );
  });
});
