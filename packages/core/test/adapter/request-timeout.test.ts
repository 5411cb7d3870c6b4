import { describe, expect, it } from "vitest";
import { endpoint, type RequestMeta } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#timeouts-and-signals: a finite number of milliseconds from 1 to 2,147,483,647,
// refused when the options are built
const MERGED = { method: "GET", url: "/x", baseUrl: "", headers: {}, mediaType: { format: "", previews: [] } };

/** Each entry point, given `request`. */
const entries: [string, (request: unknown) => unknown][] = [
  ["endpoint()", (request) => endpoint("GET /x", { request: request as RequestMeta })],
  ["defaults()", (request) => endpoint.defaults({ request: request as RequestMeta })],
  ["merge()", (request) => endpoint.merge("GET /x", { request: request as RequestMeta })],
  ["parse()", (request) => endpoint.parse({ ...MERGED, request: request as RequestMeta })],
];

describe.each(entries)("request.timeout through %s", (_, call) => {
  it.each([0, -1, Number.NaN, Infinity, -Infinity, 2 ** 31, 0.5, "500", null, true, 10n])("refuses %s", (timeout) => {
    expect(thrown(() => call({ timeout })).code).toBe("ERR_TIMEOUT_INVALID");
  });

  it.each([1, 1.5, 500, 2_147_483_647])("accepts %s", (timeout) => {
    expect(() => call({ timeout })).not.toThrow();
  });

  it.each([
    ["a string", "timeout=5"],
    ["a function", () => 5],
    ["a number", 5],
  ])("refuses a request that is %s", (_, request) => {
    expect(thrown(() => call(request)).code).toBe("ERR_OPTIONS_INVALID");
  });
});

describe("request", () => {
  it("is returned with the timeout as given", () => {
    expect(endpoint("GET /x", { request: { timeout: 1.5 } }).request).toEqual({ timeout: 1.5 });
    expect(endpoint.parse({ ...MERGED, request: { timeout: 2_147_483_647 } }).request).toEqual({
      timeout: 2_147_483_647,
    });
  });

  it("refuses a bad timeout given over a good default one", () => {
    const withTimeout = endpoint.defaults({ request: { timeout: 5000 } });
    expect(thrown(() => withTimeout("GET /x", { request: { timeout: 0 } })).code).toBe("ERR_TIMEOUT_INVALID");
    expect(withTimeout("GET /x", { request: { retries: 1 } }).request).toEqual({ timeout: 5000, retries: 1 });
  });

  it("treats request: null as no request, defaults' included", () => {
    expect(endpoint("GET /x", { request: null as unknown as RequestMeta })).not.toHaveProperty("request");
    const withTimeout = endpoint.defaults({ request: { timeout: 5000 } });
    expect(withTimeout("GET /x", { request: null as unknown as RequestMeta })).not.toHaveProperty("request");
    expect(endpoint.parse({ ...MERGED, request: null as unknown as RequestMeta })).not.toHaveProperty("request");
  });

  it("treats timeout: undefined as no timeout", () => {
    expect(endpoint("GET /x", { request: { timeout: undefined } }).request).toEqual({});
  });
});
