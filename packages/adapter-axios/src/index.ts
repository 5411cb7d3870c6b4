/** @module axios adapter: turns what `endpoint()` returns into axios's `AxiosRequestConfig`. */
import type { AxiosRequestConfig } from "axios";
import { isJsonBody, type RequestOptions } from "@scope/endpoint-core";

/** Bytes of exactly this view: axios sends a view's whole backing buffer (clients.md, section 3). */
function exactBytes(view: ArrayBufferView): ArrayBufferLike {
  const { buffer, byteOffset, byteLength } = view;
  return byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength);
}

/** The body as axios's default `transformRequest` will pass it on unchanged. */
function toData(body: unknown, contentType: string): unknown {
  // JSON text has no surrounding white space, so axios's stringifySafely (parse, then trim) keeps it as is
  if (isJsonBody(body)) return JSON.stringify(body);
  // the core's empty PUT/PATCH body: as a string, XHR and fetch (axios's browser adapters) label it text/plain
  if (body === "") return new ArrayBuffer(0);
  // any other string under a JSON content-type would be trimmed or JSON-encoded a second time: send its bytes
  if (typeof body === "string" && contentType.includes("application/json")) return exactBytes(new TextEncoder().encode(body));
  return ArrayBuffer.isView(body) ? exactBytes(body) : body;
}

/**
 * The content-type to send when the caller set none. axios invents application/x-www-form-urlencoded
 * for POST/PUT/PATCH (even without a body: lib/core/dispatchRequest.js) and application/octet-stream
 * for a Blob; `false` tells axios to send none. FormData and URLSearchParams keep the one axios derives
 * from the body, and a Blob sends its own type, as fetch does.
 */
function contentType(method: string, data: unknown): string | false | undefined {
  if (data === undefined && !["POST", "PUT", "PATCH"].includes(method)) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams) return undefined;
  return data instanceof Blob && data.type !== "" ? data.type : false;
}

/**
 * Converts `endpoint()` output into a config for `axios.request(config)` or an axios instance.
 * axios's own defaults still apply: non-2xx rejects (`validateStatus`), redirects are followed in Node.
 * @example
 * const response = await axios.request(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // { url: "https://api.github.com/orgs/octokit/repos", method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }
 */
export function toAxios({ method, url, headers, body, request }: RequestOptions): AxiosRequestConfig {
  const upperMethod = method.toUpperCase();
  // axios-http sends a body on GET and HEAD, fetch refuses one: neither ever carries a body (CONTRACT.md "Body")
  const data = upperMethod === "GET" || upperMethod === "HEAD" ? undefined : toData(body, String(headers["content-type"] ?? ""));
  const type = headers["content-type"] === undefined ? contentType(upperMethod, data) : undefined;
  return {
    url,
    method: upperMethod,
    headers: type === undefined ? headers : { ...headers, "content-type": type },
    data,
    signal: request?.signal,
    timeout: request?.timeout,
  };
}
