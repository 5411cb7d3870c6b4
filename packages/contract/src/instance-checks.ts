/** @module instance-checks: an adapter leaves the user's client as configured (docs/rules.md#adapters). */
import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions, type RequestOptions } from "@scope/endpoint-core";
import type { ReceivedRequest } from "./echo-handlers.ts";
import { useWireServer } from "./wire-fixture.ts";
import { CORE_HEADERS } from "./scenarios.ts";

type Send = (options: RequestOptions) => Promise<unknown>;

/** How to send through an instance of the client made with one setting; leave out what the client has no setting for. */
export interface ClientInstances {
  /** An instance sending these headers on every request (`ky.create({ headers })`). */
  headers?: (headers: Record<string, string>) => Send;
  /** An instance retrying a failed idempotent request up to `limit` times (`ky.create({ retry: limit })`). */
  retry?: (limit: number) => Send;
  /** An instance with its own timeout of `ms` (`ky.create({ timeout: ms })`). */
  timeout?: (ms: number) => Send;
}

const outcome = (sent: Promise<unknown>): Promise<string> =>
  sent.then(
    () => "resolved",
    (error: unknown) => `rejected (${String(error)})`,
  );

/**
 * Declares the checks that an instance's own settings survive the adapter: its headers, its retries
 * and its timeout apply, and `request.timeout`, when given, replaces its timeout for that request.
 * @example checkInstances("ky", { retry: (limit) => (o) => ky.create({ retry: limit })(...toKy(o)).text() });
 */
export function checkInstances(client: string, { headers, retry, timeout }: ClientInstances): void {
  describe(`${client}: an instance keeps its own settings`, () => {
    const wire = useWireServer();
    const options = (route: string, params: EndpointOptions = {}): RequestOptions =>
      endpoint(route, { baseUrl: wire.origin, ...params });

    if (headers !== undefined)
      it("sends the instance's headers beside the request's own", async () => {
        wire.recorder.reset();
        expect(await outcome(headers({ "x-instance": "kept" })(options("GET /user")))).toBe("resolved");
        const {
          "x-instance": own,
          accept,
          "user-agent": userAgent,
        } = (wire.recorder.requests[0] as ReceivedRequest).headers;
        expect({ "x-instance": own, accept, "user-agent": userAgent }).toEqual({
          "x-instance": "kept",
          ...CORE_HEADERS,
        });
      });

    if (retry !== undefined)
      it("retries a GET answered with 503 as often as the instance says", async () => {
        wire.recorder.reset(0, 0, 503);
        await outcome(retry(2)(options("GET /unavailable")));
        expect(wire.recorder.requests).toHaveLength(3);
      });

    if (timeout !== undefined) {
      it("rejects at the instance's own timeout when the options carry none", async () => {
        wire.recorder.reset(5000);
        expect(await outcome(timeout(1000)(options("GET /slow")))).toMatch(/^rejected/);
      });

      it("applies request.timeout instead of the instance's timeout for that request", async () => {
        wire.recorder.reset(3000);
        expect(await outcome(timeout(1000)(options("GET /slow", { request: { timeout: 20_000 } })))).toBe("resolved");
      });
    }
  });
}
