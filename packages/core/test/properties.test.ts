import { endpoint as reference } from "@octokit/endpoint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EndpointError, endpoint, type RequestOptions } from "../src/index.ts";

const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
// values: any well-formed unicode text (lone surrogates are their own error case)
const text = fc.string({ unit: "grapheme", maxLength: 12 });
const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.bigInt({ min: 0n, max: 2n ** 70n }));
const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "get", "post");

/** A route of literal segments, {name} and :name placeholders, plus parameters for them and extra ones. */
const call = fc
  .record({
    method,
    segments: fc.array(
      fc.oneof(
        word.map((w) => ({ literal: w })),
        word.map((w) => ({ brace: w })),
        word.map((w) => ({ colon: w })),
      ),
      {
        maxLength: 5,
      },
    ),
    values: fc.dictionary(word, scalar, { maxKeys: 6 }),
    headers: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/), fc.stringMatching(/^[ -~]{0,10}$/), {
      maxKeys: 3,
    }),
  })
  .map(({ method, segments, values, headers }) => {
    const url = `/${segments.map((s) => ("literal" in s ? s.literal : "brace" in s ? `{${s.brace}}` : `:${s.colon}`)).join("/")}`;
    const params: Record<string, unknown> = { ...values, headers };
    for (const s of segments) {
      const name = "brace" in s ? s.brace : "colon" in s ? s.colon : undefined;
      if (name !== undefined && !(name in params)) params[name] = "v";
    }
    return { route: `${method} ${url}`, params };
  });

// Keys the core treats specially, and values of every kind JavaScript has (boxed, null-prototype, Map, typed arrays, ...)
const garbageKey = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "url",
    "method",
    "baseUrl",
    "headers",
    "data",
    "mediaType",
    "request",
    "q",
  ),
);
const garbage = fc.anything({
  key: garbageKey,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withTypedArray: true,
  withSparseArray: true,
});

