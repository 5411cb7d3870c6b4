import { createEndpoint, endpoint } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";

// benchmarks/same-request.mjs times one request built two ways (`querySerializer` against
// `createEndpoint`'s styles, the grouped form against the flat one) in `npm run bench`; a ratio is no
// test on a busy machine, so here only what they build is checked: the two calls of each case build
// the same request (the URL, or the whole request), as the bench checks before it times them.

const root = new URL("../../../", import.meta.url);

describe("benchmarks/same-request.mjs", () => {
  it("builds the same request both ways in every case", async () => {
    const { SAME_REQUEST_CASES, prepareSameRequestCases } = (await import(
      new URL("benchmarks/same-request.mjs", root).href
    )) as { SAME_REQUEST_CASES: unknown[]; prepareSameRequestCases: (core: object) => unknown[] };
    expect(SAME_REQUEST_CASES.length).toBeGreaterThan(0);
    expect(prepareSameRequestCases({ endpoint, createEndpoint })).toHaveLength(SAME_REQUEST_CASES.length);
  });
});
