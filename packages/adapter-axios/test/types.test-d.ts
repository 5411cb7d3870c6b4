import axios, { type AxiosRequestConfig, type AxiosResponse } from "axios";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";
import { toAxios } from "@scope/endpoint-axios";

// Functions that are declared, never called: the type test sends no request.
describe("toAxios types", () => {
  it("returns axios's own AxiosRequestConfig", () => {
    expectTypeOf(toAxios).parameter(0).toEqualTypeOf<RequestOptions>();
    expectTypeOf(toAxios).returns.toEqualTypeOf<AxiosRequestConfig>();
  });

  it("feeds axios.request, an instance and axios() with no cast", () => {
    type Repo = { id: number; name: string };
    const repos = () => axios.request<Repo[]>(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
    const instance = () => axios.create({ timeout: 1000 }).request(toAxios(endpoint("POST /markdown", { text: "Hi" })));
    const call = () => axios(toAxios(endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" })));
    expectTypeOf(repos).returns.toEqualTypeOf<Promise<AxiosResponse<Repo[]>>>();
    expectTypeOf(instance).returns.resolves.toHaveProperty("data");
    expectTypeOf(call).returns.resolves.toHaveProperty("status");
  });
});
