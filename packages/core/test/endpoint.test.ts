import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../src/index.ts";
import { thrown } from "./thrown.ts";

const UA = `scope-endpoint.js/${VERSION}`;
const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": UA };

describe("the result object", () => {
  it("returns method, url and headers for the README's first route", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: DEFAULT_HEADERS,
    });
  });

  it("lowercases the method whatever case it was given in (docs/rules.md#routes, unlike the reference)", () => {
    expect(endpoint("PATCH /x").method).toBe("patch");
    expect(endpoint({ method: "Post", url: "/x" }).method).toBe("post");
  });

  it("accepts endpoint(options) with method and url in the options", () => {
    expect(endpoint({ method: "DELETE", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" })).toEqual({
      method: "delete",
      url: "https://api.github.com/repos/o/r",
      headers: DEFAULT_HEADERS,
    });
  });

  it("defaults the method to GET when the route has only a url", () => {
    expect(endpoint("/rate_limit").method).toBe("get");
  });

  it("returns request unchanged, by reference", () => {
    const request = { timeout: 5, signal: new AbortController().signal };
    expect(endpoint("GET /x", { request }).request).toEqual(request);
    expect(endpoint("GET /x", { request }).request?.signal).toBe(request.signal);
  });

  it("leaves body out for GET and HEAD, and refuses data there rather than drop it", () => {
    expect(endpoint("HEAD /x", { a: 1 })).not.toHaveProperty("body");
    for (const data of ["abc", null, ""]) {
      expect(thrown(() => endpoint("GET /x", { data })).code).toBe("ERR_BODY_NOT_ALLOWED");
      expect(thrown(() => endpoint("HEAD /x", { data })).code).toBe("ERR_BODY_NOT_ALLOWED");
    }
    expect(thrown(() => endpoint.defaults({ data: "abc" })("GET /x")).code).toBe("ERR_BODY_NOT_ALLOWED");
  });

  it("never uses request for the url or body", () => {
    expect(endpoint("POST /x", { request: { a: 1 } })).toEqual({
      method: "post",
      url: "https://api.github.com/x",
      headers: DEFAULT_HEADERS,
      request: { a: 1 },
    });
  });
});

describe("the route string (docs/rules.md#routes)", () => {
  it("splits '<METHOD> <url>' and ignores surrounding and repeated white space", () => {
    expect(endpoint("  POST\t /x  ").url).toBe("https://api.github.com/x");
    expect(endpoint("  POST\t /x  ").method).toBe("post");
  });

  it("lets the caller's method and url override the route's", () => {
    const result = endpoint("GET /x", { method: "POST", url: "/y" });
    expect([result.method, result.url]).toEqual(["post", "https://api.github.com/y"]);
  });

  it("keeps the route's method when the options say method: undefined", () => {
    expect(endpoint("POST /x", { method: undefined }).method).toBe("post");
  });

  it("accepts any HTTP token as a method", () => {
    expect(endpoint("PROPFIND /x").method).toBe("propfind");
    expect(endpoint("M-SEARCH /x").method).toBe("m-search");
  });
});

