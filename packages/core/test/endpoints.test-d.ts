import { describe, expectTypeOf, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";

// What a user writes once, for example generated from GitHub's OpenAPI description
// (`paths["/repos/{owner}/{repo}/labels"]["post"]`); this project depends on no such types.
declare module "@scope/endpoint-core" {
  interface Endpoints {
    "POST /repos/{owner}/{repo}/labels": {
      parameters: { owner: string; repo: string; name: string; color?: string; description?: string };
    };
    "GET /repos/{owner}/{repo}/labels{?per_page,page}": {
      parameters: { owner: string; repo: string; per_page?: number; page?: number };
    };
    "POST /markdown/raw": { parameters: {}; data: string };
  }
}

describe("Endpoints, augmented by the user", () => {
  it("types the parameters of a declared route", () => {
    endpoint("POST /repos/{owner}/{repo}/labels", { owner: "o", repo: "r", name: "bug", color: "f00" });
    // @ts-expect-error `name` is required by the declaration (the URL does not name it)
    endpoint("POST /repos/{owner}/{repo}/labels", { owner: "o", repo: "r" });
    // @ts-expect-error `owner` must be a string, not a number
    endpoint("POST /repos/{owner}/{repo}/labels", { owner: 1, repo: "r", name: "bug" });
    // @ts-expect-error `per_page` must be a number
    endpoint("GET /repos/{owner}/{repo}/labels{?per_page,page}", { owner: "o", repo: "r", per_page: "100" });
  });

  it("types the data body of a declared route", () => {
    endpoint("POST /markdown/raw", {
      data: "Hello **world**",
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
    // @ts-expect-error the declared `data` is a string
    endpoint("POST /markdown/raw", { data: { text: "Hello" } });
  });

  it("looks a declared route up from endpoint(options) too", () => {
    // @ts-expect-error `name` is required by the declaration
    endpoint({ method: "POST", url: "/repos/{owner}/{repo}/labels", owner: "o", repo: "r" });
  });

  it("relaxes declared parameters given through defaults()", () => {
    const repo = endpoint.defaults({ owner: "o", repo: "r" });
    expectTypeOf(repo("POST /repos/{owner}/{repo}/labels", { name: "bug" })).toEqualTypeOf<RequestOptions<"post">>();
    // @ts-expect-error `name` is not a default
    repo("POST /repos/{owner}/{repo}/labels", {});
  });

  it("leaves routes it does not declare to the URL's placeholders", () => {
    endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
  });
});
