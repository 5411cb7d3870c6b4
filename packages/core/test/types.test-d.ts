import { describe, expectTypeOf, it } from "vitest";
import {
  endpoint,
  type BodilessRequestOptions,
  type BodyRequestOptions,
  type EndpointOptions,
  type OptionKey,
  type RequestOptions,
  type RouteArguments,
  type RouteParts,
  type RouteResult,
  type TemplatePlaceholders,
} from "../src/index.ts";

describe("placeholders read from a literal route", () => {
  it("requires every {name} placeholder", () => {
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });
    // @ts-expect-error `repo` is missing
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o" });
    // @ts-expect-error the options argument is required when the route has placeholders
    endpoint("GET /repos/{owner}/{repo}/issues");
    // @ts-expect-error undefined leaves a hole in the path
    endpoint("GET /orgs/{org}/repos", { org: undefined });
  });

  it("requires the variables of every path-like operator, with or without modifiers", () => {
    endpoint("GET /a{+path}{#section}{.ext}{/seg,more*}{;matrix:3}", {
      path: "p",
      section: "s",
      ext: "x",
      seg: 1,
      more: ["m"],
      matrix: "m",
    });
    // @ts-expect-error `more` ({/seg,more*}) is missing
    endpoint("GET /a{+path}{#section}{.ext}{/seg,more*}{;matrix:3}", {
      path: "p",
      section: "s",
      ext: "x",
      seg: 1,
      matrix: "m",
    });
    // @ts-expect-error `path` ({+path}) is missing
    endpoint("GET /{+path}", {});
    // @ts-expect-error `m` ({;m:3}) is missing
    endpoint("GET /x{;m:3}", { other: 1 });
  });

  it("makes {?x} and {&x} variables optional", () => {
    endpoint("GET /search/issues{?q,per_page,page}");
    endpoint("GET /search/issues{?q}{&page}", { q: "is:open" });
    endpoint("POST /repos/{owner}/{repo}/releases/{id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      id: 1,
      name: "a.zip",
      data: "...",
    });
    // @ts-expect-error `id` is still required next to the optional query
    endpoint("POST /repos/{owner}/{repo}/releases/{id}/assets{?name,label}", { owner: "o", repo: "r", name: "a.zip" });
    // @ts-expect-error an optional placeholder still takes only URL values
    endpoint("GET /search/issues{?q}", { q: Symbol("q") });
  });

  it("requires Express-style :name path segments, and only whole segments", () => {
    endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" });
    endpoint("GET /repos/:owner{?page}", { owner: "o" });
    // @ts-expect-error `repo` is missing
    endpoint("GET /repos/:owner/:repo", { owner: "o" });
    // not a whole segment, or after the query: no placeholder
    endpoint("GET urn:isbn:{id}", { id: 1 });
    endpoint("GET /search?q=is:open");
    endpoint("GET /x/:a.json");
    expectTypeOf<TemplatePlaceholders<"https://host:8080/x/:id#/:frag">>().toEqualTypeOf<{
      required: "id";
      optional: never;
    }>();
    expectTypeOf<TemplatePlaceholders<"/:a{/b}/:c{&d}/:e">>().toEqualTypeOf<{
      required: "a" | "b" | "c";
      optional: "d";
    }>();
  });

  it("leaves optional the {x} a route starts with, where the base URL goes, as the run time does", () => {
    const upload = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
    endpoint(upload, { baseUrl: "https://uploads.github.com", owner: "o", repo: "r", release_id: 1 });
    expectTypeOf<TemplatePlaceholders<"{origin}/repos/{owner}{?name}">>().toEqualTypeOf<{
      required: "owner";
      optional: "origin" | "name";
    }>();
    expectTypeOf<TemplatePlaceholders<"{a}{b}/x/{c}">>().toEqualTypeOf<{ required: "c"; optional: "a" | "b" }>();
    // only a simple {x}, and only before any literal
    expectTypeOf<TemplatePlaceholders<"{+next}/x">>().toEqualTypeOf<{ required: "next"; optional: never }>();
    expectTypeOf<TemplatePlaceholders<"x{a}/y">>().toEqualTypeOf<{ required: "a"; optional: never }>();
  });

  it("reads the route as the run time does: white space, no method, full URLs", () => {
    expectTypeOf<RouteParts<"  POST \t /markdown  ">>().toEqualTypeOf<{ method: "POST"; url: "/markdown" }>();
    expectTypeOf<RouteParts<"/user">>().toEqualTypeOf<{ method: undefined; url: "/user" }>();
    expectTypeOf(endpoint(" /orgs/{org} ", { org: "o" }).method).toEqualTypeOf<"get">();
    // @ts-expect-error `org` is missing
    endpoint("https://ghe.example.com/api/v3/orgs/{org}", {});
  });

  it("falls back to loose options for a route of type string", () => {
    const route: string = "GET /repos/{owner}/{repo}";
    expectTypeOf(endpoint(route)).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint(route, { anything: 1 })).toEqualTypeOf<BodyRequestOptions<string>>();
  });
});

