import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions } from "../../src/index.ts";

// docs/rules.md#merging: each option is read once and that value is used, so a getter or a Proxy
// cannot pass one value to the check and another to the request

/** An object whose `key` is `safe` on the first read and `hostile` on every later one. */
function flipping<T extends object>(target: T, key: string, safe: unknown, hostile: unknown): T {
  let reads = 0;
  return Object.defineProperty(target, key, { enumerable: true, get: () => (reads++ === 0 ? safe : hostile) });
}

/** A Proxy over `target` whose every property is `safe` on its first read and `hostile` after. */
function flippingProxy(
  target: Record<string, unknown>,
  key: string,
  safe: unknown,
  hostile: unknown,
): Record<string, unknown> {
  let reads = 0;
  return new Proxy(target, {
    get: (object, name, receiver) =>
      name === key ? (reads++ === 0 ? safe : hostile) : Reflect.get(object, name, receiver),
    getOwnPropertyDescriptor: (object, name) =>
      name === key
        ? { value: safe, enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(object, name),
    ownKeys: (object) => [...new Set([...Reflect.ownKeys(object), key])],
  });
}

const INJECTED = "x-injected";

/** Options (with `org`) whose second read of one value is hostile, passed to the core as they are: never spread. */
const cases: [string, () => EndpointOptions][] = [
  ["mediaType.format", () => ({ org: "octokit", mediaType: flipping({}, "format", "raw", `raw\r\n${INJECTED}: 1`) })],
  [
    "mediaType.previews[0]",
    () => ({
      org: "octokit",
      mediaType: { previews: flipping([] as string[], "0", "mercy", `mercy\r\n${INJECTED}: 1`) },
    }),
  ],
  ["a header value", () => ({ org: "octokit", headers: flipping({}, "x-a", "1", `1\r\n${INJECTED}: 1`) })],
  [
    "the headers object",
    () => flipping({ org: "octokit" }, "headers", { "x-a": "1" }, { "x-a": `1\r\n${INJECTED}: 1` }),
  ],
  [
    "a header through a Proxy",
    () => ({ org: "octokit", headers: flippingProxy({}, "x-a", "1", `1\r\n${INJECTED}: 1`) }),
  ],
  ["baseUrl", () => flipping({ org: "octokit" }, "baseUrl", "https://api.example", `https://${INJECTED}.example`)],
  ["a path parameter", () => flipping({}, "org", "octokit", `../${INJECTED}`)],
  ["a path parameter through a Proxy", () => flippingProxy({}, "org", "octokit", `../${INJECTED}`)],
];

const show = (value: unknown) => JSON.stringify(value);

describe.each([
  ["endpoint()", (options: EndpointOptions) => endpoint("GET /orgs/{org}", options as never)],
  ["defaults()", (options: EndpointOptions) => endpoint.defaults(options)("GET /orgs/{org}" as never)],
  ["merge() then parse()", (options: EndpointOptions) => endpoint.parse(endpoint.merge("GET /orgs/{org}", options))],
])("%s", (_, build) => {
  it.each(cases)("uses the value of %s it read and checked", (_, options) => {
    expect(show(build(options()))).not.toContain(INJECTED);
  });

  it("uses the keepSlashes it read and checked", () => {
    // read once: "org"; a second read would give a name the check never saw
    const request = build({ org: "a/b", keepSlashes: flipping([] as string[], "0", "org", "other") });
    expect(request.url).toBe("https://api.github.com/orgs/a/b");
  });
});

describe("reads", () => {
  it("reads each option key of endpoint(options) once", () => {
    const reads: Record<string, number> = {};
    const options = new Proxy(
      {
        method: "POST",
        url: "/repos/{owner}",
        owner: "o",
        baseUrl: "https://api.example",
        headers: { a: "1" },
        mediaType: { format: "raw" },
        request: { retries: 1 },
        data: "x",
        querySerializer: {},
        keepSlashes: [],
      },
      {
        get(target, key, receiver) {
          if (typeof key === "string") reads[key] = (reads[key] ?? 0) + 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    endpoint(options);
    for (const key of [
      "method",
      "url",
      "baseUrl",
      "headers",
      "mediaType",
      "request",
      "data",
      "querySerializer",
      "keepSlashes",
    ]) {
      expect(reads[key], key).toBe(1);
    }
  });

  it("reads each header, and each part of mediaType, once", () => {
    const reads: Record<string, number> = {};
    const counting = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          if (typeof key === "string") reads[key] = (reads[key] ?? 0) + 1;
          return Reflect.get(object, key, receiver) as unknown;
        },
      });
    endpoint("GET /x", {
      headers: counting({ "x-a": "1", "x-b": 2 }),
      mediaType: counting({ format: "raw", previews: ["p"] }),
    });
    expect(reads).toEqual({ "x-a": 1, "x-b": 1, format: 1, previews: 1 });
  });
});

describe("issue 13: rules the first version missed", () => {
  const flipping = <T extends object>(target: T, key: string, safe: unknown, hostile: unknown): T => {
    let reads = 0;
    return Object.defineProperty(target, key, { enumerable: true, get: () => (reads++ === 0 ? safe : hostile) });
  };

  it.each([
    ["endpoint()", (request: object) => endpoint("GET /x", { request: request as never }).request],
    ["defaults()", (request: object) => endpoint.defaults({ request: request as never })("GET /x").request],
    ["merge()", (request: object) => endpoint.merge("GET /x", { request: request as never }).request],
    [
      "parse()",
      (request: object) =>
        endpoint.parse({
          method: "GET",
          url: "/x",
          baseUrl: "",
          headers: {},
          mediaType: { format: "", previews: [] },
          request: request as never,
        }).request,
    ],
  ])("returns the request.timeout %s checked, not a later read of it", (_, build) => {
    // request is returned as the caller's object (or copied after the check), so the adapter's read gets 0
    const request = build(flipping({}, "timeout", 5000, 0)) as { timeout: unknown };
    expect(request.timeout).toBe(5000);
  });

  it("writes the query with the querySerializer styles it checked", () => {
    // the second read of `array` gets { style: "bogus" }, which is written as spaceDelimited
    const querySerializer = flipping({}, "array", { style: "form", explode: true }, { style: "bogus" });
    expect(endpoint("GET /x", { a: [1, 2], baseUrl: "", querySerializer }).url).toBe("/x?a=1&a=2");
  });

  const MERGED = { method: "GET", url: "/repos/{owner}", baseUrl: "", mediaType: { format: "", previews: [] } };
  it.each([
    ["endpoint(route, options)", {}, (options: object) => endpoint("GET /repos/{owner}", options as never)],
    ["parse()", MERGED, (options: object) => endpoint.parse(options as never)],
  ])("reads each option key once in %s", (_, merged, call) => {
    const reads: Record<string, number> = {};
    const target = {
      ...merged,
      owner: "o",
      headers: { a: "1" },
      request: { retries: 1 },
      querySerializer: {},
      keepSlashes: [],
      extra: 1,
    };
    call(
      new Proxy(target, {
        get(object, key, receiver) {
          if (typeof key === "string") reads[key] = (reads[key] ?? 0) + 1;
          return Reflect.get(object, key, receiver) as unknown;
        },
      }),
    );
    for (const key of Object.keys(target)) if (key !== "owner" && key !== "extra") expect(reads[key], key).toBe(1);
  });
});
