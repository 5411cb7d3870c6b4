import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEndpoint, endpoint, type EndpointOptions } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#query-styles, row by row: { a: [1, 2] } and { o: { k: "v", l: "w" } }
const query = (querySerializer: unknown, params: EndpointOptions, route = "GET /x") =>
  endpoint(route, { baseUrl: "", querySerializer, ...params } as EndpointOptions).url;
const LIST = { a: [1, 2] };
const OBJECT = { o: { k: "v", l: "w" } };

describe("the styles table", () => {
  it.each([
    ["none (default)", undefined, "/x?a=1,2", "/x?o=k,v,l,w"],
    [
      'array: { style: "form", explode: true }',
      { array: { style: "form", explode: true } },
      "/x?a=1&a=2",
      "/x?o=k,v,l,w",
    ],
    ['array: { style: "spaceDelimited" }', { array: { style: "spaceDelimited" } }, "/x?a=1%202", "/x?o=k,v,l,w"],
    ['array: { style: "pipeDelimited" }', { array: { style: "pipeDelimited" } }, "/x?a=1%7C2", "/x?o=k,v,l,w"],
    [
      'object: { style: "form", explode: true }',
      { object: { style: "form", explode: true } },
      "/x?a=1,2",
      "/x?k=v&l=w",
    ],
    [
      'object: { style: "deepObject", explode: true }',
      { object: { style: "deepObject", explode: true } },
      "/x?a=1,2",
      "/x?o%5Bk%5D=v&o%5Bl%5D=w",
    ],
  ])("writes %s as the table says", (_, serializer, list, object) => {
    expect(query(serializer, LIST)).toBe(list);
    expect(query(serializer, OBJECT)).toBe(object);
  });

  it("leaves reserved characters raw in values with allowReserved: true", () => {
    expect(query({ allowReserved: true }, { s: "a/b:c,d?e@f" })).toBe("/x?s=a/b:c,d?e@f");
    expect(query(undefined, { s: "a/b:c,d?e@f" })).toBe("/x?s=a%2Fb%3Ac%2Cd%3Fe%40f");
    expect(query({ allowReserved: true }, LIST)).toBe("/x?a=1,2");
  });

  it("writes the function's result, dropping a leading ?", () => {
    expect(query(() => "?z=1", LIST)).toBe("/x?z=1");
    expect(query(() => "z=1", LIST)).toBe("/x?z=1");
    expect(query(() => "", LIST)).toBe("/x");
  });
});

describe("partial settings", () => {
  it("keep the default for what they leave out", () => {
    expect(query({ array: { style: "form" } }, LIST)).toBe("/x?a=1,2");
    expect(query({ array: { style: "form", explode: false } }, LIST)).toBe("/x?a=1,2");
    expect(query({ object: { style: "form" } }, OBJECT)).toBe("/x?o=k,v,l,w");
    expect(query({ array: { style: "pipeDelimited" } }, { ...LIST, ...OBJECT })).toBe("/x?a=1%7C2&o=k,v,l,w");
  });

  it("refuse deepObject without explode: true", () => {
    expect(thrown(() => query({ object: { style: "deepObject" } }, OBJECT)).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => query({ object: { style: "deepObject", explode: false } }, OBJECT)).code).toBe(
      "ERR_OPTIONS_INVALID",
    );
    expect(
      thrown(() => endpoint.defaults({ querySerializer: { object: { style: "deepObject" } } } as EndpointOptions)).code,
    ).toBe("ERR_OPTIONS_INVALID");
  });

  it.each([
    ["an unknown array style", { array: { style: "deepObject", explode: true } }],
    ["an unknown object style", { object: { style: "pipeDelimited" } }],
    ["a non-boolean explode", { array: { style: "form", explode: "yes" } }],
    ["a non-boolean allowReserved", { allowReserved: 1 }],
    ["a string", "form"],
    ["null", null],
  ])("refuse %s", (_, serializer) => {
    expect(thrown(() => query(serializer, LIST)).code).toBe("ERR_OPTIONS_INVALID");
  });
});

