import { describe, expect, it } from "vitest";
import { measureSizes } from "../../../scripts/bundle-size.mjs";

/**
 * docs/rules.md#size, on the built packages (npm test builds first), measured by
 * scripts/bundle-size.mjs: esbuild bundles the import for a browser and minifies it, gzip level 9.
 * The core's ceiling is lowered each time it shrinks (8,639 B now), so it can only come down.
 */
const CORE_CEILING = 8_640;
const ALONE_BUDGET = 500;
const ADAPTER_BUDGET = 500;
// axios writes whatever a stream gives: its adapter alone carries the stream's content-length check
// and the Node Readable axios streams (docs/rules.md#size)
const ADAPTER_BUDGETS: Record<string, number> = { axios: 620 };

describe("bundle size (min+gzip bytes)", async () => {
  const { core, reference, alone, adapterAdds } = await measureSizes();

  it(`keeps import { endpoint } within ${CORE_CEILING} B`, () => {
    expect(core.gzip).toBeLessThanOrEqual(CORE_CEILING);
    expect(reference.gzip).toBeGreaterThan(2_000); // the measure itself still sees a whole library
  });

  it.each(Object.keys(alone))(`tree-shakes: import { %s } alone stays under ${ALONE_BUDGET} B`, (name) => {
    // placeholders() brings the template parser, which is most of what it is
    const budget = name === "placeholders" ? 2_000 : ALONE_BUDGET;
    expect(alone[name]).toBeGreaterThan(0);
    expect(alone[name]).toBeLessThan(budget);
  });

  it.each(Object.keys(adapterAdds))("adds at most its budget for the %s adapter (500 B, axios 620 B)", (client) => {
    expect(adapterAdds[client]).toBeGreaterThan(0);
    expect(adapterAdds[client]).toBeLessThanOrEqual(ADAPTER_BUDGETS[client] ?? ADAPTER_BUDGET);
  });
});
