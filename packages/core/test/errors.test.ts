import { describe, expect, it } from "vitest";
import { EndpointError, ERROR_CODES, endpoint } from "../src/index.ts";
import { thrown } from "./thrown.ts";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

describe("EndpointError (docs/rules.md#errors)", () => {
  it("is a TypeError with a name and a stable code", () => {
    const error = thrown(() => endpoint({ method: "GET" }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.name).toBe("EndpointError");
    expect(error.code).toBe("ERR_URL_MISSING");
  });

  it.each([
    [
      "a missing url",
      () => endpoint({ method: "GET" }),
      ERROR_CODES.URL_MISSING,
      /url: expected a path or URL, got undefined/,
    ],
    ["an empty url", () => endpoint({ url: "" }), ERROR_CODES.URL_MISSING, /got ""/],
    ["a non-string url", () => endpoint({ url: 5 as unknown as string }), ERROR_CODES.URL_MISSING, /got number/],
    ["an empty route", () => endpoint(""), ERROR_CODES.ROUTE_INVALID, /Route "": is empty/],
    ["a route in three parts", () => endpoint("GET /x extra"), ERROR_CODES.ROUTE_INVALID, /has 3 parts/],
    ["a route that is only a method", () => endpoint("GET"), ERROR_CODES.ROUTE_INVALID, /has a method but no url/],
    [
      "a route whose method is not a token",
      () => endpoint("GE(T /x"),
      ERROR_CODES.ROUTE_INVALID,
      /Route "GE\(T \/x": has a method that is not a token/,
    ],
    [
      "a method that is not a token",
      () => endpoint({ method: "GET X", url: "/x" }),
      ERROR_CODES.METHOD_INVALID,
      /Method "GET X"/,
    ],
    [
      "a method that is not a string",
      () => endpoint({ method: 1 as unknown as string, url: "/x" }),
      ERROR_CODES.METHOD_INVALID,
      /Method number: not a token/,
    ],
    [
      "a non-string baseUrl",
      () => endpoint("GET /x", { baseUrl: null as unknown as string }),
      ERROR_CODES.BASE_URL_INVALID,
      /baseUrl/,
    ],
    [
      "an unclosed expression",
      () => endpoint("GET /repos/{owner"),
      ERROR_CODES.TEMPLATE_SYNTAX,
      /unclosed '\{' at position 7/,
    ],
    ["a stray }", () => endpoint("GET /x}"), ERROR_CODES.TEMPLATE_SYNTAX, /unmatched '\}' at position 2/],
    [
      "a reserved operator",
      // @ts-expect-error here and below: the types read a variable from the invalid template and require it
      () => endpoint("GET /{=x}"),
      ERROR_CODES.TEMPLATE_SYNTAX,
      /reserved operator at position 2/,
    ],
    [
      "a bad variable name",
      // @ts-expect-error
      () => endpoint({ url: "/{a b}" }),
      ERROR_CODES.TEMPLATE_SYNTAX,
      /expected ',' or '}' at position 3/,
    ],
    // @ts-expect-error
    ["a bad prefix", () => endpoint("GET /{a:0}"), ERROR_CODES.TEMPLATE_SYNTAX, /prefix not 1 to 9999 at position 4/],
    [
      "a prefix on a list",
      () => endpoint("GET /{a:1}", { a: ["x"] }),
      ERROR_CODES.TEMPLATE_PREFIX,
      /Parameter "a": array takes no prefix \(RFC 6570 section 2.4.1\)/,
    ],
    [
      "a prefix on an object",
      () => endpoint("GET /{a:1}", { a: { b: 1 } }),
      ERROR_CODES.TEMPLATE_PREFIX,
      /object takes no prefix/,
    ],
    [
      "a lone surrogate in a value",
      () => endpoint("GET /{a}", { a: "x\uD800" }),
      ERROR_CODES.VALUE_UNENCODABLE,
      /Parameter "a": U\+D800 at position 1 is a lone surrogate/,
    ],
    [
      "a lone surrogate in a query value",
      () => endpoint("GET /x", { a: "\uDC00" }),
      ERROR_CODES.VALUE_UNENCODABLE,
      /lone/,
    ],
    ["a lone surrogate in a literal", () => endpoint({ url: "/\uD800" }), ERROR_CODES.VALUE_UNENCODABLE, /lone/],
    ["a lone surrogate under +", () => endpoint("GET /{+a}", { a: "\uD800" }), ERROR_CODES.VALUE_UNENCODABLE, /lone/],
    [
      "a symbol value",
      () => endpoint("GET /x", { a: Symbol("s") }),
      ERROR_CODES.VALUE_INVALID,
      /Parameter "a": symbol has no text form/,
    ],
    [
      "a function value",
      () => endpoint("GET /{a}", { a: () => 1 }),
      ERROR_CODES.VALUE_INVALID,
      /function has no text form/,
    ],
    [
      "a nested list",
      () => endpoint("GET /x", { a: [[1]] }),
      ERROR_CODES.VALUE_INVALID,
      /array nested in a list or object/,
    ],
    [
      "a class instance without a text form",
      () => endpoint("GET /x", { a: new Map() }),
      ERROR_CODES.VALUE_INVALID,
      /object has no text form/,
    ],
    [
      "an invalid Date",
      () => endpoint("GET /x", { a: new Date(Number.NaN) }),
      ERROR_CODES.VALUE_INVALID,
      /invalid Date/,
    ],
    [
      "a header name that is not a token",
      () => endpoint("GET /x", { headers: { "x y": "1" } }),
      ERROR_CODES.HEADER_NAME_INVALID,
      /"x y"/,
    ],
    [
      "a header value with CR LF",
      () => endpoint("GET /x", { headers: { x: "a\r\nb: c" } }),
      ERROR_CODES.HEADER_VALUE_INVALID,
      /Header "x": U\+000D at position 1/,
    ],
    [
      "a header value with NUL",
      () => endpoint("GET /x", { headers: { x: "a\0" } }),
      ERROR_CODES.HEADER_VALUE_INVALID,
      /"x"/,
    ],
    [
      "a header value of the wrong type",
      () => endpoint("GET /x", { headers: { x: true as unknown as string } }),
      ERROR_CODES.HEADER_VALUE_INVALID,
      /expected a string or a finite number, got boolean/,
    ],
    [
      "a header value that is not finite",
      () => endpoint("GET /x", { headers: { x: Infinity } }),
      ERROR_CODES.HEADER_VALUE_INVALID,
      /expected a string or a finite number, got number/,
    ],
    [
      "headers that are not an object",
      () => endpoint("GET /x", { headers: "a: b" as never }),
      ERROR_CODES.OPTIONS_INVALID,
      /headers: expected a plain object, got string/,
    ],
    [
      "a Headers instance",
      () => endpoint("GET /x", { headers: new Headers() as never }),
      ERROR_CODES.OPTIONS_INVALID,
      /headers: expected a plain object, got object/,
    ],
    [
      "options that are not an object",
      () => endpoint("GET /x", [] as never),
      ERROR_CODES.OPTIONS_INVALID,
      /options: expected a plain object, got array/,
    ],
    [
      "options given twice",
      () => endpoint({ url: "/x" } as never, {} as never),
      ERROR_CODES.OPTIONS_INVALID,
      /second argument/,
    ],
    [
      "a mediaType that is not an object",
      () => endpoint("GET /x", { mediaType: "raw" as never }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType: expected an object, got string/,
    ],
    [
      "a non-string format",
      () => endpoint("GET /x", { mediaType: { format: 1 as never } }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.format/,
    ],
    [
      "previews that are not strings",
      () => endpoint("GET /x", { mediaType: { previews: [1] as never } }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.previews/,
    ],
    // both are written into accept: a line break there would inject a header of the caller's choosing
    [
      "a format with CR LF",
      () => endpoint("GET /x", { mediaType: { format: "raw\r\nx-evil: 1" } }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.format: U\+000D at position 3/,
    ],
    [
      "a preview with LF",
      () => endpoint("GET /x", { mediaType: { previews: ["ok", "a\nx-evil: 1"] } }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.previews/,
    ],
    [
      "a default preview with NUL",
      () => endpoint.defaults({ mediaType: { previews: ["a\0"] } }),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.previews/,
    ],
    [
      "parse() given a format with CR",
      () => endpoint.parse({ url: "/x", mediaType: { format: "a\rb" } } as never),
      ERROR_CODES.OPTIONS_INVALID,
      /mediaType.format/,
    ],
    [
      "parse() given no object",
      () => endpoint.parse(null as never),
      ERROR_CODES.OPTIONS_INVALID,
      /parse\(\): expected merged options, got null/,
    ],
    [
      "parse() given bad headers",
      () => endpoint.parse({ url: "/x", headers: 1 } as never),
      ERROR_CODES.OPTIONS_INVALID,
      /headers/,
    ],
    [
      "parse() given a bad mediaType",
      () => endpoint.parse({ url: "/x", mediaType: { previews: "a" } } as never),
      ERROR_CODES.OPTIONS_INVALID,
      /previews/,
    ],
    [
      "defaults() given a bad header",
      () => endpoint.defaults({ headers: { "x\n": "1" } }),
      ERROR_CODES.HEADER_NAME_INVALID,
      /x\\n/,
    ],
  ])("throws for %s", (_what, call, code, message) => {
    const error = thrown(call);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    // one shape for every message: where, then what was wrong there (docs/rules.md#errors)
    expect(error.message).toMatch(/^[^\n]+?: [^ ]/);
  });

  it("cuts a long offending value short in the message", () => {
    const error = thrown(() => endpoint({ url: `/{${"a".repeat(500)} }` }));
    expect(error.message.length).toBeLessThan(200);
    expect(error.message).toContain("...");
  });

  it("leaves every argument and the defaults untouched when it throws (nothing half-built)", () => {
    const options = deepFreeze({ headers: { a: "1", "x y": "2" }, mediaType: { previews: ["p"] }, list: [1] });
    const before = JSON.stringify(endpoint.DEFAULTS);
    expect(() => endpoint("POST /x/{list:1}", options)).toThrow(EndpointError);
    expect(() => endpoint("POST /x", options)).toThrow(EndpointError);
    expect(JSON.stringify(endpoint.DEFAULTS)).toBe(before);
    expect(options).toEqual({ headers: { a: "1", "x y": "2" }, mediaType: { previews: ["p"] }, list: [1] });
  });
});
