/**
 * What the vendored excerpts do not hold, through the reference serializer and `createEndpoint`:
 * `allowReserved`, Path Templating's any-character names (`{.format}`), `:token` as literal text,
 * the same name in path and query, and names OpenAPI allows but RFC 6570 does not (Appendix C).
 */
import { describe, expect, test } from "vitest";
import { createEndpoint } from "../../src/index.ts";
import type { ParameterStyle } from "../../src/types/any-api.ts";
import { type ReferenceParameter, referenceSerialize } from "./reference.ts";

const BASE = "https://api.example.com/v1";
const TEXT = "a b/c?d#e&f=g+h[i]%2F:@!$'()*,;~é%zz";

function both(
  path: string,
  parameters: readonly ReferenceParameter[],
  params: Record<string, Record<string, unknown>>,
) {
  const styles: Record<string, Record<string, ParameterStyle>> = {};
  for (const p of parameters) {
    const entry: Record<string, unknown> = {};
    if (p.style !== undefined) entry.style = p.style;
    if (p.explode !== undefined) entry.explode = p.explode;
    if (p.allowReserved !== undefined) entry.allowReserved = p.allowReserved;
    if (Object.keys(entry).length > 0) (styles[p.in] ??= {})[p.name] = entry as ParameterStyle;
  }
  const api = createEndpoint({ baseUrl: BASE, styles: { [`GET ${path}`]: styles } });
  // a path holding a space cannot be a route string ("GET /a b" has three parts): the options form
  const got = path.includes(" ") ? api({ method: "GET", url: path, params }) : api(`GET ${path}`, { params });
  const expected = referenceSerialize(path, parameters, params);
  return { got: got.url, expected: BASE + expected.url };
}

describe("allowReserved", () => {
  test.each([
    ["string", TEXT],
    ["list", [TEXT, "x,y"]],
    ["object", { "k[1]": TEXT, "k 2": "v=w" }],
  ])("form exploded, %s", (_label, value) => {
    const { got, expected } = both("/x", [{ name: "q", in: "query", allowReserved: true }], { query: { q: value } });
    expect(got).toBe(expected);
  });
  test.each([
    ["form", false],
    ["spaceDelimited", false],
    ["pipeDelimited", false],
    ["deepObject", true],
  ])("%s explode=%s, list and object", (style, explode) => {
    const parameter = { name: "q[]", in: "query", style, explode, allowReserved: true } as const;
    for (const value of [[TEXT, "b"], { "k&": TEXT }]) {
      if (style === "deepObject" && Array.isArray(value)) continue;
      const { got, expected } = both("/x", [parameter], { query: { "q[]": value } });
      expect(got).toBe(expected);
    }
  });
  test("the reference keeps reserved characters and %XX, encodes # & = + [ ] ' and the rest", () => {
    const result = referenceSerialize("/x", [{ name: "q", in: "query", allowReserved: true }], { query: { q: TEXT } });
    expect(result.url).toBe("/x?q=a%20b/c?d%23e%26f%3Dg%2Bh%5Bi%5D%2F:@!$%27()*,;~%C3%A9%25zz");
  });
});

describe("names and paths", () => {
  test("{.format} names the parameter .format; :token is literal text", () => {
    const parameters = [
      { name: ".format", in: "path" },
      { name: "token", in: "query" },
    ] as const;
    const { got, expected } = both("/feed/:token/items{.format}", parameters, {
      path: { ".format": "json" },
      query: { token: "t" },
    });
    expect(expected).toBe(`${BASE}/feed/:token/itemsjson?token=t`);
    expect(got).toBe(expected);
  });
  test("the same name in path and query, and names with $ . @ [ ] : - and spaces", () => {
    const names = ["id", "$top", "@id", "filter[tag]", "a:b", "x-y", "with space", "$.xgafv"];
    const parameters: ReferenceParameter[] = [
      { name: "id", in: "path", style: "matrix" },
      ...names.map((name) => ({ name, in: "query" as const })),
    ];
    const query = Object.fromEntries(names.map((name, i) => [name, `${TEXT}${i}`]));
    const { got, expected } = both("/things/{id}", parameters, { path: { id: TEXT }, query });
    expect(got).toBe(expected);
  });
  test("a name with spaces and brackets in the path, matrix and label", () => {
    for (const style of ["matrix", "label", "simple"] as const) {
      const parameters = [{ name: "the id[0]", in: "path", style, explode: true }] as const;
      const { got, expected } = both("/things/{the id[0]}", parameters, { path: { "the id[0]": { k: TEXT } } });
      expect(got).toBe(expected);
    }
  });
});
