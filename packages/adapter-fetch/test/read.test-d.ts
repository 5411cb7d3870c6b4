import { readWithFetch } from "@scope/endpoint-fetch";
import type { Read } from "@scope/endpoint-core";
import { api, expectTypedReads, type Pet, type Problem } from "@scope/endpoint-contract/read-types";
import { describe, expectTypeOf, it } from "vitest";

describe("fetch's read is typed by the options it is given", () => {
  it("is a Read of fetch's own response", () => {
    expectTypeOf(readWithFetch()).toEqualTypeOf<Read<Response>>();
  });

  it("types data and error from a typed entry's options with no cast", async () => {
    const { data, error } = await readWithFetch()(api("GET /pets/{id}", { params: { path: { id: 1 } } }));
    expectTypeOf(data).toEqualTypeOf<Pet | undefined>();
    expectTypeOf(error).toEqualTypeOf<Problem | undefined>();
  });

  it("types answers and pages on both typed entries, unknown for untyped options", () =>
    expectTypedReads(readWithFetch()));
});
