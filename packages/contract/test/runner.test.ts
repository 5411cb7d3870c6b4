/**
 * The runner checks itself: clients with a known defect list the scenarios that defect must break as
 * `unsupported`, and the runner requires every `unsupported` scenario to FAIL. So each test here passes
 * only if the suite really catches the defect, on every transport.
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { requestSignal, stringHeaders } from "@scope/endpoint-core/adapter";
import { buildOptions, runContract, SCENARIOS, STREAM_KINDS } from "../src/index.ts";

const FETCH_ADDS = ["accept-encoding", "accept-language", "sec-fetch-mode", "cache-control", "pragma"];
const read = async (response: Response): Promise<ArrayBuffer> => response.arrayBuffer();
/** fetch as a careless adapter calls it: method, headers and body passed as they are, signal forwarded. */
const naive = ({ url, method, headers, body, request }: RequestOptions): Promise<ArrayBuffer> =>
  fetch(url, {
    method,
    headers: headers as Record<string, string>,
    body: body as BodyInit,
    signal: request?.signal,
  }).then(read);
/** The same with the method, body and timeout handled: the baseline the defects below start from. */
const careful = (
  { url, method, headers, body, request }: RequestOptions,
  extra: RequestInit = {},
): Promise<ArrayBuffer> => {
  const json =
    body !== null &&
    typeof body === "object" &&
    (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype);
  return fetch(url, {
    method: method.toUpperCase(),
    headers: headers as Record<string, string>,
    body: json ? JSON.stringify(body) : body === "" ? new Uint8Array(0) : (body as BodyInit),
    signal: requestSignal(request, {}).signal ?? null,
    ...extra,
  }).then(read);
};

runContract({
  client: "fetch without an adapter",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  send: naive,
  transports: ["msw", "msw-bridge", "wire"],
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  unsupported: {
    "post-json-nested": "an object body goes out as [object Object]",
    "put-json": "an object body goes out as [object Object]",
    "delete-json": "an object body goes out as [object Object]",
    "patch-json": "`patch` goes out lowercase (400 on the wire) and the body as [object Object]",
    "patch-without-body": "`patch` goes out lowercase; the empty string gets a text/plain content-type",
    "put-without-body": "the empty string body gets a text/plain content-type",
    timeout: "request.timeout is ignored, so the slow answer arrives",
    "timeout-body": "request.timeout is ignored, so the trickled body arrives",
    "timeout-not-reached": "an object body goes out as [object Object]",
    "json-reserved-keys": "an object body goes out as [object Object]",
    "json-own-type": "an object body goes out as [object Object]",
    "json-form-type": "an object body goes out as [object Object]",
    "json-multipart-type": "an object body goes out as [object Object]",
    "json-without-type": "an object body goes out as [object Object]",
    "json-stream-shape": "an object body goes out as [object Object]",
    "any-post-json-query": "an object body goes out as [object Object]",
    "grouped-endpoint-post": "an object body goes out as [object Object]",
  },
});

runContract({
  client: "a client dropping the authorization header",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  send: ({ headers: { authorization, ...headers }, ...options }) => careful({ ...options, headers }),
  transports: ["wire"],
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  // every scenario that expects an authorization header: the neutral entry's config sets one
  unsupported: Object.fromEntries(
    SCENARIOS.filter((s) => s.expect?.headers.authorization !== undefined).map((s) => [
      s.id,
      "authorization never arrives",
    ]),
  ),
});

runContract({
  client: "a client adding an undeclared header",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  send: (options) => careful(options, { headers: { ...options.headers, "x-powered-by": "surprise" } }),
  transports: ["msw"],
  stringContentType: "text/plain;charset=UTF-8",
  unsupported: Object.fromEntries(
    SCENARIOS.filter((s) => s.expect !== null).map((s) => [s.id, "x-powered-by is not in addedHeaders"]),
  ),
});

runContract({
  client: "a client sending a view's whole backing buffer",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  send: (options) =>
    careful(
      options,
      options.body instanceof Uint8Array ? { body: new Uint8Array(options.body.buffer as ArrayBuffer) } : {},
    ),
  transports: ["wire"],
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  unsupported: { "uint8array-view": "sends 10 bytes instead of the view's 6" },
});

// node:http on a keep-alive agent writing whatever the body stream gives, as got and axios did
const keepAlive = new Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());
const careless = ({ method, url, headers, body }: RequestOptions): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: method.toUpperCase(), headers: stringHeaders(headers), agent: keepAlive },
      (response) => {
        response.resume().on("end", resolve).on("error", reject);
      },
    );
    request.on("error", reject);
    (async () => {
      if (body !== undefined) for await (const chunk of body as AsyncIterable<Uint8Array>) request.write(chunk);
      request.end();
    })().catch((error: unknown) => request.destroy(error as Error));
  });

runContract({
  client: "a client writing whatever a stream gives past content-length",
  send: careless,
  transports: [],
  unsupported: Object.fromEntries(
    Object.keys(STREAM_KINDS).flatMap((kind) => [
      [`framing-${kind}-longer`, "the rest of the stream reaches the backend as a second request"],
      [`framing-${kind}-straddling`, "the rest of the stream reaches the backend as a second request"],
      [`framing-${kind}-shorter`, "the backend waits for the rest of the body, and the request hangs"],
    ]),
  ),
});

describe("buildOptions", () => {
  it("replaces <origin> in the route and uses the origin as baseUrl", () => {
    const upload = SCENARIOS.find((s) => s.id === "upload-release-asset")!;
    expect(buildOptions(upload, "http://127.0.0.1:1").url).toBe(
      "http://127.0.0.1:1/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
    );
    expect(buildOptions(SCENARIOS[0]!, "http://127.0.0.1:1")).toEqual(
      endpoint("GET /orgs/{org}/repos", {
        baseUrl: "http://127.0.0.1:1",
        org: "octokit",
        type: "private",
        headers: { authorization: "token secret123" },
      }),
    );
  });

  it("has unique scenario ids, at least 20 of them", () => {
    const ids = SCENARIOS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });
});
