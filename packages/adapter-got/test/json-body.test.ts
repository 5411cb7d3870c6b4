import got from "got";
import { endpoint, VERSION, type EndpointOptions } from "@scope/endpoint-core";
import { Recorder, startWireServer, type LoopbackServer, type ReceivedRequest } from "@scope/endpoint-contract/echo-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

// toGot hands a JSON body to got's `json` option wherever got's own JSON.stringify sends the same request;
// these cases (beyond the contract's, which all carry the core's content-type) check it on a loopback wire.
const recorder = new Recorder();
let server: LoopbackServer;
beforeAll(async () => {
  server = await startWireServer(recorder);
});
afterAll(() => server.close());

const CORE = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };

describe("a JSON body through got", () => {
  it.each([
    ["under the core's content-type", {}, "application/json; charset=utf-8"],
    ["under the caller's own JSON content-type", { headers: { "content-type": "application/vnd.github+json" } }, "application/vnd.github+json"],
    // as for any string body: none, not the application/json got's json option would add
    ["with the content-type removed, and none added", { headers: { "content-type": null } }, undefined],
  ] as [string, EndpointOptions, string | undefined][])("arrives as the text JSON.stringify makes %s", async (_, params, contentType) => {
    recorder.reset();
    const body = { title: "Found a bug ✓", labels: ["bug"], meta: { n: 1, none: null } };
    await got(...toGot(endpoint("POST /repos/o/r/issues", { baseUrl: server.origin, ...body, ...params })));
    const [received] = recorder.requests as ReceivedRequest[];
    expect(new TextDecoder().decode(received!.body)).toBe(JSON.stringify(body));
    const { accept, "user-agent": userAgent, "content-type": type } = received!.headers;
    expect({ accept, "user-agent": userAgent, "content-type": type }).toEqual({ ...CORE, "content-type": contentType });
  });
});
