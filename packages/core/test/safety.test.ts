import { describe, expect, it } from "vitest";
import { createEndpoint, EndpointError, endpoint, VERSION } from "../src/index.ts";
import { thrown } from "./thrown.ts";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

const polluted = (): unknown => (({}) as Record<string, unknown>)["polluted"];

describe("safety (docs/rules.md#safety): inputs are never mutated", () => {
  it("works on deep-frozen options for endpoint, merge, defaults and parse", () => {
    const options = deepFreeze({
      org: "o",
      labels: ["a"],
      config: { a: 1 },
      headers: { Authorization: "token x", "X-Undef": undefined },
      mediaType: { format: "raw", previews: ["mercy-preview"] },
      request: { timeout: 1 },
    });
    const snapshot = structuredClone(options);
    expect(() => endpoint("POST /orgs/{org}", options)).not.toThrow();
    expect(() => endpoint("GET /orgs/{org}", options)).not.toThrow();
    const merged = deepFreeze(endpoint.merge("GET /orgs/{org}", options));
    expect(() => endpoint.parse(merged)).not.toThrow();
    expect(() => endpoint.defaults(options)("GET /orgs/{org}", options)).not.toThrow();
    expect(options).toEqual(snapshot);
  });

  it("returns a body object that is not the caller's options", () => {
    const options = { a: { b: 1 } };
    const result = endpoint("POST /x", options);
    expect(result.body).not.toBe(options);
    (result.body as Record<string, unknown>)["c"] = 1;
    expect(options).toEqual({ a: { b: 1 } });
  });
});

describe("safety (docs/rules.md#safety): DEFAULTS cannot be changed from outside", () => {
  it("freezes DEFAULTS all the way down", () => {
    expect(Object.isFrozen(endpoint.DEFAULTS)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.mediaType.previews)).toBe(true);
    expect(() => {
      (endpoint.DEFAULTS as { baseUrl: string }).baseUrl = "https://evil.example";
    }).toThrow(TypeError);
  });

  it("is not reachable through merged options or results", () => {
    const merged = endpoint.merge("GET /x");
    merged.headers["accept"] = "changed";
    merged.mediaType.previews.push("changed");
    endpoint("GET /x").headers["user-agent"] = "changed";
    expect(endpoint("GET /x").headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": `scope-endpoint.js/${VERSION}`,
    });
    expect(endpoint.DEFAULTS.mediaType.previews).toEqual([]);
  });

  it("does not share objects with the options given to defaults()", () => {
    const given = { headers: { authorization: "token a" }, labels: ["a"], config: { deep: { x: 1 } } };
    const withDefaults = endpoint.defaults(given);
    given.headers.authorization = "token changed";
    given.labels.push("changed");
    given.config.deep.x = 2;
    expect(withDefaults.DEFAULTS.headers["authorization"]).toBe("token a");
    expect(withDefaults.DEFAULTS["labels"]).toEqual(["a"]);
    expect(withDefaults.DEFAULTS["config"]).toEqual({ deep: { x: 1 } });
  });

  it("keeps a parent's DEFAULTS when a child is made or used", () => {
    const parent = endpoint.defaults({ headers: { "x-a": "1" } });
    const child = parent.defaults({ headers: { "x-a": "2", "x-b": "3" } });
    child("GET /x");
    expect(parent.DEFAULTS.headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": `scope-endpoint.js/${VERSION}`,
      "x-a": "1",
    });
  });

  it("gives each merge() call its own copies of default values", () => {
    const withList = endpoint.defaults({ labels: ["a"], config: { a: 1 } });
    const first = withList.merge("GET /x");
    (first["labels"] as string[]).push("b");
    (first["config"] as Record<string, number>)["b"] = 2;
    expect(withList.merge("GET /x")["labels"]).toEqual(["a"]);
    expect(withList.merge("GET /x")["config"]).toEqual({ a: 1 });
  });

  it("freezes a Date in the defaults and copies bytes: no result or DEFAULTS reader can change what later requests send", () => {
    const since = new Date(0);
    const bytes = new Uint8Array([1, 2]);
    const dated = endpoint.defaults({ since, data: bytes });
    since.setTime(5);
    bytes[0] = 9;
    const frozen = dated.DEFAULTS["since"] as Date;
    expect([Object.isFrozen(frozen), frozen.getTime()]).toEqual([true, 0]);
    expect(() => frozen.setTime(1)).toThrow(TypeError);
    const first = dated("POST /x");
    (first.body as Uint8Array)[1] = 7;
    (dated.DEFAULTS.data as Uint8Array)[1] = 8;
    expect(dated("POST /x").body).toEqual(new Uint8Array([1, 2]));
    expect(endpoint.defaults({ since })("GET /x{?since}").url).toBe(
      "https://api.github.com/x?since=1970-01-01T00%3A00%3A00.005Z",
    );
    expect(dated("POST /x{?since}").url).toBe("https://api.github.com/x?since=1970-01-01T00%3A00%3A00.000Z");
    expect(dated.merge("GET /x")["since"]).not.toBe(frozen);
  });

  it("keeps class instances such as an AbortSignal by reference in defaults", () => {
    const { signal } = new AbortController();
    expect(endpoint.defaults({ request: { signal } })("GET /x").request?.signal).toBe(signal);
    expect(Object.isFrozen(signal)).toBe(false);
  });
});

