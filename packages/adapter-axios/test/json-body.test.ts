import axios from "axios";
import { endpoint, type EndpointOptions } from "@scope/endpoint-core";
import { useWireServer, CORE_HEADERS, type ReceivedRequest } from "@scope/endpoint-contract";
import { describe, expect, it } from "vitest";
import { toAxios } from "@scope/endpoint-axios";

// toAxios hands a JSON body to axios as an object wherever axios's own JSON.stringify sends the same
// request; these cases (beyond the contract's, which all carry the core's content-type) check it on a
// loopback wire, through axios's http and fetch adapters.
const wire = useWireServer();

const CASES: [title: string, params: EndpointOptions, contentType: string][] = [
  ["under the core's content-type", {}, "application/json; charset=utf-8"],
  ["under the caller's own JSON content-type", { headers: { "content-type": "application/vnd.github+json" } }, "application/vnd.github+json"],
  // as for any string body: none from axios (not the application/json it gives an object), fetch's own label under `adapter: "fetch"`
  ["with the content-type removed, as for any string body", { headers: { "content-type": null } }, "none"],
  ["under a form content-type, as JSON text and not a form", { headers: { "content-type": "application/x-www-form-urlencoded" } }, "application/x-www-form-urlencoded"],
  ["under a multipart content-type, as JSON text and not multipart", { headers: { "content-type": "multipart/form-data" } }, "multipart/form-data"],
];

describe.each(["http", "fetch"] as const)("a JSON body through axios's %s adapter", (adapter) => {
  it.each(CASES)("arrives as the text JSON.stringify makes %s", async (_, params, contentType) => {
    wire.recorder.reset();
    const body = { title: "Found a bug ✓", labels: ["bug"], meta: { n: 1, none: null } };
    await axios.request({ ...toAxios(endpoint("POST /repos/o/r/issues", { baseUrl: wire.origin, ...body, ...params })), adapter });
    const [received] = wire.recorder.requests as ReceivedRequest[];
    expect(new TextDecoder().decode(received!.body)).toBe(JSON.stringify(body));
    const { accept, "user-agent": userAgent, "content-type": type } = received!.headers;
    const expected = contentType !== "none" ? contentType : adapter === "fetch" ? "text/plain;charset=UTF-8" : undefined;
    expect({ accept, "user-agent": userAgent, "content-type": type }).toEqual({ ...CORE_HEADERS, "content-type": expected });
  });

  it("arrives as JSON text when its shape would make axios take it for a stream", async () => {
    wire.recorder.reset();
    const data = { a: 1, pipe: () => "not a stream" };
    await axios.request({ ...toAxios(endpoint("POST /x", { baseUrl: wire.origin, data })), adapter });
    expect(new TextDecoder().decode((wire.recorder.requests[0] as ReceivedRequest).body)).toBe('{"a":1}');
  });
});
