import { describe, expect, it } from "vitest";
import { ERROR_CODES, endpoint } from "../src/index.ts";
import type { EndpointInterface } from "../src/index.ts";

/** endpoint() reads calls straight off the defaults; each case must equal parse(merge(...)), key order included. */
function expectSameAsMerge(api: EndpointInterface, ...args: [never, never?]): void {
  const direct = api(...args);
  expect(JSON.stringify(direct)).toBe(JSON.stringify(api.parse(api.merge(...args))));
}

const withParams = endpoint.defaults({ owner: "o", per_page: 100, headers: { "X-A": "1" }, mediaType: { previews: ["mercy"] } });

describe("endpoint() without merging (the direct path)", () => {
  it.each([
    ["a route alone", endpoint, ["GET /x"]],
    ["a route and parameters", endpoint, ["GET /x/{a}", { a: "1", b: 2, c: undefined }]],
    ["an options object", endpoint, [{ method: "POST", url: "/x/{a}", a: "1", b: 2, request: { timeout: 5 } }]],
    ["caller headers and mediaType", endpoint, ["PUT /x", { headers: { Accept: "text/plain", "X-B": null }, mediaType: { format: "raw" } }]],
    ["caller method, url and baseUrl over the route", endpoint, ["GET /x", { method: "PATCH", url: "/y", baseUrl: "https://e.example/api/" }]],
    // the route's resolved method and template hold only while the caller keeps both
    ["a caller method the route already has", endpoint, ["GET /x/{a}", { method: "GET", a: "1", b: 2 }]],
    ["a caller method in another case", endpoint, ["GET /x/{a}", { method: "post", a: "1", b: 2 }]],
    ["a caller url over the route's", endpoint, ["GET /x/{a}", { url: "/y/{b}", a: "1", b: 2, headers: { "x-c": "3" } }]],
    ["default parameters alone", withParams, ["GET /repos/{owner}/{repo}"]],
    ["default parameters and the caller's, which win", withParams, ["POST /repos/{owner}/{repo}", { repo: "r", per_page: 5, z: 1, headers: { "x-a": "2" } }]],
    ["integer-like keys, which objects list first", withParams, ["GET /x", { b: 1, 2: "two", 1: "one" }]],
    ["default parameters overridden by undefined (kept)", withParams, ["GET /x", { owner: undefined, mediaType: { previews: ["b"] } }]],
  ] as const)("%s", (_, api, args) => expectSameAsMerge(api, ...(args as unknown as [never, never?])));

  it("keeps __proto__ an ordinary parameter of the defaults and of the call", () => {
    const api = endpoint.defaults(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "c"}'));
    const options = JSON.parse('{"__proto__": "p", "prototype": "q"}');
    expectSameAsMerge(api as EndpointInterface, "POST /x" as never, options as never);
    expectSameAsMerge(withParams, "GET /x" as never, options as never);
    expect(withParams("GET /x", options).url).toBe("https://api.github.com/x?owner=o&per_page=100&__proto__=p&prototype=q");
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("leaves the caller's objects untouched", () => {
    const headers = { Accept: "text/plain" };
    const options = { b: 1, headers, mediaType: { previews: ["x"] } };
    const copy = structuredClone(options);
    withParams("POST /x", options);
    expect(options).toEqual(copy);
    expect(options.headers).toBe(headers);
  });

  it.each([
    ["options that are not a plain object", () => endpoint("GET /x", [] as never), ERROR_CODES.OPTIONS_INVALID],
    ["a second argument after an options object", () => (endpoint as unknown as (...args: unknown[]) => unknown)({ url: "/x" }, {}), ERROR_CODES.OPTIONS_INVALID],
    ["no arguments", () => (endpoint as unknown as () => unknown)(), ERROR_CODES.URL_MISSING],
    ["bad headers before a bad method", () => endpoint("GET /x", { method: "a b", headers: 1 as never }), ERROR_CODES.OPTIONS_INVALID],
    ["a bad method before a bad url", () => endpoint({ method: "a b", url: 1 as never }), ERROR_CODES.METHOD_INVALID],
  ])("throws as merge() and parse() do for %s", (_, call, code) => {
    expect(call).toThrow(expect.objectContaining({ code }));
  });

  it("merges defaults that hold objects (no direct path) as before", () => {
    const api = endpoint.defaults({ request: { timeout: 1 }, labels: ["a"], filter: { state: "open" } });
    expectSameAsMerge(api, "POST /x" as never, { filter: { sort: "new" } } as never);
    expect(api("POST /x").body).not.toBe(api.DEFAULTS["labels"]);
  });
});