describe("safety (docs/rules.md#safety): __proto__, constructor and prototype never pollute", () => {
  const attacks = [
    JSON.parse('{"__proto__": {"polluted": "yes"}}'),
    JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
    JSON.parse('{"prototype": {"polluted": "yes"}}'),
  ] as Record<string, unknown>[];

  it.each(attacks)("as options, parameters and nested values: %j", (attack) => {
    // a nested object has no text form in a query, so GET may refuse it: with an EndpointError, never pollution
    try {
      endpoint("GET /x", attack);
    } catch (error) {
      expect(error).toBeInstanceOf(EndpointError);
    }
    endpoint("POST /x", { ...attack, config: attack });
    // an object is no header value: refused, and the names themselves are ordinary headers
    expect(() => endpoint.merge("GET /x", { headers: attack as never })).toThrow(EndpointError);
    endpoint.merge("GET /x", { headers: JSON.parse('{"__proto__": "a", "constructor": "b", "prototype": "c"}') });
    endpoint.defaults(attack).defaults({ config: attack, request: attack })("POST /x", { config: attack });
    expect(polluted()).toBeUndefined();
  });

  it("keeps __proto__ as an ordinary own key of the body", () => {
    const { body } = endpoint("POST /x", JSON.parse('{"__proto__": {"a": 1}}'));
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body as object)).toEqual(["__proto__"]);
  });

  it("keeps a __proto__ parameter set through defaults() as an ordinary parameter", () => {
    const withProto = endpoint.defaults(JSON.parse('{"__proto__": {"a": 1}}'));
    for (const merged of [withProto.merge("POST /x"), withProto.DEFAULTS]) {
      expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
      expect(Object.hasOwn(merged, "__proto__")).toBe(true);
    }
    expect(Object.keys(withProto("POST /x").body as object)).toEqual(["__proto__"]);
  });

  it("keeps a __proto__ header as an ordinary header", () => {
    const { headers } = endpoint("GET /x", { headers: JSON.parse('{"__proto__": "x"}') });
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.hasOwn(headers, "__proto__")).toBe(true);
  });

  it("does not read template variables from the prototype chain", () => {
    expect(endpoint("POST /x/a{toString}{?hasOwnProperty}").url).toBe("https://api.github.com/x/a");
    expect(thrown(() => endpoint("POST /x/{toString}")).code).toBe("ERR_PARAMETER_MISSING");
  });

  it("rejects options whose prototype is not Object.prototype, so inherited values cannot sneak in", () => {
    expect(() => endpoint("GET /{org}", Object.create({ org: "inherited" }))).toThrow(
      /options: expected a plain object/,
    );
  });
});

