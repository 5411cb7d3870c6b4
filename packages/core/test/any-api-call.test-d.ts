import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  type AnyApiOptions,
  type CarriesOperation,
  type AnyApiUrlOptions,
  type RequestOptions,
} from "../src/index.ts";

// what a call on the neutral entry may hold (docs/rules.md#any-api): the route says the method and
// the path, the entry's config the base; user input (a type with an index signature) is never options
interface paths {
  "/pets": {
    get: {
      parameters: { query?: { limit?: number; baseUrl?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { content: { "application/json": { id: number }[] } } };
    };
  };
  "/pets/{id}": {
    delete: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: { 204: { content?: never } };
    };
  };
}

/** What a web framework hands an app: the visitor's query, parsed. */
interface ParsedQuery {
  [key: string]: undefined | string | string[] | ParsedQuery | ParsedQuery[];
}
declare const query: Record<string, string>;
declare const parsed: ParsedQuery;
const config = { baseUrl: "https://pets.example", headers: { authorization: "Bearer t" } };

describe("createEndpoint<paths>(): a call holds no method, URL or base of the visitor's", () => {
  const api = createEndpoint<paths>(config);

  it("refuses options whose type has an index signature, and takes them as params.query", () => {
    // @ts-expect-error options: a type with an index signature (user input, a parsed query) is never a call's options
    api("GET /pets", query);
    // @ts-expect-error the same for a framework's parsed query
    api("GET /pets", parsed);
    const route: string = "GET /pets";
    // @ts-expect-error a route that is not a literal too
    api(route, query);
    // @ts-expect-error and the options form
    api(query);
    expectTypeOf(api(route, { params: { query } })).toEqualTypeOf<RequestOptions>();
  });

  it("refuses a base in either form, and a method or URL in the route form", () => {
    // @ts-expect-error baseUrl: the entry's config holds the base
    api("GET /pets", { baseUrl: "https://evil.example" });
    // @ts-expect-error method: the route says the method and the path
    api("GET /pets", { method: "DELETE" });
    // @ts-expect-error url: the route says the method and the path
    api("GET /pets", { params: {}, url: "/admin" });
    // @ts-expect-error baseUrl: the entry's config holds the base
    api({ method: "DELETE", url: "/pets/{id}", params: { path: { id: 1 } }, baseUrl: "https://evil.example" });
    // a query parameter named baseUrl is a parameter
    api("GET /pets", { params: { query: { baseUrl: "https://evil.example", limit: 1 } } });
  });

  it("keeps the options form's method and URL, and each form's headers, request and styles", () => {
    expectTypeOf(api({ method: "DELETE", url: "/pets/{id}", params: { path: { id: 1 } } })).toEqualTypeOf<
      RequestOptions<"delete"> & CarriesOperation<paths["/pets/{id}"]["delete"]>
    >();
    api("GET /pets", { headers: { "x-a": "1" }, request: { timeout: 1000 }, styles: { query: {} } });
    // another base is another entry
    expectTypeOf(createEndpoint<paths>({ ...config, baseUrl: "https://mirror.example" })("GET /pets")).toEqualTypeOf<
      RequestOptions<"get"> & CarriesOperation<paths["/pets"]["get"]>
    >();
  });
});

describe("createEndpoint(): the same, untyped", () => {
  const any = createEndpoint(config);

  it("refuses what the typed entry refuses", () => {
    // @ts-expect-error options: a type with an index signature
    any("GET /pets", query);
    // @ts-expect-error options: a type with an index signature
    any("GET /pets", parsed);
    // @ts-expect-error options: a type with an index signature, in the options form
    any({ ...query, url: "/pets" } as Record<string, string> & { url: string });
    // @ts-expect-error baseUrl: the entry's config holds the base
    any("GET /pets", { baseUrl: "https://evil.example" });
    // @ts-expect-error method: the route says the method and the path
    any("GET /pets", { method: "DELETE" });
    // @ts-expect-error baseUrl: the entry's config holds the base
    any({ url: "/pets", baseUrl: "https://evil.example" });
  });

  it("takes options typed as the exported shapes, and user input in params", () => {
    const options: AnyApiOptions = { params: { query }, headers: { "x-a": "1" } };
    const form: AnyApiUrlOptions = { method: "PUT", url: "/pets/{id}", params: { path: { id: 1 } }, body: {} };
    expectTypeOf(any("GET /pets", options)).toEqualTypeOf<RequestOptions<"get">>();
    expectTypeOf(any(form)).toEqualTypeOf<RequestOptions>();
    expectTypeOf(any({ method: "PUT", url: "/pets/{id}", params: { path: { id: 1 } } })).toEqualTypeOf<
      RequestOptions<"put">
    >();
  });
});
