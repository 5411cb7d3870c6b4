import got from "got";
import { endpoint, type EndpointOptions } from "@scope/endpoint-core";
import { useWireServer, CORE_HEADERS, type ReceivedRequest } from "@scope/endpoint-contract";
import { describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

// toGot hands a JSON body to got's `json` option wherever got's own JSON.stringify sends the same request;
// these cases (beyond the contract's, which all carry the core's content-type) check it on a loopback wire.
const wire = useWireServer();

describe("a JSON body through got", () => {
  it.each([
    ["under the core's content-type", {}, "application/json; charset=utf-8"],
    ["under the caller's own JSON content-type", { headers: { "content-type": "application/vnd.github+json" } }, "application/vnd.github+json"],
    // as for any string body: none, not the application/json got's json option would add
    ["with the content-type removed, and none added", { headers: { "content-type": null } }, undefined],
  ] as [string, EndpointOptions, string | undefined][])("arrives as the text JSON.stringify makes %s", async (_, params, contentType) => {
    wire.recorder.reset();
    const body = { title: "Found a bug ✓", labels: ["bug"], meta: { n: 1, none: null } };
    await got(...toGot(endpoint("POST /repos/o/r/issues", { baseUrl: wire.origin, ...body, ...params })));
    const [received] = wire.recorder.requests as ReceivedRequest[];
    expect(new TextDecoder().decode(received!.body)).toBe(JSON.stringify(body));
    const { accept, "user-agent": userAgent, "content-type": type } = received!.headers;
    expect({ accept, "user-agent": userAgent, "content-type": type }).toEqual({ ...CORE_HEADERS, "content-type": contentType });
  });
});