describe("safety (docs/rules.md#safety): keys set on Object.prototype by other code are never read", () => {
  const KEYS = [
    "data",
    "request",
    "keepSlashes",
    "querySerializer",
    "mediaType",
    "headers",
    "method",
    "url",
    "baseUrl",
    "timeout",
    "signal",
  ];
  const NESTED = [
    "format",
    "previews",
    "array",
    "object",
    "allowReserved",
    "style",
    "explode",
    "content-type",
    "content-length",
    "transfer-encoding",
    "accept",
  ];
  const calls: [string, () => unknown][] = [
    [
      "a GET with a query",
      () => endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["a", "b"], state: "open" }),
    ],
    [
      "a POST with a JSON body",
      () => endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }),
    ],
    [
      "a POST with data",
      () => endpoint("POST /markdown/raw", { data: "# hi", headers: { "content-type": "text/plain" } }),
    ],
    [
      "query styles",
      () =>
        endpoint("GET /x", {
          ids: [1, 2],
          filter: { a: "b" },
          querySerializer: { array: { style: "form", explode: true } },
        }),
    ],
    [
      "createEndpoint styles",
      () =>
        createEndpoint({
          baseUrl: "https://h",
          styles: { "GET /x/{id}": { path: { id: { style: "label" } }, query: { ids: { style: "pipeDelimited" } } } },
        })("GET /x/{id}", {
          params: { path: { id: [1, 2] }, query: { ids: [1, 2], tags: ["a"] }, header: { "x-a": { k: "v" } } },
        }),
    ],
    ["a media type", () => endpoint("GET /x", { mediaType: { format: "raw" } })],
    ["request", () => endpoint("GET /x", { request: { retries: 1 } })],
    ["defaults and merge", () => endpoint.defaults({ headers: { "x-a": "1" } }).merge("POST /x", { a: 1 })],
  ];

  it.each(calls)("%s: the same result with Object.prototype polluted", (_, call) => {
    const clean = call();
    const prototype = Object.prototype as Record<string, unknown>;
    let polluted: unknown;
    try {
      for (const key of KEYS)
        prototype[key] = { timeout: 1, format: "evil", previews: ["evil"], array: { style: "pipeDelimited" } };
      for (const key of NESTED) prototype[key] = key === "allowReserved" || key === "explode" ? true : "evil";
      polluted = call();
    } finally {
      for (const key of [...KEYS, ...NESTED]) delete prototype[key];
    }
    expect(polluted).toEqual(clean);
  });
});

describe("safety (docs/rules.md#safety): request is copied as it is read", () => {
  it("copies a class instance like a plain object: a getter on its prototype is not read twice, or at all", () => {
    let reads = 0;
    class Meta {
      retries = 2;
      get timeout(): number {
        return reads++ === 0 ? 1000 : 1;
      }
    }
    const { request } = endpoint("GET /x", { request: new Meta() as never });
    expect(request).toEqual({ retries: 2 });
    expect(Object.getPrototypeOf(request)).toBe(Object.prototype);
    expect(reads).toBe(0);
  });
});

describe("Safety: endpoint's members are read-only", () => {
  it.each(["DEFAULTS", "defaults", "merge", "parse"] as const)(
    "throws a TypeError on endpoint.%s = ..., keeping it",
    (member) => {
      const before = endpoint[member];
      expect(() => {
        (endpoint as unknown as Record<string, unknown>)[member] = {};
      }).toThrow(TypeError);
      expect(endpoint[member]).toBe(before);
    },
  );

  it("throws for the members of a defaults() function too", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
    expect(() => {
      (ghe as unknown as Record<string, unknown>)["DEFAULTS"] = {};
    }).toThrow(TypeError);
    expect(ghe.DEFAULTS.baseUrl).toBe("https://ghe.example/api/v3");
  });
});

