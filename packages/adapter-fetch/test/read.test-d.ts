import { readWithFetch } from "@scope/endpoint-fetch";
import type { CarriesOperation, RequestOptions } from "@scope/endpoint-core";
import { paginate } from "@scope/endpoint-core/paginate";
import { describe, expectTypeOf, it } from "vitest";

interface Pet {
  id: number;
  name: string;
}
/** One operation as openapi-typescript writes it. */
interface GetPets {
  responses: {
    200: { content: { "application/json": Pet[] } };
    404: { content: { "application/json": { message: string } } };
  };
}
// options branded by hand, as a typed entry's result will carry its operation
declare const typed: RequestOptions & CarriesOperation<GetPets>;
declare const untyped: RequestOptions;

describe("fetch's read is typed by the options it is given", () => {
  it("types data and error from the operation, and response as the client's own", async () => {
    const { data, error, response } = await readWithFetch()(typed);
    expectTypeOf(data).toEqualTypeOf<Pet[] | undefined>();
    expectTypeOf(error).toEqualTypeOf<{ message: string } | undefined>();
    expectTypeOf(response).toEqualTypeOf<Response>();
  });

  it("gives unknown for untyped options", async () => {
    const { data, error } = await readWithFetch()(untyped);
    expectTypeOf(data).toEqualTypeOf<unknown>();
    expectTypeOf(error).toEqualTypeOf<unknown>();
  });

  it("types the items of each page", async () => {
    for await (const page of paginate(readWithFetch(), typed)) expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
  });
});
