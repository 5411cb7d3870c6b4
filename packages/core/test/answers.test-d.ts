import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  endpoint,
  type Answer,
  type CarriesOperation,
  type OperationOf,
  type Page,
  type Read,
  type RequestOptions,
  type ResponseByStatus,
  type ResponseData,
  type ResponseError,
} from "../src/index.ts";
import { paginate } from "../src/paginate.ts";

interface Pet {
  id: number;
  name: string;
}
interface Problem {
  message: string;
}

/** Operations as openapi-typescript writes them. */
interface paths {
  "/pets/{id}": {
    get: {
      parameters: { path: { id: number } };
      responses: {
        200: { content: { "application/json": Pet } };
        404: { content: { "application/problem+json": Problem } };
        default: { content: { "text/plain": string } };
      };
    };
    delete: { parameters: { path: { id: number } }; responses: { 204: { content?: never } } };
  };
  "/pets/{id}/photo": {
    get: { parameters: { path: { id: number } }; responses: { 200: { content: { "image/png": string } } } };
  };
  "/pets": {
    get: { responses: { 200: { content: { "application/json": Pet[] } } } };
  };
  "/events": {
    get: {
      parameters: { query?: { cursor?: string } };
      responses: { 200: { content: { "application/json": { data: Pet[]; next_cursor: string | null } } } };
    };
  };
  "/search/pets": {
    get: { responses: { 200: { content: { "application/json": { total_count: number; items: Pet[] } } } } };
  };
}

type GetPet = paths["/pets/{id}"]["get"];
/** Options branded by hand, as a typed entry's result is. */
type Branded<Operation> = RequestOptions & CarriesOperation<Operation>;
declare const read: Read<Response>;
const store = endpoint.defaults<paths>({ baseUrl: "https://pets.example" });
const api = createEndpoint<paths>({ baseUrl: "https://pets.example" });

describe("the answer types of a route", () => {
  it("ResponseError is the union of the other statuses' bodies, each by its media type", () => {
    expectTypeOf<ResponseError<paths, "GET /pets/{id}">>().toEqualTypeOf<Problem | string>();
    expectTypeOf<ResponseData<paths, "GET /pets/{id}">>().toEqualTypeOf<Pet>();
  });

  it("ResponseByStatus indexes the bodies by status; no content is undefined, other media types bytes", () => {
    expectTypeOf<ResponseByStatus<paths, "GET /pets/{id}">[404]>().toEqualTypeOf<Problem>();
    expectTypeOf<ResponseByStatus<paths, "DELETE /pets/{id}">[204]>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseByStatus<paths, "GET /pets/{id}/photo">[200]>().toEqualTypeOf<Uint8Array>();
  });
});

describe("a read infers data and error from the options it is given", () => {
  it("types branded options' data and error, narrowed by error", async () => {
    const answer = await read({} as Branded<GetPet>);
    expectTypeOf(answer).toEqualTypeOf<Answer<GetPet, Response>>();
    if (answer.error === undefined) expectTypeOf(answer.data).toEqualTypeOf<Pet>();
    else expectTypeOf(answer.error).toEqualTypeOf<Problem | string>();
    expectTypeOf(answer.response).toEqualTypeOf<Response>();
    // @ts-expect-error a wrong property of data is a compile error
    answer.data?.nmae;
  });

  it("gives unknown for options that carry no operation", async () => {
    const { data, error } = await read({} as RequestOptions);
    expectTypeOf(data).toEqualTypeOf<unknown>();
    expectTypeOf(error).toEqualTypeOf<unknown>();
    expectTypeOf<OperationOf<RequestOptions>>().toEqualTypeOf<unknown>();
  });

  it("gives undefined data for an operation with no content", async () => {
    const { data } = await read({} as Branded<paths["/pets/{id}"]["delete"]>);
    expectTypeOf(data).toEqualTypeOf<undefined>();
  });
});