describe("where each parameter goes (docs/rules.md#placing-parameters)", () => {
  it("puts a parameter named in the url into the url", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }).url).toBe(
      "https://api.github.com/repos/octokit/rest.js",
    );
  });

  it("puts parameters the url does not use into the query for GET and HEAD", () => {
    expect(endpoint("HEAD /x", { a: 1, b: "two" }).url).toBe("https://api.github.com/x?a=1&b=two");
  });

  it("puts parameters the URL does not use into the JSON body for other methods", () => {
    expect(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["a"] })).toEqual(
      {
        method: "post",
        url: "https://api.github.com/repos/o/r/issues",
        headers: { ...DEFAULT_HEADERS, "content-type": "application/json; charset=utf-8" },
        body: { title: "t", labels: ["a"] },
      },
    );
  });

  it("consumes a template variable even when its value is null or missing", () => {
    // @ts-expect-error the types require a value for {a}; this is the run-time rule for a missing one
    expect(endpoint("POST /x/{a}.json", { a: null, b: 1 })).toMatchObject({
      url: "https://api.github.com/x/.json",
      body: { b: 1 },
    });
  });

  it.each([
    ["DELETE /repos/{owner}/{repo}", { owner: "octokit" }],
    ["GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: null }],
    ["GET /repos/:owner/:repo", { owner: "octokit", repo: undefined }],
    ["GET /labels/{names}", { names: [] }],
    ["GET /files/{+path}", {}],
    ["GET /x/{headers}", { headers: { a: "b" } }],
  ])("refuses %s with %j: a path segment with no value sends the request to another resource", (route, params) => {
    expect(thrown(() => endpoint(route, params as Record<string, unknown>)).code).toBe("ERR_PARAMETER_MISSING");
  });

  it.each([
    ["DELETE /pets/{a}{b}", {}],
    ["DELETE /projects/{id}{.format}", {}],
    ["GET /pets/{a}{b}/toys", { a: null, b: [] }],
    ["GET /x/{a}{;b}{?c}", { c: 1 }],
  ])("refuses %s with %j: expressions side by side that make up a segment are judged as one", (route, params) => {
    const error = thrown(() => endpoint(route, params as Record<string, unknown>));
    expect(error.code).toBe("ERR_PARAMETER_MISSING");
    expect(error.message).toMatch(/^Parameter ("a" \+ "b"|"id" \+ "format"): has no value/);
  });

  it("sends a segment made up of expressions side by side when one of them has a value, even an empty string", () => {
    // @ts-expect-error the types require every path variable; this is the run-time rule for a run
    expect(endpoint("DELETE /projects/{id}{.format}", { format: "json" }).url).toBe(
      "https://api.github.com/projects/.json",
    );
    expect(endpoint("DELETE /pets/{a}{b}", { a: "", b: "" }).url).toBe("https://api.github.com/pets/");
    // @ts-expect-error as above
    expect(endpoint("GET /pets/{a}{b}/toys", { b: 2 }).url).toBe("https://api.github.com/pets/2/toys");
  });

  it("keeps a defined empty value for a whole segment: it means something", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "" }).url).toBe(
      "https://api.github.com/repos/o/r/contents/",
    );
  });

  it("consumes variables with a prefix or explode modifier, unlike the reference", () => {
    expect(endpoint("GET /commits/{sha:7}", { sha: "0123456789abcdef" }).url).toBe(
      "https://api.github.com/commits/0123456",
    );
    expect(endpoint("GET /x{/path*}", { path: ["a", "b"] }).url).toBe("https://api.github.com/x/a/b");
  });

  it("never sends the option keys method, baseUrl, url, headers, request, mediaType as parameters", () => {
    const result = endpoint("POST /x", { mediaType: { format: "" }, request: {}, headers: {}, baseUrl: "https://h" });
    expect(result).toEqual({ method: "post", url: "https://h/x", headers: DEFAULT_HEADERS, request: {} });
  });

  it("does not let an option key that is also a template variable leak into the template", () => {
    expect(endpoint({ method: "GET", url: "/x{?url,headers}" }).url).toBe("https://api.github.com/x");
  });

  it("takes query and body together through {?a,b} and data", () => {
    const result = endpoint("POST /x{?a,b}", { a: 1, b: 2, data: "raw" });
    expect(result).toMatchObject({ url: "https://api.github.com/x?a=1&b=2", body: "raw" });
  });
});