describe("the result type", () => {
  it("has the route's method as a lowercase literal", () => {
    expectTypeOf(endpoint("GET /user").method).toEqualTypeOf<"get">();
    expectTypeOf(endpoint("delete /user/{id}", { id: 1 }).method).toEqualTypeOf<"delete">();
    expectTypeOf(endpoint("/user").method).toEqualTypeOf<"get">();
  });

  it("has `body` only for methods that can carry one", () => {
    expectTypeOf(endpoint("GET /user")).toEqualTypeOf<BodilessRequestOptions<"get">>();
    expectTypeOf(endpoint("HEAD /user")).not.toHaveProperty("body");
    expectTypeOf(endpoint("POST /markdown", { text: "x" })).toEqualTypeOf<BodyRequestOptions<"post">>();
    expectTypeOf(endpoint("POST /markdown", { text: "x" }).body).toEqualTypeOf<unknown>();
    // @ts-expect-error a GET result has no body
    void endpoint("GET /user").body;
  });

  it("is what adapters take", () => {
    expectTypeOf(endpoint("GET /user")).toExtend<RequestOptions>();
    expectTypeOf(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })).toExtend<RequestOptions>();
  });
});

describe("endpoint(options)", () => {
  it("checks a literal url and types the method", () => {
    expectTypeOf(
      endpoint({ method: "PATCH", url: "/repos/{owner}", owner: "o", name: "n" }).method,
    ).toEqualTypeOf<"patch">();
    expectTypeOf(endpoint({ url: "/user" })).toEqualTypeOf<BodilessRequestOptions<"get">>();
    // @ts-expect-error `owner` is missing
    endpoint({ method: "PATCH", url: "/repos/{owner}" });
    // @ts-expect-error options as the first argument take no second one
    endpoint({ url: "/user" }, {});
  });

  it("falls back to loose options when url is not a literal", () => {
    const options: EndpointOptions = { url: "/repos/{owner}" };
    expectTypeOf(endpoint(options)).toEqualTypeOf<RequestOptions>();
  });
});

describe("defaults()", () => {
  it("makes placeholders given as defaults optional", () => {
    const withOwner = endpoint.defaults({ owner: "o" });
    withOwner("GET /repos/{owner}/{repo}", { repo: "r" });
    withOwner("GET /repos/{owner}/{repo}", { owner: "other", repo: "r" });
    // @ts-expect-error `repo` is missing
    withOwner("GET /repos/{owner}/{repo}", {});
    const withBoth = withOwner.defaults({ repo: "r" });
    withBoth("GET /repos/{owner}/{repo}");
    withBoth("GET /repos/:owner/:repo/issues/{issue_number}", { issue_number: 1 });
  });

  it("keeps a method and url given as defaults", () => {
    const post = endpoint.defaults({ method: "POST", url: "/orgs/{org}" });
    expectTypeOf(post({ org: "o" }).method).toEqualTypeOf<"post">();
    expectTypeOf(post("/x").method).toEqualTypeOf<"post">();
    // @ts-expect-error `org` (from the default url) is missing
    post({});
  });

  it("relaxes everything when the defaults are not literal", () => {
    const options: EndpointOptions = { owner: "o" };
    endpoint.defaults(options)("GET /repos/{owner}/{repo}");
  });
});

