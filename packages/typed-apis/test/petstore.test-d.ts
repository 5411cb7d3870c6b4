import type { paths } from "@scope/typed-apis/petstore";
import {
  type AnyApiEndpoint,
  type CarriesOperation,
  createEndpoint,
  endpoint,
  type OpenApiRoute,
  type RequestOptions,
  type ResponseData,
} from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";

// `paths` is what openapi-typescript 7 generates from src/petstore.openapi.yaml when this package builds
const pets = endpoint.defaults<paths>({ baseUrl: "http://127.0.0.1:8080" });

describe("the pet store, typed from its generated paths", () => {
  it("has the document's operations as routes", () => {
    expectTypeOf<OpenApiRoute<paths>>().toEqualTypeOf<
      | "GET /pets"
      | "POST /pets"
      | "GET /pets/{petId}"
      | "PATCH /pets/{petId}"
      | "DELETE /pets/{petId}"
      | "PUT /pets/{petId}/photo"
      | "POST /pets/{petId}/notes"
    >();
    // @ts-expect-error a typo in the path
    pets("GET /pet");
  });

  it("checks query parameters, enums and lists", () => {
    expectTypeOf(pets("GET /pets", { status: "sold", tags: ["a", "b"], limit: 10 })).toEqualTypeOf<
      RequestOptions<"get"> & CarriesOperation<paths["/pets"]["get"]>
    >();
    // @ts-expect-error `status` is "available" | "pending" | "sold"
    pets("GET /pets", { status: "gone" });
    // @ts-expect-error `tags` is a list of strings
    pets("GET /pets", { tags: "a" });
  });

  it("flattens a JSON object body, and needs {?...} for a POST's query parameter", () => {
    pets("POST /pets{?dryRun}", { dryRun: true, name: "Rex", species: "dog", tags: ["good"] });
    pets("POST /pets", { name: "Rex", species: "dog" });
    // @ts-expect-error `species` is "cat" | "dog" | "bird"
    pets("POST /pets", { name: "Rex", species: "fish" });
    // @ts-expect-error `dryRun` would go in the body without {?dryRun}
    pets("POST /pets", { name: "Rex", species: "dog", dryRun: true });
    // @ts-expect-error `name` is required
    pets("POST /pets", { species: "dog" });
  });

  it("requires a required query parameter of a DELETE through the route", () => {
    pets("DELETE /pets/{petId}{?reason}", { petId: 1, reason: "adopted" });
    // @ts-expect-error `reason` is required
    pets("DELETE /pets/{petId}{?reason}", { petId: 1 });
    // @ts-expect-error `reason` needs {?reason}
    pets("DELETE /pets/{petId}", { petId: 1, reason: "adopted" });
  });

  it("types binary and non-object JSON bodies as data", () => {
    pets("PUT /pets/{petId}/photo{?caption}", { petId: 1, caption: "Rex", data: new Uint8Array([137, 80]) });
    pets("POST /pets/{petId}/notes", { petId: 1, data: ["sleeps a lot"] });
    pets("POST /pets/{petId}/notes", { petId: 1 });
    // @ts-expect-error the photo is required
    pets("PUT /pets/{petId}/photo", { petId: 1 });
    // @ts-expect-error notes are strings
    pets("POST /pets/{petId}/notes", { petId: 1, data: [1] });
  });

  it("types the responses", () => {
    expectTypeOf<ResponseData<paths, "GET /pets">[number]["status"]>().toEqualTypeOf<
      "available" | "pending" | "sold"
    >();
    expectTypeOf<ResponseData<paths, "POST /pets{?dryRun}">["id"]>().toEqualTypeOf<number>();
    expectTypeOf<ResponseData<paths, "DELETE /pets/{petId}">>().toEqualTypeOf<never>();
  });

  it("takes a free-form object (openapi-typescript's Record<string, never>) as any object, at any depth", () => {
    pets("PATCH /pets/{petId}", { petId: 1, name: "Rex", metadata: { owner: { name: "Ann" }, tags: [1] } });
    pets("PATCH /pets/{petId}", { params: { path: { petId: 1 } }, body: { metadata: { any: "thing" } } });
    // @ts-expect-error `metadata` is an object
    pets("PATCH /pets/{petId}", { params: { path: { petId: 1 } }, body: { metadata: "x" } });
  });

  it("checks the grouped form per location", () => {
    expectTypeOf(
      pets("GET /pets/{petId}", { params: { path: { petId: 1 }, header: { "x-request-id": "a" } } }),
    ).toEqualTypeOf<RequestOptions<"get"> & CarriesOperation<paths["/pets/{petId}"]["get"]>>();
    pets("GET /pets", { params: { query: { status: "sold", tags: ["a"], limit: 1 } }, baseUrl: "http://x" });
    pets("POST /pets", { params: { query: { dryRun: true } }, body: { name: "Rex", species: "dog" } });
    pets("DELETE /pets/{petId}", { params: { path: { petId: 1 }, query: { reason: "lost" } } });
    pets("PUT /pets/{petId}/photo", { params: { path: { petId: 1 } }, body: new Uint8Array([137]) });
    // @ts-expect-error the photo is required
    pets("PUT /pets/{petId}/photo", { params: { path: { petId: 1 } } });
    // @ts-expect-error `reason` is a required query parameter
    pets("DELETE /pets/{petId}", { params: { path: { petId: 1 } } });
    // @ts-expect-error a GET sends no body
    pets("GET /pets", { params: {}, body: {} });
    // @ts-expect-error `data` is not a grouped call's body
    pets("POST /pets/{petId}/notes", { params: { path: { petId: 1 } }, data: ["x"] });
  });
});