describe("query serialisation (docs/rules.md#query)", () => {
  it("appends with & when the url already has a query", () => {
    expect(endpoint("GET /orgs/octokit/repos?access_token=abc4567", { type: "private" }).url).toBe(
      "https://api.github.com/orgs/octokit/repos?access_token=abc4567&type=private",
    );
  });

  it("joins arrays with commas and encodes each item", () => {
    expect(endpoint("GET /issues", { labels: ["bug", "ui x", "a,b"] }).url).toBe(
      "https://api.github.com/issues?labels=bug,ui%20x,a%2Cb",
    );
  });

  it("leaves out null and undefined values and empty arrays", () => {
    expect(endpoint("GET /x", { a: null, b: undefined, c: [], d: 0, e: false, f: "" }).url).toBe(
      "https://api.github.com/x?d=0&e=false&f=",
    );
  });

  it("writes bigint and numbers as decimal text (bigint ids exceed 2^53, issue #546)", () => {
    expect(endpoint("GET /hooks/{id}/deliveries", { id: 12345678901234567890n, per_page: 1.5 }).url).toBe(
      "https://api.github.com/hooks/12345678901234567890/deliveries?per_page=1.5",
    );
  });

  it("encodes reserved characters, unicode and spaces as %20 in values", () => {
    expect(endpoint("GET /search", { v: "a b/c?d#e&f=g!'()*~._-ä" }).url).toBe(
      "https://api.github.com/search?v=a%20b%2Fc%3Fd%23e%26f%3Dg%21%27%28%29%2A~._-%C3%A4",
    );
  });

  it("encodes query names too (the reference sends them raw)", () => {
    expect(endpoint("GET /x", { "filter[state]": "open", "a b": 1 }).url).toBe(
      "https://api.github.com/x?filter%5Bstate%5D=open&a%20b=1",
    );
  });

  it("keeps + in q as a literal separator", () => {
    expect(endpoint("GET /search/issues", { q: "repo:octokit/rest.js is:open+label:bug a b" }).url).toBe(
      "https://api.github.com/search/issues?q=repo%3Aoctokit%2Frest.js%20is%3Aopen+label%3Abug%20a%20b",
    );
  });

  it("serialises a non-string q like any other parameter instead of throwing", () => {
    expect(endpoint("GET /search", { q: 5 }).url).toBe("https://api.github.com/search?q=5");
  });

  it("writes a Date as ISO 8601, what GitHub's since parameters take", () => {
    expect(endpoint("GET /notifications", { since: new Date(Date.UTC(2024, 0, 2)) }).url).toBe(
      "https://api.github.com/notifications?since=2024-01-02T00%3A00%3A00.000Z",
    );
  });

  it("writes a plain object as name=key,value pairs, as {?name} expands it", () => {
    expect(endpoint("GET /x", { o: { a: 1, b: "c" } }).url).toBe("https://api.github.com/x?o=a,1,b,c");
  });

  it("puts the query before a #fragment", () => {
    expect(endpoint("GET /x#frag", { a: 1 }).url).toBe("https://api.github.com/x?a=1#frag");
  });

  it("adds no extra separator after a url ending in ? or &", () => {
    expect(endpoint("GET /x?", { a: 1 }).url).toBe("https://api.github.com/x?a=1");
    expect(endpoint("GET /x?b=2&", { a: 1 }).url).toBe("https://api.github.com/x?b=2&a=1");
  });

  it("adds nothing when no parameter is left", () => {
    expect(endpoint("GET /x{?a}").url).toBe("https://api.github.com/x");
  });
});

