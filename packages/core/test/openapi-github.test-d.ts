import type { paths } from "@octokit/openapi-types";
import { describe, expectTypeOf, it } from "vitest";
import {
  endpoint,
  type BodilessRequestOptions,
  type BodyRequestOptions,
  type CarriesOperation,
  type OpenApiRoute,
  type RequestOptions,
  type ResponseData,
} from "../src/index.ts";

// GitHub's description as @octokit/openapi-types exports it (openapi-typescript 6: absent methods missing)
const github = endpoint.defaults<paths>({});

describe("endpoint.defaults<paths>() with GitHub's description", () => {
  it("types every operation as a route, the path as the document writes it", () => {
    expectTypeOf(github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js" })).toEqualTypeOf<
      BodilessRequestOptions<"get"> & CarriesOperation<paths["/repos/{owner}/{repo}/issues"]["get"]>
    >();
    expectTypeOf(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" })).toEqualTypeOf<
      BodyRequestOptions<"post"> & CarriesOperation<paths["/repos/{owner}/{repo}/issues"]["post"]>
    >();
    github("GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships", {
      enterprise: "e",
      "enterprise-team": "t",
    });
    expectTypeOf<"GET /user">().toExtend<OpenApiRoute<paths>>();
    expectTypeOf<"PUT /user">().not.toExtend<OpenApiRoute<paths>>();
    // @ts-expect-error a route not in the document: `/isues`
    github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" });
    // @ts-expect-error the method must be upper case, as routes are written
    github("get /user");
  });

  it("flattens path, query and JSON body parameters into one checked object", () => {
    github("GET /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      state: "closed",
      labels: "bug",
      per_page: 100,
    });
    github("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "Found a bug",
      labels: ["bug"],
      assignees: ["octocat"],
    });
    // @ts-expect-error `state` is "open" | "closed" | "all"
    github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" });
    // @ts-expect-error `lables` is no parameter of the operation
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", lables: ["bug"] });
    // @ts-expect-error `title` is a required body property
    github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });
    // @ts-expect-error `repo` is a required path parameter
    github("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error the options are required when the operation has required parameters
    github("GET /repos/{owner}/{repo}");
    github("GET /user");
  });

  it("always allows the library's option keys", () => {
    github("GET /user", {
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { authorization: "token t", "x-github-api-version": "2022-11-28" },
      mediaType: { format: "raw" },
      request: { timeout: 5_000 },
      method: "GET",
      url: "/user",
      querySerializer: { array: { style: "form", explode: false } },
    });
    github("GET /repos/{owner}/{repo}/contents/{path}", {
      owner: "o",
      repo: "r",
      path: "docs/a.md",
      keepSlashes: ["path"],
    });
    github("GET /repos/{owner}/{repo}/contents/{path}", {
      owner: "o",
      repo: "r",
      path: "docs/a.md",
      // @ts-expect-error keepSlashes names parameters of the operation
      keepSlashes: ["file"],
    });
  });

  it("types a non-JSON request body as data", () => {
    github("POST /markdown/raw", { data: "Hello **world**", headers: { "content-type": "text/plain; charset=utf-8" } });
    // @ts-expect-error text/plain: data is text (or bytes), not a number
    github("POST /markdown/raw", { data: 42 });
    // @ts-expect-error no JSON body to flatten: `text` is not a parameter
    github("POST /markdown/raw", { text: "Hello" });
  });

  it("types a JSON body with a property named like an option key as data", () => {
    // flattened, `url` would be read as the request's URL
    github("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      data: { url: "https://example.com/hook", content_type: "json" },
    });
    github("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      // @ts-expect-error `content_type` is a property of the body, which goes in `data` here
      content_type: "json",
    });
    github("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      // @ts-expect-error `data` is the webhook config: its url is a string
      data: { url: 1 },
    });
  });

  it("requires a {?...} suffix for the query parameters of a method with a body", () => {
    const options: RequestOptions<"delete"> = github("DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}", {
      owner: "o",
      repo: "r",
      key: "npm-linux",
      ref: "refs/heads/main",
    });
    void options;
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      name: "a.zip",
      data: new Uint8Array([1]),
    });
    // @ts-expect-error `key` is a query parameter: without `{?key}` it would go in the JSON body
    github("DELETE /repos/{owner}/{repo}/actions/caches", { owner: "o", repo: "r", key: "npm-linux" });
    github("DELETE /repos/{owner}/{repo}/actions/caches{?key}", {
      owner: "o",
      repo: "r",
      key: "npm-linux",
      // @ts-expect-error `ref` is not named in the suffix
      ref: "main",
    });
    // @ts-expect-error `kye` is not a query parameter of the operation
    github("DELETE /repos/{owner}/{repo}/actions/caches{?kye}", { owner: "o", repo: "r" });
    // @ts-expect-error `name` is a required query parameter of the upload
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      data: "x",
    });
    // a GET sends its leftover parameters in the query: no suffix needed, one allowed
    github("GET /repos/{owner}/{repo}/issues{?state}", { owner: "o", repo: "r", state: "open" });
  });

  it("accepts a route widened to string on purpose, with loose options", () => {
    const route: string = "GET /anything/{id}";
    expectTypeOf(github(route, { id: 1, anything: true })).toEqualTypeOf<RequestOptions>();
  });

  it("makes keys set through the typed function's defaults() optional", () => {
    const repo = github.defaults({ owner: "octokit", repo: "rest.js" });
    repo("GET /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: 1 });
    repo("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "other", issue_number: 1 });
    // @ts-expect-error `issue_number` is not a default
    repo("GET /repos/{owner}/{repo}/issues/{issue_number}", {});
    const withOwner = endpoint.defaults({ owner: "octokit" }).defaults<paths>();
    withOwner("GET /repos/{owner}/{repo}", { repo: "rest.js" });
  });

  it("types the 2xx JSON response bodies", () => {
    expectTypeOf<ResponseData<paths, "GET /repos/{owner}/{repo}/issues">>().toEqualTypeOf<
      paths["/repos/{owner}/{repo}/issues"]["get"]["responses"]["200"]["content"]["application/json"]
    >();
    expectTypeOf<ResponseData<paths, "GET /repos/{owner}/{repo}/issues">[number]["title"]>().toEqualTypeOf<string>();
    expectTypeOf<
      ResponseData<paths, "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}">["total_count"]
    >().toEqualTypeOf<number>();
    // 204 No Content: no JSON body
    expectTypeOf<ResponseData<paths, "DELETE /repos/{owner}/{repo}">>().toEqualTypeOf<never>();
  });
});

describe("defaults() without a type argument", () => {
  it("keeps inferring the defaults it is given", () => {
    const withOwner = endpoint.defaults({ owner: "octokit" });
    withOwner("GET /repos/{owner}/{repo}", { repo: "rest.js" });
    // @ts-expect-error `repo` is missing
    withOwner("GET /repos/{owner}/{repo}", {});
  });
});