describe("property tests (fast-check)", () => {
  it("endpoint(x) deep-equals parse(merge(x)) (docs/rules.md#merging)", () => {
    fc.assert(
      fc.property(call, ({ route, params }) => {
        expect(endpoint(route, params)).toEqual(endpoint.parse(endpoint.merge(route, params)));
      }),
    );
  });

  it("returns only lowercase header names", () => {
    fc.assert(
      fc.property(call, ({ route, params }) => {
        for (const name of Object.keys(endpoint(route, params).headers)) expect(name).toBe(name.toLowerCase());
      }),
    );
  });

  it("returns a url without templates unchanged but for baseUrl", () => {
    // RFC 3986 unreserved and reserved characters, without { }, and starting with one / (the join
    // rule puts exactly one / between baseUrl and the path)
    const literal = fc
      .stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=@?#[\]][A-Za-z0-9\-._~!$&'()*+,;=@/?#[\]]{0,30}$/)
      .map((path) => `/${path}`);
    fc.assert(
      fc.property(literal, (url) => {
        expect(endpoint({ method: "POST", url }).url).toBe(`https://api.github.com${url}`);
      }),
    );
  });

  it("round-trips random parameter values through decodeURIComponent, in the path and in the query", () => {
    fc.assert(
      // "." and ".." are refused in a path (docs/rules.md#dot-segments), tested in test/template/dot-segments.test.ts
      fc.property(
        text.filter((value) => value !== "." && value !== ".."),
        text,
        (pathValue, queryValue) => {
          const { url } = endpoint("GET /x/{p}", { p: pathValue, v: queryValue });
          const match = /^https:\/\/api\.github\.com\/x\/([^/?]*)\?v=(.*)$/.exec(url);
          expect(match).not.toBeNull();
          expect(decodeURIComponent(match?.[1] ?? "")).toBe(pathValue);
          expect(decodeURIComponent(match?.[2] ?? "")).toBe(queryValue);
        },
      ),
    );
  });

  it("either returns request options or throws EndpointError for garbage input, nothing else", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), garbage),
        fc.oneof(garbage, fc.object({ key: garbageKey, values: [garbage] })),
        (route, options) => {
          try {
            const result = endpoint(route as string, options as never);
            expect(typeof result.url).toBe("string");
          } catch (error) {
            expect(error).toBeInstanceOf(EndpointError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("either returns or throws EndpointError for garbage templates and values", () => {
    const templateChars = fc.constantFrom(..."{}:/?#&=,*+.;%!@| a1_é");
    fc.assert(
      fc.property(
        fc.array(templateChars, { maxLength: 20 }),
        fc.dictionary(fc.constantFrom("a", "b", "a1"), fc.anything()),
        (chars, values) => {
          try {
            endpoint({ method: "GET", url: chars.join(""), ...values });
          } catch (error) {
            expect(error).toBeInstanceOf(EndpointError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// defaults() levels and calls with what merge() treats specially: plain-object and array parameters,
// headers (null removes), mediaType, undefined values, option keys, __proto__ and integer-like keys
const specialKey = fc.oneof(
  { arbitrary: word, weight: 5 },
  { arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "1", "10", "q", "data"), weight: 4 },
  { arbitrary: fc.constantFrom("method", "baseUrl", "request"), weight: 1 },
);
const flatValue = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant(null));
const paramValue = fc.oneof(
  { arbitrary: flatValue, weight: 8 },
  { arbitrary: fc.array(text, { maxLength: 2 }), weight: 1 },
  { arbitrary: fc.dictionary(specialKey, flatValue, { maxKeys: 2 }), weight: 1 },
);
const headerName = fc.constantFrom("accept", "Accept", "content-type", "Content-Type", "x-a", "X-A");
const layer = fc.record(
  {
    params: fc.dictionary(specialKey, paramValue, { maxKeys: 4 }),
    headers: fc.dictionary(
      headerName,
      fc.constantFrom(undefined, null, "text/plain", "application/vnd.github.v3+json", 3),
      { maxKeys: 3 },
    ),
    mediaType: fc.record(
      {
        format: fc.constantFrom("", "raw", "diff"),
        previews: fc.array(fc.constantFrom("a", "b-preview", "mercy"), { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    url: fc.constantFrom("/x", "/x/{a}{?b}", "https://u.example/{a}"),
  },
  { requiredKeys: ["params"] },
);
const toOptions = ({ params, ...options }: Record<string, unknown>): Record<string, unknown> => {
  const result = { ...options };
  for (const [key, value] of Object.entries(params as object))
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  return result;
};
/** The result, or the code of the EndpointError it threw; JSON keeps key order, which toEqual ignores. */
const outcome = (run: () => unknown): string => {
  try {
    return JSON.stringify(run());
  } catch (error) {
    return `throws ${(error as EndpointError).code}`;
  }
};

describe("endpoint() under defaults() (the direct path and merge() agree)", () => {
  it("gives exactly parse(merge(x)), key order and errors included", () => {
    fc.assert(
      fc.property(
        fc.array(layer, { maxLength: 2 }),
        fc.constantFrom("GET /x/{a}", "POST /x{?b}", "PUT /x", "HEAD /y/:a", "/z", undefined),
        fc.option(layer, { nil: undefined }),
        (levels, route, call) => {
          let api = endpoint;
          for (const level of levels) {
            // defaults() checks what it is given (a request that is no object, say): then there is no call to compare
            const made = outcome(() => {
              api = api.defaults(toOptions(level));
              return "made";
            });
            if (made !== '"made"') {
              expect(made).toMatch(/^throws ERR_/);
              return;
            }
          }
          const options = call === undefined ? undefined : toOptions(call);
          const args = (route === undefined ? [options ?? {}] : [route, options]) as [string, Record<string, unknown>];
          expect(outcome(() => api(...args))).toBe(outcome(() => api.parse(api.merge(...args))));
          expect(Object.prototype).not.toHaveProperty("a");
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/**
 * The reference 7.0.6 as a differential oracle where docs/rules.md is silent, normalising only the
 * differences docs/rules.md lists: the result method is lowercase here, the user-agent names
 * this library, a non-JSON body gets no JSON content-type, and values are encoded per RFC 6570
 * (the reference leaves !'()* raw in a query and joins arrays before encoding their commas).
 */
function normalise(result: Record<string, unknown>): Record<string, unknown> {
  const { method, headers, ...rest } = result as unknown as RequestOptions;
  const { "user-agent": _ua, ...otherHeaders } = headers;
  // header values are trimmed of outer spaces and tabs here (RFC 9110 section 5.5), as fetch and ky send them
  for (const [name, value] of Object.entries(otherHeaders))
    if (typeof value === "string") otherHeaders[name] = value.replace(/^[\t ]+|[\t ]+$/g, "");
  return { ...rest, method: method.toLowerCase(), headers: otherHeaders };
}

const safeText = fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_.~/?#&=+:@$,;é€😀"), maxLength: 10 });
const oracleCall = fc.record({
  method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"),
  path: fc.array(
    fc.oneof(
      word,
      word.map((w) => `{${w}}`),
      word.filter((w) => w.length > 1).map((w) => `:${w}`),
    ),
    { maxLength: 4 },
  ),
  // "." and ".." are refused here (docs/rules.md#dot-segments); the reference sends them
  pathValues: fc.array(
    safeText.filter((v) => v !== "" && v !== "." && v !== ".."),
    { minLength: 4, maxLength: 4 },
  ),
  // option keys and q (a string, below) are not free parameters; the reference throws on a non-string q
  params: fc.dictionary(
    word.filter((w) => !["method", "url", "headers", "request", "q"].includes(w)),
    fc.oneof(safeText, fc.integer(), fc.boolean()),
    {
      maxKeys: 4,
    },
  ),
  q: fc.option(safeText, { nil: undefined }),
  headers: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,8}$/), fc.stringMatching(/^[ -~]{0,10}$/), {
    maxKeys: 3,
  }),
  baseUrl: fc.constantFrom(undefined, "https://ghe.example.com/api/v3"),
});

describe("differential test against @octokit/endpoint 7.0.6", () => {
  it("gives the reference's result on GitHub-shaped calls", () => {
    fc.assert(
      fc.property(oracleCall, ({ method, path, pathValues, params, q, headers, baseUrl }) => {
        const options: Record<string, unknown> = { ...params, headers };
        if (q !== undefined) options["q"] = q;
        if (baseUrl !== undefined) options["baseUrl"] = baseUrl;
        path.forEach((part, i) => {
          const name = part.startsWith("{") ? part.slice(1, -1) : part.startsWith(":") ? part.slice(1) : undefined;
          if (name !== undefined) options[name] = pathValues[i];
        });
        const route = `${method} /${path.join("/")}`;
        expect(normalise(endpoint(route, options) as never)).toEqual(normalise(reference(route, options) as never));
      }),
      { numRuns: 1000 },
    );
  });
});