describe("createEndpoint<paths>(), the neutral entry typed from the same paths", () => {
  const api: AnyApiEndpoint<paths> = createEndpoint<paths>({ baseUrl: "http://127.0.0.1:8080" });

  it("checks routes, params and body per operation", () => {
    expectTypeOf(api("GET /pets/{petId}", { params: { path: { petId: 1 } } })).toEqualTypeOf<
      RequestOptions<"get"> & CarriesOperation<paths["/pets/{petId}"]["get"]>
    >();
    expectTypeOf(api("POST /pets", { body: { name: "Rex", species: "dog" } })).toEqualTypeOf<
      RequestOptions<"post"> & CarriesOperation<paths["/pets"]["post"]>
    >();
    api("GET /pets");
    api("PATCH /pets/{petId}", { params: { path: { petId: 1 } }, body: { metadata: { a: { b: 1 } } } });
    api("GET /pets", { params: { query: { tags: ["a"] } }, styles: { query: { tags: { explode: false } } } });
    // @ts-expect-error `petId` is a number
    api("GET /pets/{petId}", { params: { path: { petId: "1" } } });
    // @ts-expect-error a route not in the document
    api("GET /pet");
    // @ts-expect-error no {?...} suffix on the neutral entry: query parameters go in params.query
    api("POST /pets{?dryRun}", { body: { name: "Rex", species: "dog" } });
    // @ts-expect-error `species` is "cat" | "dog" | "bird"
    api("POST /pets", { body: { name: "Rex", species: "fish" } });
    // @ts-expect-error `body` is required
    api("POST /pets", {});
  });

  it("takes routes that are not literals, and the options form", () => {
    const route: string = "GET /pets";
    expectTypeOf(api(route, { params: { query: { anything: 1 } } })).toEqualTypeOf<RequestOptions>();
    api(`GET /pets/${String(1)}`);
    expectTypeOf(
      api({ method: "DELETE", url: "/pets/{petId}", params: { path: { petId: 1 }, query: { reason: "lost" } } }),
    ).toEqualTypeOf<RequestOptions<"delete"> & CarriesOperation<paths["/pets/{petId}"]["delete"]>>();
    // @ts-expect-error `reason` is "adopted" | "lost"
    api({ method: "DELETE", url: "/pets/{petId}", params: { path: { petId: 1 }, query: { reason: "sold" } } });
  });

  it("keeps ResponseData and leaves an untyped entry loose", () => {
    expectTypeOf<ResponseData<paths, "PATCH /pets/{petId}">["id"]>().toEqualTypeOf<number>();
    const any = createEndpoint();
    expectTypeOf(any("GET /anything/{id}", { params: { path: { id: 1 } }, body: undefined })).toEqualTypeOf<
      RequestOptions<"get">
    >();
    any({ url: "/x", params: { query: { a: 1 } } });
    // @ts-expect-error an option key the neutral entry does not take
    any("GET /x", { querySerializer: {} });
  });
});
