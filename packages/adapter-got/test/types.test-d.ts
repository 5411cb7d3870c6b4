import got, { type Response, type StrictOptions } from "got";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

// Functions that are declared, never called: the type test sends no request.
describe("toGot types", () => {
  it("returns got's own argument types", () => {
    expectTypeOf(toGot).parameter(0).toEqualTypeOf<RequestOptions>();
    expectTypeOf(toGot).returns.toEqualTypeOf<[url: string, options: StrictOptions]>();
  });

  it("feeds got() with no cast: a promise of the response, with .json<T>()", () => {
    type Repo = { id: number; name: string };
    const repos = () => got(...toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json<Repo[]>();
    const response = () => got(...toGot(endpoint("POST /markdown", { text: "Hi" })));
    expectTypeOf(repos).returns.resolves.toEqualTypeOf<Repo[]>();
    expectTypeOf(response).returns.resolves.toEqualTypeOf<Response<string>>();
  });
});
