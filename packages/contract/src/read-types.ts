/**
 * @module read-types: the typed-read fixture every adapter's `test/read.test-d.ts` checks its read
 * against (docs/rules.md#reading-an-answer): a pet store's `paths`, both typed entries over it, and
 * what a read of their options must type, with no cast. Types are checked, nothing here is sent.
 */
import { createEndpoint, endpoint, type AnyApiEndpoint, type OpenApiEndpoint, type Read } from "@scope/endpoint-core";
import { paginate } from "@scope/endpoint-core/paginate";
import { expectTypeOf } from "vitest";

export interface Pet {
  id: number;
  name: string;
}

export interface Problem {
  message: string;
}

/** A pet store as openapi-typescript 7 writes its `paths`: a pet or a problem, no content, a list, a search. */
export interface paths {
  "/pets/{id}": {
    get: {
      parameters: { path: { id: number } };
      responses: {
        200: { content: { "application/json": Pet } };
        404: { content: { "application/problem+json": Problem } };
      };
    };
    delete: { parameters: { path: { id: number } }; responses: { 204: { content?: never } } };
  };
  "/pets": {
    get: {
      parameters: { query?: { limit?: number } };
      responses: {
        200: { content: { "application/json": Pet[] } };
        default: { content: { "application/json": Problem } };
      };
    };
  };
  "/search/pets": {
    get: { responses: { 200: { content: { "application/json": { total_count: number; items: Pet[] } } } } };
  };
}

/** The pet store through `endpoint.defaults<paths>()`. */
export const store: OpenApiEndpoint<paths> = endpoint.defaults<paths>({ baseUrl: "https://pets.example" });

/** The pet store through `createEndpoint<paths>()`. */
export const api: AnyApiEndpoint<paths> = createEndpoint<paths>({ baseUrl: "https://pets.example" });

/**
 * Checks, for any adapter's read, what it types from each typed entry's options with no cast: `data`
 * the 2xx body, `error` the others', a wrong property of `data` refused, `unknown` for untyped options,
 * and each page's items; the adapter's own test checks that its read is a `Read` of its client's response.
 * @example it("types its answers", () => expectTypedReads(readWithKy(ky)));
 */
export async function expectTypedReads<Response>(read: Read<Response>): Promise<void> {
  for (const options of [
    store("GET /pets/{id}", { id: 1 }),
    store("GET /pets/{id}", { params: { path: { id: 1 } } }),
    api("GET /pets/{id}", { params: { path: { id: 1 } } }),
    store({ method: "GET", url: "/pets/{id}", id: 1 }),
    api({ method: "GET", url: "/pets/{id}", params: { path: { id: 1 } } }),
  ]) {
    const { data, error } = await read(options);
    expectTypeOf(data).toEqualTypeOf<Pet | undefined>();
    expectTypeOf(error).toEqualTypeOf<Problem | undefined>();
    // @ts-expect-error a wrong property of data is a compile error
    data?.nmae;
  }
  expectTypeOf((await read(api("DELETE /pets/{id}", { params: { path: { id: 1 } } }))).data).toEqualTypeOf<undefined>();
  for (const options of [
    endpoint("GET /pets/1"),
    createEndpoint({ baseUrl: "https://pets.example" })("GET /pets"),
    api({ method: "GET", url: "/pets" as string }),
  ]) {
    const { data, error } = await read(options);
    expectTypeOf(data).toEqualTypeOf<unknown>();
    expectTypeOf(error).toEqualTypeOf<unknown>();
  }
  for await (const page of paginate(read, store("GET /pets", { limit: 10 }))) {
    expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
    if (page.error !== undefined) expectTypeOf(page.error).toEqualTypeOf<Problem>();
  }
  for await (const page of paginate(read, api("GET /search/pets"))) expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
  for await (const page of paginate(read, api({ url: "/search/pets" })))
    expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
}
