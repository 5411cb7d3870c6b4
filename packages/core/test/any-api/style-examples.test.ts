/**
 * OpenAPI 3.1.1's "Style Examples" table, every row and column, checked byte for byte through the
 * neutral entry (`createEndpoint`) and through the independent reference serializer, so both are
 * held to the specification's literal strings. Also Appendix C's worked examples.
 */
import { describe, expect, test } from "vitest";
import { createEndpoint } from "../../src/index.ts";
import type { ParameterStyle } from "../../src/types/any-api.ts";
import { thrown } from "../thrown.ts";
import { expandTemplate, ReferenceUndefined, referenceSerialize } from "./reference.ts";

const BASE = "https://api.example.com/v1";

// "Assume a parameter named color has one of the following values"
const VALUES = {
  empty: "",
  string: "blue",
  array: ["blue", "black", "brown"],
  object: { R: 100, G: 200, B: 150 },
} as const;
type Column = keyof typeof VALUES;

/**
 * The table, transcribed from versions/3.1.1.md "Style Examples" (null: _n/a_). The column the
 * specification heads `undefined` is written here as `empty`: its strings (`;color`, `.`, nothing,
 * `?color=`) are exactly what RFC 6570 writes for the empty string (sections 3.2.5, 3.2.7, 3.2.8),
 * while RFC 6570 section 2.3 writes nothing at all for an undefined variable; see the "undefined
 * values" tests below for null and undefined.
 */
const TABLE: readonly [style: Style, explode: boolean, row: Readonly<Record<Column, string | null>>][] = [
  [
    "matrix",
    false,
    {
      empty: ";color",
      string: ";color=blue",
      array: ";color=blue,black,brown",
      object: ";color=R,100,G,200,B,150",
    },
  ],
  [
    "matrix",
    true,
    {
      empty: ";color",
      string: ";color=blue",
      array: ";color=blue;color=black;color=brown",
      object: ";R=100;G=200;B=150",
    },
  ],
  ["label", false, { empty: ".", string: ".blue", array: ".blue,black,brown", object: ".R,100,G,200,B,150" }],
  ["label", true, { empty: ".", string: ".blue", array: ".blue.black.brown", object: ".R=100.G=200.B=150" }],
  ["simple", false, { empty: "", string: "blue", array: "blue,black,brown", object: "R,100,G,200,B,150" }],
  ["simple", true, { empty: "", string: "blue", array: "blue,black,brown", object: "R=100,G=200,B=150" }],
  [
    "form",
    false,
    {
      empty: "?color=",
      string: "?color=blue",
      array: "?color=blue,black,brown",
      object: "?color=R,100,G,200,B,150",
    },
  ],
  [
    "form",
    true,
    {
      empty: "?color=",
      string: "?color=blue",
      array: "?color=blue&color=black&color=brown",
      object: "?R=100&G=200&B=150",
    },
  ],
  [
    "spaceDelimited",
    false,
    { empty: null, string: null, array: "?color=blue%20black%20brown", object: "?color=R%20100%20G%20200%20B%20150" },
  ],
  ["spaceDelimited", true, { empty: null, string: null, array: null, object: null }],
  [
    "pipeDelimited",
    false,
    { empty: null, string: null, array: "?color=blue%7Cblack%7Cbrown", object: "?color=R%7C100%7CG%7C200%7CB%7C150" },
  ],
  ["pipeDelimited", true, { empty: null, string: null, array: null, object: null }],
  ["deepObject", false, { empty: null, string: null, array: null, object: null }],
  [
    "deepObject",
    true,
    { empty: null, string: null, array: null, object: "?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150" },
  ],
];

const PATH_STYLES = new Set(["matrix", "label", "simple"]);

type Style = NonNullable<ParameterStyle["style"]>;

interface Case {
  style: Style;
  explode: boolean;
  column: Column;
  expected: string;
}

const cases: Case[] = [];
const undefinedCases: Omit<Case, "expected">[] = [];
for (const [style, explode, row] of TABLE) {
  for (const column of Object.keys(VALUES) as Column[]) {
    const expected = row[column];
    if (expected === null) undefinedCases.push({ style, explode, column });
    else cases.push({ style, explode, column, expected });
  }
}

/**
 * The URL the example stands for: `/x/c<example>` for a path style (inside a segment: a whole
 * segment may not be left empty, docs/rules.md#any-api), `/x<example>` for a query style.
 */
function expectedUrl({ style, expected }: Case): string {
  return PATH_STYLES.has(style) ? `${BASE}/x/c${expected}` : `${BASE}/x${expected}`;
}

