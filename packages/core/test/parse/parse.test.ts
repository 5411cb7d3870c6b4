import { describe, expect, it } from "vitest";
import { EndpointError, endpoint } from "../../src/index.ts";
import type { MergedOptions } from "../../src/index.ts";

const parse = (options: Partial<MergedOptions> & Record<string, unknown>) => endpoint.parse(options as MergedOptions);

describe("parse() on options that did not come from merge()", () => {
  it("needs only a url: method GET, no baseUrl, no headers, no mediaType", () => {
    expect(parse({ url: "/x", a: 1 })).toEqual({ method: "get", url: "/x?a=1", headers: {} });
  });

  it("lowercases header names itself, so Content-Type is not doubled (the reference doubles it)", () => {
    expect(parse({ method: "POST", url: "/x", headers: { "Content-Type": "text/plain" }, a: 1 }).headers).toEqual({
      "content-type": "text/plain",
    });
  });

  it("skips undefined header values and undefined parameters", () => {
    expect(parse({ url: "/x", headers: { a: undefined } as never, b: undefined })).toEqual({
      method: "get",
      url: "/x",
      headers: {},
    });
  });

  it("lets a later spelling of a header bring back one an earlier null removed", () => {
    expect(
      parse({ method: "POST", url: "/x", headers: { "content-type": null, "Content-Type": "text/plain" }, a: 1 })
        .headers,
    ).toEqual({
      "content-type": "text/plain",
    });
  });

  it("rejects a null baseUrl rather than dropping it", () => {
    expect(() => parse({ url: "/x", baseUrl: null as never })).toThrow(EndpointError);
  });
});

describe("values in URLs", () => {
  it("writes an object with its own toString, such as a URL, as that text", () => {
    expect(endpoint("GET /go", { to: new URL("https://example.com/a?b=1") }).url).toBe(
      "https://api.github.com/go?to=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1",
    );
  });

  it("writes an empty member of an exploded named list or object as name + ifemp (RFC 6570 section 3.2.1)", () => {
    expect(endpoint("GET /x{;list*}", { list: ["", "a"] }).url).toBe("https://api.github.com/x;list;list=a");
    expect(endpoint("GET /x{?keys*}", { keys: { a: "", b: "1" } }).url).toBe("https://api.github.com/x?a=&b=1");
    expect(endpoint("GET /x{/keys*}", { keys: { a: "" } }).url).toBe("https://api.github.com/x/a=");
  });

  it("leaves undefined members of lists and objects out", () => {
    expect(endpoint("GET /x{?list,keys*}", { list: [undefined, "a"], keys: { a: undefined, b: 1 } }).url).toBe(
      "https://api.github.com/x?list=a&b=1",
    );
  });

  it("leaves null members of lists and objects out", () => {
    expect(endpoint("GET /x{?list,keys*}", { list: [null, "a"], keys: { a: null, b: 1 } }).url).toBe(
      "https://api.github.com/x?list=a&b=1",
    );
  });

  it("names the kind of a value that is not a method, not the value", () => {
    expect(() => endpoint({ method: 5n as never, url: "/x" })).toThrow(/Method bigint: not a token/);
  });

  it("rejects a :name segment followed by an unclosed expression", () => {
    // @ts-expect-error the types require :a; the run time rejects the template first
    expect(() => endpoint({ url: "/x/:a{" })).toThrow(EndpointError);
  });
});

describe("merging nested parameters", () => {
  it("treats undefined inside a nested object as not given", () => {
    expect(endpoint.defaults({ config: { a: 1 } }).merge({ config: { a: undefined, b: 2 } })["config"]).toEqual({
      a: 1,
      b: 2,
    });
  });
});

describe("values that cannot be written as text", () => {
  const cases: [string, unknown][] = [
    ["a list holding an object whose toString is not a function (fast-check seed 787373507)", [{ toString: 0 }]],
    ["an object holding such an object", { a: { toString: 0 } }],
    ["an instance whose toString is not a function", Object.assign(Object.create({ x: 1 }), { toString: 0 })],
    [
      "an instance whose toString throws",
      Object.assign(Object.create({ x: 1 }), {
        toString: () => {
          throw new Error("no");
        },
      }),
    ],
    [
      "an instance whose Symbol.toPrimitive throws",
      {
        __proto__: {
          [Symbol.toPrimitive]: () => {
            throw new Error("no");
          },
          toString: () => "x",
        },
      },
    ],
  ];

  it.each(cases)("rejects %s with ERR_VALUE_INVALID", (_what, value) => {
    expect(() => endpoint("GET /x", { v: value })).toThrow(expect.objectContaining({ code: "ERR_VALUE_INVALID" }));
    expect(() => endpoint("GET /x/{v}", { v: [value] })).toThrow(
      expect.objectContaining({ code: "ERR_VALUE_INVALID" }),
    );
  });
});