describe("Safety: options too deep to copy, or cyclic", () => {
  /** An object nested `depth` levels deep: { a: { a: ... } }. */
  function nested(depth: number): Record<string, unknown> {
    let value: Record<string, unknown> = {};
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }
  const cyclic = (): Record<string, unknown> => {
    const value: Record<string, unknown> = { a: 1 };
    value["self"] = value;
    return value;
  };

  it.each([
    ["a JSON body parameter 1e5 deep in merge()", () => endpoint.merge("POST /x", { deep: nested(1e5) })],
    ["a JSON body parameter 1e5 deep in defaults()", () => endpoint.defaults({ deep: nested(1e5) })],
    ["a list 1e5 deep in merge()", () => endpoint.merge("POST /x", { deep: [nested(1e5)] })],
    ["request 1e5 deep in merge()", () => endpoint.merge("GET /x", { request: nested(1e5) })],
    ["data 1e5 deep in defaults()", () => endpoint.defaults({ data: nested(1e5) })],
    ["a cycle in defaults()", () => endpoint.defaults({ config: cyclic() })],
    ["a cycle in merge()", () => endpoint.merge("POST /x", { config: cyclic() })],
    ["a cycle in request in defaults()", () => endpoint.defaults({ request: { config: cyclic() } })],
  ])("refuses %s with ERR_OPTIONS_INVALID, not a RangeError", (_, call) => {
    expect(thrown(call).code).toBe("ERR_OPTIONS_INVALID");
  });

  it("merges a deep parameter over an equally deep default, or refuses it with ERR_OPTIONS_INVALID: never a RangeError", () => {
    const outcomes = [1_000, 4_000, 8_000, 16_000].map((depth) => {
      try {
        endpoint.defaults({ config: nested(depth) }).defaults({ config: nested(depth) })("POST /x");
        endpoint.defaults({ config: nested(depth) }).merge("POST /x", { config: nested(depth) });
        return "merged";
      } catch (error) {
        return error instanceof EndpointError ? error.code : error;
      }
    });
    expect(outcomes[0]).toBe("merged");
    expect(outcomes[3]).toBe("ERR_OPTIONS_INVALID");
    for (const outcome of outcomes) expect(["merged", "ERR_OPTIONS_INVALID"]).toContain(outcome);
  });

  it("refuses a revoked Proxy as options, headers or request with ERR_OPTIONS_INVALID, not a TypeError", () => {
    const revoked = () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    };
    expect(thrown(() => endpoint("GET /x", revoked())).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint(revoked() as never)).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint("GET /x", { headers: revoked() })).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint("GET /x", { request: revoked() })).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint.defaults(revoked())).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint.parse(revoked() as never)).code).toBe("ERR_OPTIONS_INVALID");
  });

  it("passes an error thrown by a getter in nested options through unchanged", () => {
    const boom = new Error("getter failed");
    const config = Object.defineProperty({}, "x", {
      enumerable: true,
      get: () => {
        throw boom;
      },
    });
    expect(() => endpoint.defaults({ config })).toThrow(boom);
  });

  it("leaves DEFAULTS as they were after refusing", () => {
    const withDefaults = endpoint.defaults({ config: { a: 1 } });
    expect(thrown(() => withDefaults.defaults({ config: cyclic() })).code).toBe("ERR_OPTIONS_INVALID");
    expect(withDefaults.DEFAULTS["config"]).toEqual({ a: 1 });
  });

  it("returns options for a JSON body 1e5 deep in endpoint(): the core does not walk the caller's bodies", () => {
    const deep = nested(1e5);
    const request = endpoint("POST /x", { deep });
    expect((request.body as { deep: unknown }).deep).toBe(deep);
    const config = cyclic();
    expect((endpoint("POST /x", { config }).body as { config: unknown }).config).toBe(config);
  });
});