describe("styled members", () => {
  it("leave out null and undefined members, and a list or object left with none", () => {
    expect(query({ array: { style: "pipeDelimited" } }, { a: [1, null, 2, undefined] })).toBe("/x?a=1%7C2");
    expect(query({ array: { style: "spaceDelimited" } }, { a: [], b: [null] })).toBe("/x");
    expect(query({ object: { style: "deepObject", explode: true } }, { o: { k: null, l: "w" }, p: { k: null } })).toBe(
      "/x?o%5Bl%5D=w",
    );
  });

  it("keep reserved characters raw with allowReserved, whatever the style", () => {
    expect(query({ array: { style: "pipeDelimited" }, allowReserved: true }, { a: ["x/y", "z:"] })).toBe(
      "/x?a=x/y%7Cz:",
    );
    expect(query({ array: { style: "spaceDelimited" } }, { a: ["x/y", "z:"] })).toBe("/x?a=x%2Fy%20z%3A");
    expect(query({ object: { style: "deepObject", explode: true }, allowReserved: true }, { o: { "k/": "v/" } })).toBe(
      "/x?o%5Bk%2F%5D=v/",
    );
  });
});

describe("a querySerializer kind given as undefined", () => {
  it("is not given: that kind keeps its default", () => {
    expect(query({ array: undefined, object: { style: "deepObject", explode: true } }, { ...LIST, ...OBJECT })).toBe(
      "/x?a=1,2&o%5Bk%5D=v&o%5Bl%5D=w",
    );
  });
});

describe("deepObject nesting (docs/rules.md#any-api: where OpenAPI leaves it undefined)", () => {
  const DEEP = { object: { style: "deepObject", explode: true } };
  // Stripe's form bodies and queries: shipping[address][city], line_items[0][price], expand[]
  const NESTED = {
    o: {
      address: { city: "Paris", line: ["1 rue", "bis"] },
      items: [{ price: "p_1", quantity: 2 }, null, { price: "p_2" }],
      grid: [[1, 2], []],
      empty: { none: null, list: [] },
      blank: "",
    },
  };
  const NESTED_QUERY =
    "o%5Baddress%5D%5Bcity%5D=Paris&o%5Baddress%5D%5Bline%5D%5B%5D=1%20rue&o%5Baddress%5D%5Bline%5D%5B%5D=bis" +
    "&o%5Bitems%5D%5B0%5D%5Bprice%5D=p_1&o%5Bitems%5D%5B0%5D%5Bquantity%5D=2&o%5Bitems%5D%5B2%5D%5Bprice%5D=p_2" +
    "&o%5Bgrid%5D%5B0%5D%5B%5D=1&o%5Bgrid%5D%5B0%5D%5B%5D=2&o%5Bblank%5D=";

  it("writes a nested object by its bracketed path, a list of values with [], a list of lists or objects by index", () => {
    expect(query(DEEP, NESTED)).toBe(`/x?${NESTED_QUERY}`);
    const api = createEndpoint({ styles: { "GET /x": { query: { o: { style: "deepObject" } } } } });
    expect(api("GET /x", { params: { query: NESTED } }).url).toBe(`/x?${NESTED_QUERY}`);
  });

  it("keeps reserved characters raw in nested values with allowReserved, never in keys", () => {
    expect(query({ ...DEEP, allowReserved: true }, { o: { "a/": { "b:": "c/d" } } })).toBe(
      "/x?o%5Ba%2F%5D%5Bb%3A%5D=c/d",
    );
  });

  it("refuses a value nested deeper than 32 levels, or a cycle, naming the parameter", () => {
    let deep: Record<string, unknown> = { leaf: "v" };
    for (let i = 0; i < 32; i++) deep = { d: deep };
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const o of [deep, cycle]) {
      const error = thrown(() => query(DEEP, { o }));
      expect([error.code, error.message]).toEqual([
        "ERR_VALUE_INVALID",
        'Parameter "o": object nested deeper than 32 levels',
      ]);
    }
    let fits: Record<string, unknown> = { leaf: "v" };
    for (let i = 0; i < 30; i++) fits = { d: fits };
    expect(query(DEEP, { o: fits })).toBe(`/x?o${"%5Bd%5D".repeat(30)}%5Bleaf%5D=v`);
  });

  it("still refuses a list or object nested in a list or object in every other style", () => {
    expect(thrown(() => query({ object: { style: "form", explode: true } }, { o: { a: { b: 1 } } })).code).toBe(
      "ERR_VALUE_INVALID",
    );
    expect(thrown(() => query({ array: { style: "pipeDelimited" } }, { a: [[1]] })).code).toBe("ERR_VALUE_INVALID");
  });
});

