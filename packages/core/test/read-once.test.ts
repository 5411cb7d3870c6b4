import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions } from "../src/index.ts";

// docs/rules.md#merging: each option is read once and that value is used, so a getter or a Proxy
// cannot pass one value to the check and another to the request

/** An object whose `key` is `safe` on the first read and `hostile` on every later one. */
function flipping<T extends object>(target: T, key: string, safe: unknown, hostile: unknown): T {
  let reads = 0;
  return Object.defineProperty(target, key, { enumerable: true, get: () => (reads++ === 0 ? safe : hostile) });
}

/** A Proxy over `target` whose every property is `safe` on its first read and `hostile` after. */
function flippingProxy(target: Record<string, unknown>, key: string, safe: unknown, hostile: unknown): Record<string, unknown> {
  let reads = 0;
  return new Proxy(target, {
    get: (object, name, receiver) => (name === key ? (reads++ === 0 ? safe : hostile) : Reflect.get(object, name, receiver)),
    getOwnPropertyDescriptor: (object, name) =>
      name === key ? { value: safe, enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(object, name),
    ownKeys: (object) => [...new Set([...Reflect.ownKeys(object), key])],
  });
}

const INJECTED = "x-injected";

/** Options (with `org`) whose second read of one value is hostile, passed to the core as they are: never spread. */
const cases: [string, () => EndpointOptions][] = [
  ["mediaType.format", () => ({ org: "octokit", mediaType: flipping({}, "format", "raw", `raw\r\n${INJECTED}: 1`) })],
  ["mediaType.previews[0]", () => ({ org: "octokit", mediaType: { previews: flipping([] as string[], "0", "mercy", `mercy\r\n${INJECTED}: 1`) } })],
  ["a header value", () => ({ org: "octokit", headers: flipping({}, "x-a", "1", `1\r\n${INJECTED}: 1`) })],
  ["the headers object", () => flipping({ org: "octokit" }, "headers", { "x-a": "1" }, { "x-a": `1\r\n${INJECTED}: 1` })],
  ["a header through a Proxy", () => ({ org: "octokit", headers: flippingProxy({}, "x-a", "1", `1\r\n${INJECTED}: 1`) })],
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
    // read once: "other"; a second read would keep the slash of org
    const request = build({ org: "a/b", keepSlashes: flipping([] as string[], "0", "other", "org") });
    expect(request.url).toBe("https://api.github.com/orgs/a%2Fb");
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
    for (const key of ["method", "url", "baseUrl", "headers", "mediaType", "request", "data", "querySerializer", "keepSlashes"]) {
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
    endpoint("GET /x", { headers: counting({ "x-a": "1", "x-b": 2 }), mediaType: counting({ format: "raw", previews: ["p"] }) });
    expect(reads).toEqual({ "x-a": 1, "x-b": 1, format: 1, previews: 1 });
  });
});