function viaEndpoint({ style, explode, column }: Omit<Case, "expected">): string {
  const value = VALUES[column];
  if (PATH_STYLES.has(style)) {
    const api = createEndpoint({
      baseUrl: BASE,
      styles: { "GET /x/c{color}": { path: { color: { style, explode } } } },
    });
    return api("GET /x/c{color}", { params: { path: { color: value } } }).url;
  }
  const api = createEndpoint({ baseUrl: BASE });
  return api("GET /x", { params: { query: { color: value } }, styles: { query: { color: { style, explode } } } }).url;
}

function viaReference({ style, explode, column }: Omit<Case, "expected">): string {
  const where = PATH_STYLES.has(style) ? "path" : "query";
  const path = where === "path" ? "/x/c{color}" : "/x";
  const result = referenceSerialize(path, [{ name: "color", in: where, style, explode }], {
    [where]: { color: VALUES[column] },
  });
  return BASE + result.url;
}

describe("OpenAPI 3.1.1 Style Examples", () => {
  test("the table has every row and column of the specification", () => {
    expect(TABLE).toHaveLength(14);
    expect(cases.length + undefinedCases.length).toBe(56);
  });

  describe.each(cases)("$style explode=$explode $column", (example) => {
    test(`reference gives ${example.expected || "(empty)"}`, () => {
      expect(viaReference(example)).toBe(expectedUrl(example));
    });
    test(`createEndpoint gives ${example.expected || "(empty)"}`, () => {
      expect(viaEndpoint(example)).toBe(expectedUrl(example));
    });
  });

  test("the empty string as a whole segment is refused: simple leaves it empty, label makes it a dot segment", () => {
    for (const [style, code] of [
      ["simple", "ERR_PARAMETER_MISSING"],
      ["label", "ERR_PATH_TRAVERSAL"],
    ] as const)
      for (const explode of [false, true]) {
        const whole = { "DELETE /x/{color}": { path: { color: { style, explode } } } };
        const api = createEndpoint({ baseUrl: BASE, styles: whole });
        expect(thrown(() => api("DELETE /x/{color}", { params: { path: { color: "" } } })).code).toBe(code);
      }
    // matrix writes ";color" for it: a segment of its own
    const matrix = { "GET /x/{color}": { path: { color: { style: "matrix" as const } } } };
    expect(
      createEndpoint({ baseUrl: BASE, styles: matrix })("GET /x/{color}", { params: { path: { color: "" } } }).url,
    ).toBe(`${BASE}/x/;color`);
    for (const explode of [false, true]) {
      const whole = { "GET /x/{color}": { path: { color: { style: "label" as const, explode } } } };
      const error = thrown(() =>
        createEndpoint({ baseUrl: BASE, styles: whole })("GET /x/{color}", { params: { path: { color: "" } } }),
      );
      expect(error.code).toBe("ERR_PATH_TRAVERSAL");
    }
  });

  describe.each(undefinedCases)("$style explode=$explode $column is n/a", (example) => {
    test("the reference refuses it", () => {
      expect(() => viaReference(example)).toThrow(ReferenceUndefined);
    });
  });

  test("deepObject not exploded is ERR_OPTIONS_INVALID (docs/rules.md#any-api)", () => {
    const error = thrown(() => viaEndpoint({ style: "deepObject", explode: false, column: "object" }));
    expect(error.code).toBe("ERR_OPTIONS_INVALID");
  });
});

describe("undefined values (RFC 6570 section 2.3: null, absent, empty list or object)", () => {
  const undefinedValues: readonly [string, unknown][] = [
    ["null", null],
    ["undefined", undefined],
    ["[]", []],
    ["{}", {}],
  ];
  describe.each(undefinedValues)("%s", (_label, value) => {
    test.each(["form", "spaceDelimited", "pipeDelimited", "deepObject"])("query %s leaves it out", (style) => {
      const explode = style === "form" || style === "deepObject";
      const parameters_ = [
        { name: "color", in: "query", style, explode },
        { name: "other", in: "query" },
      ] as const;
      const reference = referenceSerialize("/x", parameters_, {
        query: { color: value, other: "1" },
      });
      const parameters = { query: { color: value, other: "1" } };
      const url = createEndpoint({ baseUrl: BASE })("GET /x", {
        params: parameters,
        styles: { query: { color: { style: style as "form", explode } } },
      }).url;
      // "other" is a plain form parameter, so the query is not empty either way
      expect(BASE + reference.url).toBe(`${BASE}/x?other=1`);
      expect(url).toBe(`${BASE}/x?other=1`);
    });
    test.each(["simple", "label", "matrix"])("path %s is missing (every path parameter is required)", (style) => {
      expect(() =>
        referenceSerialize("/x/{color}", [{ name: "color", in: "path", style }], { path: { color: value } }),
      ).toThrow(ReferenceUndefined);
      const styles = { "GET /x/{color}": { path: { color: { style: style as "simple" } } } };
      const error = thrown(() =>
        createEndpoint({ baseUrl: BASE, styles })("GET /x/{color}", { params: { path: { color: value } } }),
      );
      expect(error.code).toBe("ERR_PARAMETER_MISSING");
    });
  });
});