describe("a querySerializer function", () => {
  it("gets no parameter whose value is undefined (not given)", () => {
    const keys = (query: Record<string, unknown>) => Object.keys(query).join(",");
    expect(endpoint("GET /x", { baseUrl: "", a: undefined, b: 1, querySerializer: keys }).url).toBe("/x?b");
  });

  it("gets only the leftover parameters: no template variable, no option", () => {
    const seen: Record<string, unknown>[] = [];
    const url = endpoint("GET /repos/{owner}{?page}", {
      owner: "o",
      page: 2,
      labels: ["bug"],
      empty: null,
      baseUrl: "",
      headers: { "x-a": "1" },
      mediaType: { format: "raw" },
      request: { timeout: 5 },
      keepSlashes: ["owner"],
      querySerializer: (leftover: Record<string, unknown>) => {
        seen.push(leftover);
        return "q=1";
      },
    } as never).url;
    expect(seen).toEqual([{ labels: ["bug"], empty: null }]);
    expect(url).toBe("/repos/o?page=2&q=1");
  });

  it.each([
    ["a number", 5],
    ["undefined", undefined],
    ["an object", { a: 1 }],
  ])("is refused when it returns %s", (_, result) => {
    expect(thrown(() => query(() => result, LIST)).code).toBe("ERR_OPTIONS_INVALID");
  });

  it("joins an existing query with & and keeps the fragment last", () => {
    expect(query(() => "?y=2", LIST, "GET /x?z=1#f")).toBe("/x?z=1&y=2#f");
  });
});

describe("what querySerializer leaves alone", () => {
  it("never appears in the query, the body or as a parameter", () => {
    const serializer = { array: { style: "form", explode: true } };
    expect(query(serializer, {})).toBe("/x");
    expect(endpoint("POST /x", { querySerializer: serializer, a: [1, 2] } as EndpointOptions).body).toEqual({
      a: [1, 2],
    });
    expect(endpoint("POST /x", { querySerializer: () => "z=1", a: 1 } as EndpointOptions).url).toBe(
      "https://api.github.com/x",
    );
  });

  it("does not change template variables", () => {
    const styles = { array: { style: "form", explode: true } };
    expect(query(styles, { a: [1, 2], b: [1, 2] }, "GET /x{?a}")).toBe("/x?a=1,2&b=1&b=2");
    expect(query({ array: { style: "pipeDelimited" } }, { a: [1, 2], b: [1, 2] }, "GET /x/{a}")).toBe("/x/1,2?b=1%7C2");
  });

  it("applies to HEAD as to GET", () => {
    expect(query({ array: { style: "pipeDelimited" } }, LIST, "HEAD /x")).toBe("/x?a=1%7C2");
  });
});

describe("querySerializer through defaults()", () => {
  it("merges array and object settings separately", () => {
    const exploded = endpoint.defaults({
      querySerializer: { array: { style: "form", explode: true } },
    } as EndpointOptions);
    const url = exploded("GET /x", {
      ...LIST,
      ...OBJECT,
      baseUrl: "",
      querySerializer: { object: { style: "deepObject", explode: true } },
    } as EndpointOptions).url;
    expect(url).toBe("/x?a=1&a=2&o%5Bk%5D=v&o%5Bl%5D=w");
  });

  it("lets a call's function replace default styles, and styles replace a default function", () => {
    const piped = endpoint.defaults({
      querySerializer: { array: { style: "pipeDelimited", explode: false } },
    } as EndpointOptions);
    expect(piped("GET /x", { ...LIST, baseUrl: "", querySerializer: () => "f=1" } as EndpointOptions).url).toBe(
      "/x?f=1",
    );
    const custom = endpoint.defaults({ querySerializer: () => "f=1" } as EndpointOptions);
    expect(
      custom("GET /x", {
        ...LIST,
        baseUrl: "",
        querySerializer: { array: { style: "pipeDelimited", explode: false } },
      } as EndpointOptions).url,
    ).toBe("/x?a=1%7C2");
  });
});