describe("the body (docs/rules.md#placing-parameters)", () => {
  it("uses data as the body, as given, and drops the other remaining parameters", () => {
    const data = { a: 1 };
    const result = endpoint("POST /x", { data, b: 2 });
    expect(result.body).toBe(data);
  });

  it("gives a JSON body the JSON content-type", () => {
    expect(endpoint("POST /x", { data: [1, 2] }).headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("gives a non-JSON body no content-type (the reference adds the JSON one even to strings)", () => {
    const bytes = new Uint8Array([1, 2]);
    expect(endpoint("POST /x", { data: "text" }).headers).toEqual(DEFAULT_HEADERS);
    expect(endpoint("POST /x", { data: bytes }).headers).toEqual(DEFAULT_HEADERS);
    expect(endpoint("POST /x", { data: bytes }).body).toBe(bytes);
  });

  it("keeps the caller's content-type for a JSON body", () => {
    expect(
      endpoint("POST /x", { a: 1, headers: { "Content-Type": "application/vnd.api+json" } }).headers["content-type"],
    ).toBe("application/vnd.api+json");
  });

  it("adds no content-type when the caller removed it with null", () => {
    expect(endpoint("POST /x", { a: 1, headers: { "content-type": null } }).headers).toEqual(DEFAULT_HEADERS);
  });

  it("gives PUT and PATCH without a body an empty string body and no content-type", () => {
    expect(endpoint("PUT /user/starred/o/r")).toEqual({
      method: "put",
      url: "https://api.github.com/user/starred/o/r",
      headers: DEFAULT_HEADERS,
      body: "",
    });
    expect(endpoint("PATCH /x").body).toBe("");
  });

  it("gives POST and DELETE without a body no body key", () => {
    expect(endpoint("POST /x")).not.toHaveProperty("body");
    expect(endpoint("DELETE /x")).not.toHaveProperty("body");
  });

  it("sends DELETE parameters as a JSON body", () => {
    expect(endpoint("DELETE /repos/{o}/{r}/labels", { o: "o", r: "r", labels: ["a"] }).body).toEqual({ labels: ["a"] });
  });

  it("gives any other method a body the same way (OPTIONS, custom verbs)", () => {
    expect(endpoint("OPTIONS /x", { a: 1 }).body).toEqual({ a: 1 });
  });

  it("builds a new body object and keeps the caller's values as they are", () => {
    const when = new Date(0);
    const params = { when, n: 1 };
    const { body } = endpoint("POST /x", params);
    expect(body).toEqual({ when, n: 1 });
    expect((body as { when: Date }).when).toBe(when);
  });

  it("gives each result its own copies of list and object parameters from the defaults", () => {
    const withList = endpoint.defaults({ labels: ["a"] });
    const first = withList("POST /x").body as { labels: string[] };
    first.labels.push("b");
    expect(withList("POST /x").body).toEqual({ labels: ["a"] });
  });

  it("passes data: null through as a null body without a content-type", () => {
    const result = endpoint("POST /x", { data: null });
    expect(result.body).toBeNull();
    expect(result.headers).toEqual(DEFAULT_HEADERS);
  });
});

describe("URL templates: baseUrl joining, :name segments, trailing slash (docs/rules.md#base-url)", () => {
  it("joins with exactly one / whatever slashes the two sides have", () => {
    expect(endpoint("GET /x", { baseUrl: "https://ghe.example.com/api/v3/" }).url).toBe(
      "https://ghe.example.com/api/v3/x",
    );
    expect(endpoint("GET x", { baseUrl: "https://ghe.example.com/api/v3" }).url).toBe(
      "https://ghe.example.com/api/v3/x",
    );
  });

  it("uses scheme:// urls as they are, in any case", () => {
    expect(endpoint("GET HTTPS://EXAMPLE.COM/x").url).toBe("HTTPS://EXAMPLE.COM/x");
    expect(endpoint("GET {+host}/x", { host: "http://h" }).url).toBe("http://h/x");
  });

  it("returns the url unchanged when baseUrl is empty", () => {
    expect(endpoint("GET /x", { baseUrl: "" }).url).toBe("/x");
  });

  it("returns baseUrl alone when the url expands to nothing", () => {
    // @ts-expect-error the types require {/undef}; this is the run-time rule for a missing one
    expect(endpoint("GET {/undef}").url).toBe("https://api.github.com");
  });

  it("expands absolute urls too but never baseUrl", () => {
    expect(endpoint("GET https://{host}/x", { host: "example.com" }).url).toBe("https://example.com/x");
    expect(endpoint("GET /x", { baseUrl: "https://h/{a}", a: 1 }).url).toBe("https://h/{a}/x?a=1");
  });

  it("keeps the expanded url's trailing slash (the reference strips it since 9.0.2)", () => {
    expect(endpoint("GET /repos/o/").url).toBe("https://api.github.com/repos/o/");
    expect(endpoint("GET /a{/var,empty}", { var: "v", empty: "" }).url).toBe("https://api.github.com/a/v/");
  });

  it("expands :name path segments like {name}, encoded", () => {
    expect(endpoint("GET /repos/:owner/:repo/branches/:branch", { owner: "o", repo: "r", branch: "feat/x" }).url).toBe(
      "https://api.github.com/repos/o/r/branches/feat%2Fx",
    );
  });

  it("counts a :name only as a whole path segment before any ? or #", () => {
    expect(endpoint("GET /x/:a.json", { a: 1 }).url).toBe("https://api.github.com/x/:a.json?a=1");
    expect(endpoint("GET /search?q=is:open", { open: 1 }).url).toBe("https://api.github.com/search?q=is:open&open=1");
    expect(endpoint("GET /x/y#/:a", { a: 1 }).url).toBe("https://api.github.com/x/y?a=1#/:a");
    expect(endpoint("GET /x{?q}/:a", { a: 1 }).url).toBe("https://api.github.com/x/:a?a=1");
  });

  it("leaves a :name that does not start with a letter or _ literal", () => {
    expect(endpoint("GET /x/:1a", { a: 1 }).url).toBe("https://api.github.com/x/:1a?a=1");
  });

  it("leaves urn:isbn:{id} and user:password@ alone", () => {
    expect(endpoint("POST urn:isbn:{id}", { id: 1, baseUrl: "" }).url).toBe("urn:isbn:1");
    expect(endpoint("GET https://user:secret@example.com/x").url).toBe("https://user:secret@example.com/x");
  });

  it("takes one-letter and capitalised :names, which the reference leaves literal", () => {
    expect(endpoint("GET /x/:a/:Owner", { a: 1, Owner: "o" }).url).toBe("https://api.github.com/x/1/o");
  });

  it("accepts a :name right before a query or path expression", () => {
    expect(endpoint("GET /x/:a{?b}", { a: 1, b: 2 }).url).toBe("https://api.github.com/x/1?b=2");
    expect(endpoint("GET /x/:a{b}", { a: 1, b: 2 }).url).toBe("https://api.github.com/x/:a2?a=1");
  });

  it("encodes template literals that are not allowed in a URI, keeping pct-triplets", () => {
    expect(endpoint({ url: "/search/a b/ä|^`[x]/%41/%zz" }).url).toBe(
      "https://api.github.com/search/a%20b/%C3%A4%7C%5E%60[x]/%41/%25zz",
    );
  });

  it("follows RFC 6570 where the reference does not: exploded lists and undefined members", () => {
    expect(endpoint("GET /x{?list*}", { list: ["a", "b"] }).url).toBe("https://api.github.com/x?list=a&list=b");
    expect(endpoint("POST /assets{?name,label}", { name: "example.zip" }).url).toBe(
      "https://api.github.com/assets?name=example.zip",
    );
    expect(endpoint("GET /x{?a}", { b: 2 }).url).toBe("https://api.github.com/x?b=2");
  });

  it("counts prefixes in code points and encodes as UTF-8", () => {
    expect(endpoint("GET /x/{v:1}", { v: "😀x" }).url).toBe("https://api.github.com/x/%F0%9F%98%80");
  });

  it("reads template variables as own properties only", () => {
    expect(endpoint("GET /x{?toString,constructor}").url).toBe("https://api.github.com/x");
  });
});

describe("headers (docs/rules.md#headers)", () => {
  it("lowercases names and lets the last spelling win", () => {
    expect(endpoint("GET /x", { headers: { "X-A": "1", "x-a": "2", "X-a": "3" } }).headers["x-a"]).toBe("3");
  });

  it("merges caller headers over the defaults key by key", () => {
    expect(
      endpoint("GET /x", { headers: { Authorization: "token abc", "User-Agent": "myApp/1.2.3" } }).headers,
    ).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": "myApp/1.2.3",
      authorization: "token abc",
    });
  });

  it("treats undefined as not given: the default stays", () => {
    expect(endpoint("GET /x", { headers: { "user-agent": undefined } }).headers["user-agent"]).toBe(UA);
  });

  it("removes a header given as null, defaults included", () => {
    expect(endpoint("GET /x", { headers: { "user-agent": null } }).headers).toEqual({
      accept: "application/vnd.github.v3+json",
    });
  });

  it("keeps number values as numbers", () => {
    expect(endpoint("POST /x", { data: "abc", headers: { "content-length": 3 } }).headers["content-length"]).toBe(3);
  });
});

describe("authentication", () => {
  it("sends a caller's authorization header with the token scheme, per call or through defaults()", () => {
    const authed = endpoint.defaults({ headers: { authorization: "token 0000000000000000000000000000000000000001" } });
    expect(authed("GET /user").headers.authorization).toBe("token 0000000000000000000000000000000000000001");
    expect(endpoint("GET /user", { headers: { Authorization: "token x" } }).headers.authorization).toBe("token x");
  });
});