describe("Appendix C examples", () => {
  const formulas = { a: "x+y", b: "x/y", c: "x^y" };
  const words = ["math", "is", "fun"];

  test("the RFC 6570 template {?formulas*,words} expands as the appendix shows", () => {
    const variables = {
      formulas: Object.entries(formulas),
      words,
    };
    expect(expandTemplate("{?formulas*,words}", variables)).toBe("?a=x%2By&b=x%2Fy&c=x%5Ey&words=math,is,fun");
  });

  // 3.1.1's YAML gives `words` no `explode`, so form's default (true) would apply, yet its template
  // is `{?formulas*,words}`; the patch releases after 3.1.1 add `explode: false` (OAI pull 4081), as here
  test("RFC6570-Equivalent Expansion", () => {
    const expected = "?a=x%2By&b=x%2Fy&c=x%5Ey&words=math,is,fun";
    const parameters = [
      { name: "formulas", in: "query", explode: true },
      { name: "words", in: "query", explode: false, style: "form" },
    ] as const;
    expect(referenceSerialize("/x", parameters, { query: { formulas, words } }).url).toBe(`/x${expected}`);
    const url = createEndpoint({ baseUrl: BASE })("GET /x", {
      params: { query: { formulas, words } },
      styles: { query: { words: { explode: false } } },
    }).url;
    expect(url).toBe(`${BASE}/x${expected}`);
  });

  test("Expansion with Non-RFC6570-Supported Options (allowReserved, spaceDelimited)", () => {
    const expected = "?a=x%2By&b=x/y&c=x%5Ey&words=math%20is%20fun";
    const parameters = [
      { name: "formulas", in: "query", explode: true, allowReserved: true },
      { name: "words", in: "query", style: "spaceDelimited", explode: false },
    ] as const;
    expect(referenceSerialize("/x", parameters, { query: { formulas, words } }).url).toBe(`/x${expected}`);
    const url = createEndpoint({ baseUrl: BASE })("GET /x", {
      params: { query: { formulas, words } },
      styles: { query: { formulas: { allowReserved: true }, words: { style: "spaceDelimited", explode: false } } },
    }).url;
    expect(url).toBe(`${BASE}/x${expected}`);
  });

  test("Undefined Values and Manual URI Template Construction", () => {
    const data = { formulas: {}, words: ["hello", "world"] };
    const rfc = [
      { name: "formulas", in: "query", explode: true },
      { name: "words", in: "query", explode: false },
    ] as const;
    expect(referenceSerialize("/x", rfc, { query: data }).url).toBe("/x?words=hello,world");
    expect(
      createEndpoint({ baseUrl: BASE })("GET /x", {
        params: { query: data },
        styles: { query: { words: { explode: false } } },
      }).url,
    ).toBe(`${BASE}/x?words=hello,world`);
    const manual = [
      { name: "formulas", in: "query", explode: true, allowReserved: true },
      { name: "words", in: "query", style: "spaceDelimited", explode: false },
    ] as const;
    expect(referenceSerialize("/x", manual, { query: data }).url).toBe("/x?words=hello%20world");
    expect(
      createEndpoint({ baseUrl: BASE })("GET /x", {
        params: { query: data },
        styles: { query: { formulas: { allowReserved: true }, words: { style: "spaceDelimited", explode: false } } },
      }).url,
    ).toBe(`${BASE}/x?words=hello%20world`);
  });

  test("Illegal Variable Names as Parameter Names", () => {
    const expected = "?%E2%9D%A4%EF%B8%8F=love%21";
    expect(referenceSerialize("/x", [{ name: "❤️", in: "query" }], { query: { "❤️": "love!" } }).url).toBe(
      `/x${expected}`,
    );
    expect(createEndpoint({ baseUrl: BASE })("GET /x", { params: { query: { "❤️": "love!" } } }).url).toBe(
      `${BASE}/x${expected}`,
    );
  });
});
