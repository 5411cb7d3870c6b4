import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.ts";
import { compileRouteTemplate } from "../../src/template/route-template.ts";

describe("what compileRouteTemplate knows of every expansion before a call", () => {
  it.each([
    ["/repos/{owner}", { rooted: true, absolute: false, queryFree: true }],
    ["/x/:name/{.ext}{/more}{;m}", { rooted: true, absolute: false, queryFree: true }],
    ["//x", { rooted: false, absolute: false, queryFree: true }],
    ["/{+path}", { rooted: false, absolute: false, queryFree: false }],
    ["{owner}/x", { rooted: false, absolute: false, queryFree: true }],
    ["x/y", { rooted: false, absolute: false, queryFree: true }],
    ["https://uploads.github.com/x{?name}", { rooted: false, absolute: true, queryFree: false }],
    ["HTTP+X://h/x", { rooted: false, absolute: true, queryFree: true }],
    ["https:{rest}", { rooted: false, absolute: false, queryFree: true }],
    ["/x?a=1", { rooted: true, absolute: false, queryFree: false }],
    ["/x#top", { rooted: true, absolute: false, queryFree: false }],
    ["/x{&a}", { rooted: true, absolute: false, queryFree: false }],
    ["/x{#f}", { rooted: true, absolute: false, queryFree: false }],
  ])("%s: %j", (url, facts) => {
    const { rooted, absolute, queryFree } = compileRouteTemplate(url);
    expect({ rooted, absolute, queryFree }).toEqual(facts);
  });

  it("consumes the option keys and every variable the template names, and lists option keys it names", () => {
    const template = compileRouteTemplate("/x/{owner}{?url,page}");
    expect([...template.consumed].sort()).toEqual([
      "baseUrl",
      "data",
      "headers",
      "keepSlashes",
      "mediaType",
      "method",
      "owner",
      "page",
      "querySerializer",
      "request",
      "url",
    ]);
    expect([...(template.optionNames ?? [])]).toEqual(["url"]);
    expect(compileRouteTemplate("/x/{owner}").optionNames).toBeUndefined();
  });
});

describe("URLs built on those facts", () => {
  it.each([
    [
      "a rooted route and a base URL with a trailing slash",
      ["GET /x/{a}", { a: "1", baseUrl: "https://e.example/api/" }],
      "https://e.example/api/x/1",
    ],
    [
      "a route that is a lone slash before an expansion starting with one",
      ["GET /{+path}", { path: "/docs/a" }],
      "https://api.github.com/docs/a",
    ],
    ["a route starting with two slashes", ["GET //x", {}], "https://api.github.com/x"],
    [
      "an absolute route, whatever the base URL",
      ["GET https://uploads.example/x{?name}", { name: "a b", label: "l" }],
      "https://uploads.example/x?name=a%20b&label=l",
    ],
    [
      "an expansion that writes the query",
      ["GET /x{+rest}", { rest: "?a=1", b: 2 }],
      "https://api.github.com/x?a=1&b=2",
    ],
    ["an expansion that writes a fragment", ["GET /x{#f}", { f: "top", b: 2 }], "https://api.github.com/x?b=2#top"],
    ["a literal query", ["GET /x?a=1", { b: 2 }], "https://api.github.com/x?a=1&b=2"],
    [
      "a template that names an option key",
      ["GET /x/v{url}{?page}", { page: 2, q: "a+b c" }],
      "https://api.github.com/x/v?page=2&q=a+b%20c",
    ],
    [
      "a search query with an encoded plus",
      ["GET /search", { q: "a%2Bb+c" }],
      "https://api.github.com/search?q=a%252Bb+c",
    ],
  ] as const)("%s", (_, args, url) => {
    expect(endpoint(...(args as unknown as [string, Record<string, unknown>])).url).toBe(url);
  });
});
