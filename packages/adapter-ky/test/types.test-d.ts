import ky, { type KyResponse, type Options } from "ky";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";
import { toKy } from "@scope/endpoint-ky";

// Functions that are declared, never called: the type test sends no request.
describe("toKy types", () => {
  it("returns ky's own argument types", () => {
    expectTypeOf(toKy).parameter(0).toEqualTypeOf<RequestOptions>();
    expectTypeOf(toKy).returns.toEqualTypeOf<[url: string, options: Options]>();
  });

  it("feeds ky() and an instance with no cast, and .json<T>() keeps its type", () => {
    type Repo = { id: number; name: string };
    const repos = () => ky(...toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json<Repo[]>();
    const created = () => ky.create({ retry: 0 })(...toKy(endpoint("POST /markdown", { text: "Hi" })));
    expectTypeOf(repos).returns.toEqualTypeOf<Promise<Repo[]>>();
    expectTypeOf(created).returns.resolves.toExtend<KyResponse>();
  });
});
