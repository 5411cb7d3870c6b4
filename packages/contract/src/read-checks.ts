/**
 * @module read-checks: what every adapter's read must answer, the same `{ data, error }` from every
 * client, with the user's client configuration still applied (docs/rules.md#reading-an-answer).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EndpointError, endpoint, type EndpointOptions, type RequestOptions } from "@scope/endpoint-core";
import type { Read } from "@scope/endpoint-core/adapter";
import { closedOrigin, startAnswerServer, type AnswerServer } from "./answer-server.ts";

/** An adapter's read under test, through the client as a user configures it. */
export interface ReadClient {
  /** Name used in test titles: "fetch", "axios", "undici", "ky", "got". */
  client: string;
  /** The read through the client with its default settings (`readWithKy(ky)`). */
  read: Read<unknown>;
  /** Further reads through the same client made another way (`readWithUndici(new Agent())`), each checked like `read`. */
  also?: Record<string, Read<unknown>>;
  /** A read through a client configured to send `x-configured: yes` (a fetch wrapper, an axios interceptor, a hook). */
  configured?: Read<unknown>;
  /** A read through a client instance that retries a GET answered with 503 twice (ky, got). */
  retrying?: Read<unknown>;
  /** What `String(error)` of the client's rejection matches when `request.timeout` runs out; by default the timer signal's reason, a DOMException named TimeoutError. */
  timeoutError?: RegExp;
}

/** Each case: the call, then the `{ data, error }` and status every client must answer (also in the browsers, Deno and Bun). */
export const READ_CASES: Array<
  [title: string, route: string, answer: { data: unknown; error: unknown }, status: number]
> = [
  ["a 200 JSON body is data", "GET /pets/7", { data: { id: 7, name: "Rex" }, error: undefined }, 200],
  ["a 204 gives no data and no error", "DELETE /pets/7", { data: undefined, error: undefined }, 204],
  [
    "a 404's JSON body is error",
    "GET /pets/404",
    { data: undefined, error: { message: "Not Found", documentation_url: "https://example.test/pets" } },
    404,
  ],
  ["a text/plain body is a string, read as UTF-8", "GET /readme", { data: "Hello, wörld", error: undefined }, 200],
  ["an octet-stream body is bytes", "GET /bytes", { data: new Uint8Array([0, 1, 2, 255]), error: undefined }, 200],
  ["a HEAD answer has no data", "HEAD /pets/7", { data: undefined, error: undefined }, 200],
];

/** The status of any client's response: `status` (fetch, ky, axios) or `statusCode` (undici, got). */
export const statusOf = (response: unknown): number =>
  (response as { status?: number }).status ?? (response as { statusCode: number }).statusCode;

/**
 * Declares the read checks for one client: each answer case, a network failure and a timeout
 * rejecting with the client's own error, and the client's configuration still applied.
 * @example checkReads({ client: "ky", read: readWithKy(ky), retrying: readWithKy(ky.create({ retry: 2 })) });
 */
export function checkReads({ client, read, also = {}, configured, retrying, timeoutError }: ReadClient): void {
  describe(`${client}: a read answers { data, error, response }`, () => {
    let server: AnswerServer;
    beforeAll(async () => {
      server = await startAnswerServer();
    });
    afterAll(() => server.close());
    const call = (route: string, options: EndpointOptions = {}): RequestOptions =>
      endpoint(route, { baseUrl: server.origin, ...options });

    for (const [name, each] of Object.entries({ [client]: read, ...also }))
      it.each(READ_CASES)(`${name}: %s`, async (_, route, expected, status) => {
        const { data, error, response } = await each(call(route));
        expect({ data, error }).toStrictEqual(expected);
        expect(statusOf(response)).toBe(status);
      });

    it("rejects with the client's own error when nothing listens", async () => {
      const origin = await closedOrigin();
      const failed = await read(endpoint("GET /pets/7", { baseUrl: origin })).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(EndpointError);
    });

    it("rejects with the client's own error when request.timeout runs out", async () => {
      const failed = await read(call("GET /slow", { request: { timeout: 200 } })).catch((error: unknown) => error);
      expect(String(failed)).toMatch(timeoutError ?? /TimeoutError/);
    });

    if (configured !== undefined)
      it("sends through the client as configured (its header reaches the server)", async () => {
        const { data } = await configured(call("GET /configured"));
        expect(data).toStrictEqual({ configured: "yes" });
      });

    if (retrying !== undefined)
      it("lets the instance retry a 503 before the read sees the answer", async () => {
        server.clear();
        const { data, error } = await retrying(call("GET /unavailable", { key: client }));
        expect({ data, error }).toStrictEqual({ data: { attempts: 3 }, error: undefined });
        expect(server.requests).toHaveLength(3);
      });
  });
}
