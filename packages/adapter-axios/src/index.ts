/** @module axios adapter: turns what `endpoint()` returns into axios's `AxiosRequestConfig`. */
import type { AxiosRequestConfig } from "axios";
import { requestSignal, serializeBody, stringHeaders, upperMethod, type RequestOptions } from "@scope/endpoint-core";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and every axios adapter
// copies an ArrayBuffer's bytes (http: Buffer.from(new Uint8Array(data)); xhr and fetch: the Fetch and XHR standards)
const EMPTY_BODY = Object.freeze(new ArrayBuffer(0));

/** The body as axios's default `transformRequest` passes it on unchanged. */
function toData(body: unknown, contentType: string | undefined): unknown {
  // as a string, XHR and fetch (axios's browser adapters) would label the empty PUT/PATCH body text/plain
  if (body === "") return EMPTY_BODY;
  // axios trims a string under a JSON content-type, or encodes it again when it does not parse: its bytes
  // go instead. JSON text from serializeBody() has nothing to trim and parses, so it stays text
  if (typeof body === "string" && contentType?.includes("application/json")) return new TextEncoder().encode(body).buffer;
  const data = serializeBody(body);
  if (!ArrayBuffer.isView(data)) return data;
  // axios sends a view's whole backing buffer: a copy of exactly its bytes goes instead
  const { buffer, byteOffset, byteLength } = data;
  return byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength);
}

/**
 * The content-type to send when the caller set none. axios invents application/x-www-form-urlencoded
 * for POST/PUT/PATCH (even without a body) and application/octet-stream for a Blob; `false` tells axios
 * to send none. FormData and URLSearchParams keep the one axios derives, and a Blob sends its own type.
 */
function contentType(method: string, data: unknown): string | false | undefined {
  if (data === undefined && !["POST", "PUT", "PATCH"].includes(method)) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams) return undefined;
  return (data instanceof Blob && data.type) || false;
}

/**
 * Converts `endpoint()` output into a config for `axios.request(config)` or an `axios.create()`
 * instance, whose own settings (timeout, headers, interceptors, `validateStatus`) still apply.
 * @example
 * const response = await axios.request(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // { url: "https://api.github.com/orgs/octokit/repos", method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }
 */
export function toAxios({ method, url, headers, body, request }: RequestOptions): AxiosRequestConfig {
  const sent: Record<string, string | false> = stringHeaders(headers);
  // a browser sends its own user-agent, and XHR logs an error for the page's ("Refused to set unsafe header")
  if (typeof XMLHttpRequest !== "undefined") delete sent["user-agent"];
  const config: AxiosRequestConfig = { url, method: upperMethod(method), headers: sent };
  // axios-http sends a body on GET and HEAD, fetch refuses one: neither ever carries a body
  if (config.method !== "GET" && config.method !== "HEAD") config.data = toData(body, sent["content-type"] as string | undefined);
  const type = sent["content-type"] === undefined ? contentType(config.method!, config.data) : undefined;
  if (type !== undefined) sent["content-type"] = type;
  // axios's own timeout watches an idle socket; request.timeout's timer signal bounds the whole exchange
  if (request?.timeout !== undefined) config.timeout = 0;
  return requestSignal(request, config);
}