describe("pages are typed as their reads", () => {
  it("types a list's and a search's items, and a named field's", () => {
    expectTypeOf<Page<Branded<paths["/pets"]["get"]>, Response>["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<Branded<paths["/search/pets"]["get"]>, Response>["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<Branded<paths["/search/pets"]["get"]>, Response, "items">["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<RequestOptions, Response>["items"]>().toEqualTypeOf<unknown[]>();
  });
});

describe("the typed entries' results carry their operation, and a read types its answer from it", () => {
  it("types data and error from a route call, flat and grouped, on both entries, with no cast", async () => {
    for (const options of [
      store("GET /pets/{id}", { id: 1 }),
      store("GET /pets/{id}", { params: { path: { id: 1 } } }),
      api("GET /pets/{id}", { params: { path: { id: 1 } } }),
    ]) {
      expectTypeOf(options).toExtend<RequestOptions<"get"> & CarriesOperation<GetPet>>();
      const { data, error } = await read(options);
      expectTypeOf(data).toEqualTypeOf<Pet | undefined>();
      expectTypeOf(error).toEqualTypeOf<Problem | string | undefined>();
      // @ts-expect-error a wrong property of data is a compile error
      data?.nmae;
    }
  });

  it("types data and error from an options-form call, flat and grouped, on both entries, with no cast", async () => {
    for (const options of [
      store({ method: "GET", url: "/pets/{id}", id: 1 }),
      store({ url: "/pets/{id}", id: 1 }),
      store({ method: "GET", url: "/pets/{id}", params: { path: { id: 1 } } }),
      api({ method: "GET", url: "/pets/{id}", params: { path: { id: 1 } } }),
      api({ url: "/pets/{id}", params: { path: { id: 1 } } }),
    ]) {
      expectTypeOf(options).toExtend<RequestOptions<"get"> & CarriesOperation<GetPet>>();
      const { data, error } = await read(options);
      expectTypeOf(data).toEqualTypeOf<Pet | undefined>();
      expectTypeOf(error).toEqualTypeOf<Problem | string | undefined>();
      // @ts-expect-error a wrong property of data is a compile error
      data?.nmae;
    }
    const removed = await read(api({ method: "DELETE", url: "/pets/{id}", params: { path: { id: 1 } } }));
    expectTypeOf(removed.data).toEqualTypeOf<undefined>();
  });

  it("keeps the brand through a typed entry's defaults()", async () => {
    const { data } = await read(store.defaults({ id: 1 })("GET /pets/{id}", {}));
    expectTypeOf(data).toEqualTypeOf<Pet | undefined>();
  });

  it("gives unknown for untyped calls and routes that are not literals", async () => {
    const route = "GET /pets" as `GET /${string}`;
    for (const options of [
      endpoint("GET /pets"),
      createEndpoint({ baseUrl: "https://pets.example" })("GET /pets"),
      store(route),
      api(route),
      store({ method: "GET", url: "/pets" as string }),
      store({ method: "GET" as string, url: "/pets" }),
      store({ method: "GET", url: "/not/described" }),
      api({ method: "GET", url: "/pets" as string }),
      createEndpoint({ baseUrl: "https://pets.example" })({ method: "GET", url: "/pets" }),
    ]) {
      const { data, error } = await read(options);
      expectTypeOf(data).toEqualTypeOf<unknown>();
      expectTypeOf(error).toEqualTypeOf<unknown>();
    }
  });

  it("types the pages of a typed call on both entries: a list's items, a search's, a named field's", async () => {
    for await (const page of paginate(read, store("GET /pets"))) expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
    for await (const page of paginate(read, api("GET /pets"))) expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
    for await (const page of paginate(read, api("GET /search/pets"))) {
      expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
      if (page.error === undefined) expectTypeOf(page.data.total_count).toEqualTypeOf<number>();
    }
    for await (const page of paginate(read, store("GET /search/pets"), { items: "items" }))
      expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
    for await (const page of paginate(read, endpoint("GET /pets"))) expectTypeOf(page.items).toEqualTypeOf<unknown[]>();
  });

  it("types the pages of an options-form call on both entries as its route's", async () => {
    for await (const page of paginate(read, store({ method: "GET", url: "/pets" })))
      expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
    for await (const page of paginate(read, api({ url: "/search/pets" }))) {
      expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
      if (page.error === undefined) expectTypeOf(page.data.total_count).toEqualTypeOf<number>();
    }
  });

  it("types the pages of a cursor API described by the caller, from the field it names", async () => {
    const cursor = { field: "next_cursor", param: "cursor" };
    for (const options of [
      api("GET /events", { params: { query: { cursor: "a" } } }),
      api({ url: "/events", params: { query: { cursor: "a" } } }),
      store("GET /events", { cursor: "a" }),
    ]) {
      for await (const page of paginate(read, options, { cursor, items: "data" })) {
        expectTypeOf(page.items).toEqualTypeOf<Pet[]>();
        if (page.error === undefined) expectTypeOf(page.data.next_cursor).toEqualTypeOf<string | null>();
      }
    }
  });
});
