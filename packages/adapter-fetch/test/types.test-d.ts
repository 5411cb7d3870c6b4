import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";
import { toFetch, toRequest } from "@scope/endpoint-fetch";

// Functions that are declared, never called: the type test sends no request.
describe("toFetch and toRequest types", () => {
  it("return fetch's own argument types", () => {
    expectTypeOf(toFetch).parameter(0).toEqualTypeOf<RequestOptions>();
    expectTypeOf(toFetch).returns.toEqualTypeOf<[string, RequestInit]>();
    expectTypeOf(toRequest).returns.toEqualTypeOf<Request>();
  });

  it("take any endpoint() result, with or without a body, and feed fetch with no cast", () => {
    const get = () => fetch(...toFetch(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
    const post = () => fetch(...toFetch(endpoint("POST /markdown", { text: "Hello **world**" })));
    const request = () => fetch(toRequest(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })));
    expectTypeOf(get).returns.toEqualTypeOf<Promise<Response>>();
    expectTypeOf(post).returns.toEqualTypeOf<Promise<Response>>();
    expectTypeOf(request).returns.toEqualTypeOf<Promise<Response>>();
  });

  it("passes the core's compile-time checks through", () => {
    // @ts-expect-error `repo` is missing
    const missing = () => toFetch(endpoint("GET /repos/{owner}/{repo}", { owner: "o" }));
    expectTypeOf(missing).returns.toEqualTypeOf<[string, RequestInit]>();
  });
});
