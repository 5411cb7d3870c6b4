import type { paths } from "@scope/typed-apis/petstore";
import { endpoint, type OpenApiRoute, type RequestOptions, type ResponseData } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";

// `paths` is what openapi-typescript 7 generates from src/petstore.openapi.yaml when this package builds
const pets = endpoint.defaults<paths>({ baseUrl: "http://127.0.0.1:8080" });

describe("the pet store, typed from its generated paths", () => {
  it("has the document's operations as routes", () => {
    expectTypeOf<OpenApiRoute<paths>>().toEqualTypeOf<
      | "GET /pets"
      | "POST /pets"
      | "GET /pets/{petId}"
      | "DELETE /pets/{petId}"
      | "PUT /pets/{petId}/photo"
      | "POST /pets/{petId}/notes"
    >();
    // @ts-expect-error a typo in the path
    pets("GET /pet");
  });

  it("checks query parameters, enums and lists", () => {
    expectTypeOf(pets("GET /pets", { status: "sold", tags: ["a", "b"], limit: 10 })).toEqualTypeOf<
      RequestOptions<"get">
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
});
