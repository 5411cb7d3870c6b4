/**
 * The runner checks itself: clients with a known defect list the scenarios that defect must break as
 * `unsupported`, each with the failed assertion the defect shows as, and the runner requires every
 * `unsupported` scenario to FAIL that way. So each test here passes only if the suite really catches
 * the defect, and by that assertion, not another. Only those scenarios run (`onlyUnsupported`): one
 * such a client carries proves no more than the adapters' own contract tests, run with correct clients.
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { requestSignal, stringHeaders } from "@scope/endpoint-core/adapter";
import { buildOptions, runContract, SCENARIOS } from "../src/index.ts";
import type { Unsupported } from "../src/unsupported.ts";

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

// each defect below and the failed assertion it shows as (expectScenario names what arrived otherwise)
const OBJECT_BODY: Unsupported = {
  reason: "an object body goes out as [object Object]",
  fails: /^differs in body = "\[object Object\]": /,
};
const IGNORED_TIMEOUT = /^send resolved: /;
// the wire's parser refuses a lowercase method; MSW records it as sent
const LOWERCASE_PATCH = (under: string): RegExp =>
  new RegExp(`^differs in (${under}, method = "patch"|unparsable = "HPE_INVALID_METHOD: patch [^"]*"): `);
const TEXT_PLAIN = 'headers\\.content-type = "text/plain;charset=UTF-8"';

const NAIVE_BODIES_AND_METHODS: Record<string, Unsupported> = {
  "post-json-nested": OBJECT_BODY,
  "put-json": OBJECT_BODY,
  "delete-json": OBJECT_BODY,
  "patch-json": {
    reason: "`patch` goes out lowercase (400 on the wire) and the body as [object Object]",
    fails: LOWERCASE_PATCH('body = "\\[object Object\\]"'),
  },
  "patch-without-body": {
    reason: "`patch` goes out lowercase; the empty string gets a text/plain content-type",
    fails: LOWERCASE_PATCH(TEXT_PLAIN),
  },
  "put-without-body": {
    reason: "the empty string body gets a text/plain content-type",
    fails: new RegExp(`^differs in ${TEXT_PLAIN}: `),
  },
  "timeout-not-reached": OBJECT_BODY,
  "json-reserved-keys": OBJECT_BODY,
  "json-own-type": OBJECT_BODY,
  "json-form-type": OBJECT_BODY,
  "json-multipart-type": OBJECT_BODY,
  "json-without-type": OBJECT_BODY,
  "json-stream-shape": OBJECT_BODY,
  "any-post-json-query": OBJECT_BODY,
  "grouped-endpoint-post": OBJECT_BODY,
};
const NAIVE = {
  client: "fetch without an adapter",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  send: naive,
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  onlyUnsupported: true,
} as const;

// each transport records a body and a method its own way (a lowercase `patch` is unparsable on the wire only)
runContract({ ...NAIVE, transports: ["msw", "msw-bridge"], unsupported: NAIVE_BODIES_AND_METHODS });
// The ignored timeout fails `send resolved`, the first assertion, whatever the transport and the timed
// scenario (timeout-body too): shown once, as each showing waits out the server's 5 s.
runContract({
  ...NAIVE,
  transports: ["wire"],
  unsupported: {
    ...NAIVE_BODIES_AND_METHODS,
    timeout: { reason: "request.timeout is ignored, so the slow answer arrives", fails: IGNORED_TIMEOUT },
  },
});

runContract({
  client: "a client dropping the authorization header",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  onlyUnsupported: true,
  send: ({ headers: { authorization, ...headers }, ...options }) => careful({ ...options, headers }),
  transports: ["wire"],
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  // every scenario that expects an authorization header: the neutral entry's config sets one
  unsupported: Object.fromEntries(
    SCENARIOS.filter((s) => s.expect?.headers.authorization !== undefined).map((s) => [
      s.id,
      { reason: "authorization never arrives", fails: /^differs in headers\.authorization = undefined: / },
    ]),
  ),
});

runContract({
  client: "a client adding an undeclared header",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  onlyUnsupported: true,
  send: (options) => careful(options, { headers: { ...options.headers, "x-powered-by": "surprise" } }),
  transports: ["msw"],
  stringContentType: "text/plain;charset=UTF-8",
  // every scenario that expects a request and runs under msw (not the wire-only ones), but the timed
  // one: it would show the same header after waiting out its 1 s timeout
  unsupported: Object.fromEntries(
    SCENARIOS.filter((s) => s.expect !== null && !s.wireOnly && !s.timesOut).map((s) => [
      s.id,
      { reason: "x-powered-by is not in addedHeaders", fails: /^differs in headers\.x-powered-by = "surprise": / },
    ]),
  ),
});

runContract({
  client: "a client sending a view's whole backing buffer",
  // fetch takes no stream without `duplex`: the framing checks have a defective client of their own below
  framing: false,
  onlyUnsupported: true,
  send: (options) =>
    careful(
      options,
      options.body instanceof Uint8Array ? { body: new Uint8Array(options.body.buffer as ArrayBuffer) } : {},
    ),
  transports: ["wire"],
  addedHeaders: FETCH_ADDS,
  stringContentType: "text/plain;charset=UTF-8",
  unsupported: {
    // the whole backing buffer: the view's six bytes with two tabs each side
    "uint8array-view": {
      reason: "sends 10 bytes instead of the view's 6",
      fails: /^differs in body = "\\t\\t\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\t\\t": /,
    },
  },
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

const SMUGGLED: Unsupported = {
  reason: "the rest of the stream reaches the backend as a second request",
  fails: /^the smuggled request's bytes reached the backend: /,
};

runContract({
  client: "a client writing whatever a stream gives past content-length",
  send: careless,
  transports: [],
  onlyUnsupported: true,
  // it writes every stream kind alike (for await), so one kind shows each defect; the others would repeat it
  unsupported: {
    "framing-node-readable-longer": SMUGGLED,
    "framing-node-readable-straddling": SMUGGLED,
    "framing-node-readable-shorter": {
      reason: "the backend waits for the rest of the body, and the request hangs",
      fails: /^expected 'hung' to match /,
    },
  },
  // it never settles a shorter body: waiting the 12 s meant for a busy machine's loopback shows nothing more
  hangAfter: 2000,
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
