import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index.ts";
import { thrown } from "./thrown.ts";

// docs/rules.md#errors: messages name what is wrong and where, never a header or parameter value
const secret = fc.stringMatching(/^[A-Za-z0-9]{20,36}$/).map((tail) => `ghp_${tail}`);

/** Each way a secret can be the value that is refused; `name` is what the message must name. */
const leaks: [string, string, (secret: string) => unknown][] = [
  [
    "a header value with a line break",
    "x-token",
    (s) => endpoint("GET /x", { headers: { "x-token": `${s}\r\nx-injected: 1` } }),
  ],
  [
    "a header value above U+00FF",
    "authorization",
    (s) => endpoint("GET /x", { headers: { Authorization: `token ${s}\u2028` } }),
  ],
  [
    "a header value in defaults()",
    "authorization",
    (s) => endpoint.defaults({ headers: { authorization: `${s}\x00` } }),
  ],
  [
    "a header value that is an object",
    "authorization",
    (s) => endpoint("GET /x", { headers: { authorization: { s } as unknown as string } }),
  ],
  ["a parameter with a lone surrogate in the query", "", (s) => endpoint("GET /x", { token: `${s}\uD800` })],
  ["a parameter with a lone surrogate in the path", "", (s) => endpoint("GET /x/{token}", { token: `${s}\uDC00` })],
  ["a prefix on a list", "token", (s) => endpoint("GET /x/{token:3}", { token: [s] })],
  ["a nested list", "token", (s) => endpoint("GET /x", { token: [[s]] })],
  ["a file path climbing out", "path", (s) => endpoint("GET /c/{path}", { path: `${s}/../x`, keepSlashes: ["path"] })],
  ["a reserved expansion climbing out", "x", (s) => endpoint("GET /c/{+x}", { x: `${s}/..` })],
  [
    "a baseUrl with credentials and no scheme",
    "baseUrl",
    (s) => endpoint("GET /x", { baseUrl: `user:${s}@ghe.acme.com/api/v3` }),
  ],
  [
    "a content-length that is no number",
    "content-length",
    (s) => endpoint("POST /x", { data: "abc", headers: { "content-length": s } }),
  ],
];

describe("error messages never show a value", () => {
  it.each(leaks)("leaves out the secret in %s", (_, name, call) => {
    fc.assert(
      fc.property(secret, (s) => {
        const { message } = thrown(() => call(s));
        expect(message).not.toContain(s);
        expect(message).not.toContain(s.slice(4, 14));
        if (name !== "") expect(message).toContain(name);
      }),
      { numRuns: 50 },
    );
  });
});

describe("error messages say what and where", () => {
  it("name the header, the character and its position in the value", () => {
    const error = thrown(() => endpoint("GET /x", { headers: { "X-Token": "ghp_abc\ndef" } }));
    expect(error.message).toContain('"x-token"');
    expect(error.message).toContain("U+000A at position 7");
  });

  it("name the character and its position for a code point above U+00FF", () => {
    expect(thrown(() => endpoint("GET /x", { headers: { "x-a": "ab\u2028" } })).message).toContain(
      "U+2028 at position 2",
    );
  });

  it("name the character and its position for a lone surrogate", () => {
    expect(thrown(() => endpoint("GET /x", { a: "ghp_\uD800" })).message).toContain("U+D800 at position 4");
  });

  it("quote templates with the position of the error", () => {
    const error = thrown(() => endpoint("GET /repos/{owner"));
    expect(error.code).toBe("ERR_TEMPLATE_SYNTAX");
    expect(error.message).toContain('"/repos/{owner"');
    expect(error.message).toContain("position 7");
  });

  it("quote routes and methods", () => {
    expect(thrown(() => endpoint("GET /x extra")).message).toContain('"GET /x extra"');
    expect(thrown(() => endpoint({ method: "GE T", url: "/x" })).message).toContain('"GE T"');
  });
});

describe("issue 13: rules the first version missed", () => {
  it("names the parameter holding a lone surrogate", () => {
    expect(thrown(() => endpoint("GET /x", { token: "ghp_\uD800" })).message).toContain('"token"');
    expect(thrown(() => endpoint("GET /x/{token}", { token: "ghp_\uDC00" })).message).toContain('"token"');
  });
});

describe("issue 13: rules the first version missed", () => {
  // docs/rules.md#errors: templates are quoted, with the position; today: "A value holds U+D800 at position 1"
  it("quotes a template holding a lone surrogate, with the surrogate's position in the template", () => {
    const error = thrown(() => endpoint({ url: "/{a}/\uD800", a: 1 }));
    expect(error.code).toBe("ERR_VALUE_UNENCODABLE");
    expect(error.message).toContain("/{a}/");
    expect(error.message).toContain("U+D800 at position 5");
  });
});