describe("issue 13: rules the first version missed", () => {
  // docs/rules.md#query-styles: "Anything else is ERR_OPTIONS_INVALID"; these are silently ignored or read as a shorthand
  it.each([
    ["a misspelt key", { arrays: { style: "form", explode: true } }],
    ["a style given as a bare string", { array: "pipeDelimited" }],
  ])("refuses %s", (_, querySerializer) => {
    expect(thrown(() => endpoint("GET /x", { a: [1, 2], querySerializer: querySerializer as never })).code).toBe(
      "ERR_OPTIONS_INVALID",
    );
  });
});

describe("numbers (docs/rules.md#url-templates)", () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "refuses %s in the path, the query, {?x} and a JSON body",
    (n) => {
      expect(thrown(() => endpoint("GET /x/{n}", { n })).code).toBe("ERR_VALUE_INVALID");
      expect(thrown(() => endpoint("GET /x", { n })).code).toBe("ERR_VALUE_INVALID");
      expect(thrown(() => endpoint("GET /x{?n}", { n })).code).toBe("ERR_VALUE_INVALID");
      expect(thrown(() => endpoint("GET /x", { n: [1, n] })).code).toBe("ERR_VALUE_INVALID");
      expect(thrown(() => endpoint("POST /x", { n })).code).toBe("ERR_VALUE_INVALID");
    },
  );

  it("writes a number with an exponent the same way as a leftover parameter and in {?x}: its + encoded", () => {
    for (const n of [1e21, 1.5e-7, -2e30]) {
      const leftover = endpoint("GET /x", { n }).url;
      expect(leftover).toBe(endpoint("GET /x{?n}", { n }).url);
      expect(new URL(leftover).searchParams.get("n")).toBe(String(n));
    }
  });
});

describe("what a query carries raw (docs/rules.md#what-a-query-carries-raw)", () => {
  const reserved = { querySerializer: { allowReserved: true } } as const;
  const neutral = createEndpoint({
    baseUrl: "https://api.example",
    styles: { "GET /x": { query: { v: { allowReserved: true }, l: { allowReserved: true, style: "pipeDelimited" } } } },
  });
  // every printable ASCII character, a space, a tab and some beyond ASCII
  const char = fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\t", "\u00e9", "\u{1F600}"),
  );
  const text = fc.array(char, { maxLength: 16 }).map((chars) => chars.join(""));

  it("writes only what a WHATWG URL parser leaves as it is, so every client sends what the core returns", () => {
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), (v, l) => {
        for (const url of [
          endpoint("GET /x", {
            v,
            l,
            querySerializer: { allowReserved: true, array: { style: "pipeDelimited", explode: false } },
          }).url,
          endpoint("GET /x", { v, l }).url,
          neutral("GET /x", { params: { query: { v, l } } }).url,
        ])
          expect(new URL(url).href).toBe(url);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps the query's structure: a value without % reads back as it was", () => {
    fc.assert(
      fc.property(
        text.filter((v) => !v.includes("%")),
        (v) => {
          for (const url of [
            endpoint("GET /x", { v, ...reserved }).url,
            neutral("GET /x", { params: { query: { v } } }).url,
          ])
            expect([...new URL(url).searchParams]).toEqual([["v", v]]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("encodes ' under allowReserved, which every client rewrites as %27", () => {
    expect(endpoint("GET /x", { next: "it's/a:b@c", ...reserved }).url).toBe(
      "https://api.github.com/x?next=it%27s/a:b@c",
    );
    expect(neutral("GET /x", { params: { query: { v: "it's/a:b@c" } } }).url).toBe(
      "https://api.example/x?v=it%27s/a:b@c",
    );
  });

  it("keeps the q rule over allowReserved: only + stays raw in q", () => {
    expect(endpoint("GET /search", { q: "repo:o/r is:open+label:bug's", ...reserved }).url).toBe(
      "https://api.github.com/search?q=repo%3Ao%2Fr%20is%3Aopen+label%3Abug%27s",
    );
  });
});
