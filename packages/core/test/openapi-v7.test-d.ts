import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  endpoint,
  type CarriesOperation,
  type OpenApiRoute,
  type RequestOptions,
  type ResponseData,
} from "../src/index.ts";

// The shape openapi-typescript 7 writes: every method present, absent ones as `?: never`, and
// `parameters` on the path item too (packages/typed-apis generates a whole one at build time)
interface paths {
  "/notes/{id}": {
    parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
    get: {
      parameters: {
        query?: { fields?: ("title" | "body")[] };
        header?: { "x-trace"?: string };
        path: { id: number };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown }; content: { "application/json": { id: number; title: string } } };
        default: { headers: { [name: string]: unknown }; content: { "application/json": { message: string } } };
      };
    };
    put: {
      parameters: { query?: { dry_run?: boolean }; header?: never; path: { id: number }; cookie?: never };
      requestBody: { content: { "application/json": { title: string; tags?: string[] } } };
      responses: {
        200: { headers: { [name: string]: unknown }; content: { "application/json": { id: number; title: string } } };
        204: { headers: { [name: string]: unknown }; content?: never };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/notes/{id}/attachments": {
    parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody: { content: { "multipart/form-data": { file?: string; caption?: string } } };
      responses: { 204: { headers: { [name: string]: unknown }; content?: never } };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/notes/bulk": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { title: string }[] } };
      responses: { 201: { headers: { [name: string]: unknown }; content: { "application/json": { ids: number[] } } } };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

// A second API in the same program: neither sees the other's routes
interface otherPaths {
  "/ping": { get: { responses: { 200: { content: { "text/plain": string } } } } };
}

const notes = endpoint.defaults<paths>({ baseUrl: "https://notes.example" });
const other = endpoint.defaults<otherPaths>();

describe("endpoint.defaults<paths>() with openapi-typescript 7 output", () => {
  it("leaves `?: never` methods out of the routes", () => {
    expectTypeOf<OpenApiRoute<paths>>().toEqualTypeOf<
      "GET /notes/{id}" | "PUT /notes/{id}" | "POST /notes/{id}/attachments" | "POST /notes/bulk"
    >();
    // @ts-expect-error the document has no DELETE on /notes/{id}
    notes("DELETE /notes/{id}", { id: 1 });
  });

  it("checks path, query and body parameters, and leaves header parameters to `headers`", () => {
    expectTypeOf(notes("GET /notes/{id}", { id: 1, fields: ["title"], headers: { "x-trace": "t" } })).toEqualTypeOf<
      RequestOptions<"get"> & CarriesOperation<paths["/notes/{id}"]["get"]>
    >();
    notes("PUT /notes/{id}{?dry_run}", { id: 1, dry_run: true, title: "t", tags: ["a"] });
    // @ts-expect-error `fields` holds "title" | "body"
    notes("GET /notes/{id}", { id: 1, fields: ["author"] });
    // @ts-expect-error `x-trace` is a header parameter: it goes in `headers`
    notes("GET /notes/{id}", { id: 1, "x-trace": "t" });
    // @ts-expect-error `id` is a number
    notes("GET /notes/{id}", { id: "1" });
    // @ts-expect-error `title` is required by the JSON body
    notes("PUT /notes/{id}", { id: 1 });
  });

  it("types a JSON body that is not an object as data", () => {
    notes("POST /notes/bulk", { data: [{ title: "a" }, { title: "b" }] });
    // @ts-expect-error the body is required
    notes("POST /notes/bulk", {});
    // @ts-expect-error each item needs a title
    notes("POST /notes/bulk", { data: [{}] });
  });

  it("types a multipart body as data: FormData, never a plain object the core would send as JSON", () => {
    notes("POST /notes/{id}/attachments", { id: 1, data: new FormData() });
    // @ts-expect-error a plain object would be sent as JSON
    notes("POST /notes/{id}/attachments", { id: 1, data: { caption: "c" } });
  });

  it("types the 2xx JSON bodies, without `default` or a bodiless 204", () => {
    expectTypeOf<ResponseData<paths, "GET /notes/{id}">>().toEqualTypeOf<{ id: number; title: string }>();
    expectTypeOf<ResponseData<paths, "PUT /notes/{id}{?dry_run}">>().toEqualTypeOf<{ id: number; title: string }>();
    expectTypeOf<ResponseData<paths, "POST /notes/bulk">>().toEqualTypeOf<{ ids: number[] }>();
    expectTypeOf<ResponseData<otherPaths, "GET /ping">>().toEqualTypeOf<never>();
  });

  it("keeps two typed APIs apart", () => {
    other("GET /ping");
    // @ts-expect-error /ping belongs to the other API
    notes("GET /ping");
    // @ts-expect-error /notes/{id} belongs to the other API
    other("GET /notes/{id}", { id: 1 });
  });

  it("does not take a type argument that is not keyed by paths as an API", () => {
    const withOwner = endpoint.defaults<{ owner: string }>({ owner: "o" });
    withOwner("GET /repos/{owner}/{repo}", { repo: "r" });
  });
});

// Stripe declares a request body on its GETs (a form body it never reads there): the run time refuses a
// body on GET or HEAD (ERR_BODY_NOT_ALLOWED), so the types never ask for one or take one
interface bodyOnGet {
  "/v1/customers": {
    get: {
      parameters: { query?: { limit?: number } };
      requestBody: { content: { "application/x-www-form-urlencoded": { expand?: string[] } } };
      responses: { 200: { content: { "application/json": { data: unknown[] } } } };
    };
  };
}

describe("a GET whose description declares a request body", () => {
  it("takes no body on createEndpoint<paths>() nor in endpoint's grouped form, and does not require one", () => {
    const api = createEndpoint<bodyOnGet>({ baseUrl: "https://api.example" });
    api("GET /v1/customers", { params: { query: { limit: 3 } } });
    api("GET /v1/customers");
    // @ts-expect-error body: a GET or HEAD request sends no body
    api("GET /v1/customers", { body: { expand: ["data.x"] } });
    const grouped = endpoint.defaults<bodyOnGet>();
    grouped("GET /v1/customers", { params: { query: { limit: 3 } } });
    // @ts-expect-error body: a GET or HEAD request sends no body
    grouped("GET /v1/customers", { params: {}, body: { expand: ["data.x"] } });
  });
});