describe("querySerializer and keepSlashes", () => {
  it("take OpenAPI's query styles or a function, and parameter names", () => {
    endpoint("GET /search/issues", {
      q: "x",
      querySerializer: {
        array: { style: "pipeDelimited", explode: false },
        object: { style: "deepObject", explode: true },
        allowReserved: true,
      },
    });
    endpoint("GET /search/issues", {
      q: "x",
      querySerializer: (query) => new URLSearchParams(query as Record<string, string>).toString(),
    });
    endpoint("GET /repos/{owner}/{repo}/contents/{path}", {
      owner: "o",
      repo: "r",
      path: "docs/a.md",
      keepSlashes: ["path"],
    });
    expectTypeOf<OptionKey>().toEqualTypeOf<
      "method" | "url" | "baseUrl" | "headers" | "mediaType" | "request" | "data" | "querySerializer" | "keepSlashes"
    >();
    // @ts-expect-error deepObject is a style of objects, not of lists
    endpoint("GET /search/issues", { querySerializer: { array: { style: "deepObject", explode: true } } });
    // @ts-expect-error explode is required with a style
    endpoint("GET /search/issues", { querySerializer: { array: { style: "form" } } });
    // @ts-expect-error a serializer returns the query string
    endpoint("GET /search/issues", { querySerializer: () => 1 });
    // @ts-expect-error keepSlashes lists names
    endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "a/b", keepSlashes: "path" });
  });

  it("are never read as template variables", () => {
    expectTypeOf<TemplatePlaceholders<"/x/{keepSlashes}{?querySerializer,data}">>().toEqualTypeOf<{
      required: never;
      optional: never;
    }>();
  });
});

describe("template variables with a hyphen", () => {
  it("reads `-` in a name wherever `_` may stand, as GitHub writes {enterprise-team}", () => {
    expectTypeOf<
      TemplatePlaceholders<"/enterprises/{enterprise}/teams/{enterprise-team}/memberships{?per-page}">
    >().toEqualTypeOf<{
      required: "enterprise" | "enterprise-team";
      optional: "per-page";
    }>();
    endpoint("GET /enterprises/{enterprise}/teams/{enterprise-team}", { enterprise: "e", "enterprise-team": "t" });
    // @ts-expect-error `enterprise-team` is missing
    endpoint("GET /enterprises/{enterprise}/teams/{enterprise-team}", { enterprise: "e", enterprise_team: "t" });
    // a `:name` segment still ends at `-`
    expectTypeOf<TemplatePlaceholders<"/teams/:team-id">>().toEqualTypeOf<{ required: never; optional: never }>();
  });
});

describe("a generic wrapper", () => {
  // the README's recipe: a function of your own that takes any route and passes it on
  function get<Route extends string>(route: Route, ...options: RouteArguments<Route, {}>): RouteResult<Route, {}> {
    return endpoint(route, ...options);
  }

  it("compiles, and checks its callers as endpoint() checks them", () => {
    expectTypeOf(get("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqualTypeOf<
      BodilessRequestOptions<"get">
    >();
    // @ts-expect-error `repo` is missing
    get("GET /repos/{owner}/{repo}", { owner: "o" });
  });
});

describe("type-checking cost", () => {
  it("checks a 200-character route with ten placeholders", () => {
    const route =
      "POST /enterprises/{enterprise}/orgs/{org}/repos/{owner}/{repo}/branches/{branch}/protection/{kind}/{+path}/{id}{.format}{/rest*}{?page,per_page}";
    endpoint(route, {
      enterprise: 1,
      org: 2,
      owner: 3,
      repo: 4,
      branch: 5,
      kind: 6,
      path: 7,
      id: 8,
      format: 9,
      rest: [10],
    });
    // @ts-expect-error `rest` is missing
    endpoint(route, { enterprise: 1, org: 2, owner: 3, repo: 4, branch: 5, kind: 6, path: 7, id: 8, format: 9 });
  });

  it("checks long literals without hitting the instantiation depth limit", () => {
    // 64 path segments (2,048 characters) of literal text, then 16 times four placeholders
    type Text2048 = Double<Double<Double<Double<Double<Double<"/abcdefghijklmnopqrstuvwxyz01234">>>>>>;
    type Holes16 = Double<Double<Double<Double<"/{a}/:b/{c}{/d}">>>>;
    expectTypeOf<TemplatePlaceholders<`${Text2048}${Text2048}${Text2048}${Holes16}{?e}`>>().toEqualTypeOf<{
      required: "a" | "b" | "c" | "d";
      optional: "e";
    }>();
    const long =
      `GET ${"/abcdefghijklmnopqrstuvwxyz01234".repeat(192)}/{id}` as `GET ${Text2048}${Text2048}${Text2048}/{id}`;
    endpoint(long, { id: 1 });
    // @ts-expect-error `id` is missing
    endpoint(long, {});
  });
});

type Double<S extends string> = `${S}${S}`;
