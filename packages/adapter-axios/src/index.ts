/** @module axios adapter: turns what `endpoint()` returns into axios's `AxiosRequestConfig`. */
import type { AxiosRequestConfig } from "axios";
import type { RequestOptions } from "@scope/endpoint-core";
import {
  checkContentLength,
  ownProperties,
  requestSignal,
  serializeBody,
  stringHeaders,
  upperMethod,
} from "@scope/endpoint-core/adapter";

/** The body as axios's default `transformRequest` passes it on unchanged. */
function toData(body: unknown, contentType: string | undefined): unknown {
  // As bytes: the empty PUT/PATCH body, which XHR and fetch (axios's browser adapters) would label
  // text/plain as a string, and a string under a JSON content-type, which axios would trim, or encode
  // again when it does not parse. JSON text from serializeBody() has nothing to trim and parses: it stays text
  if (typeof body === "string" && (body === "" || contentType?.includes("application/json")))
    return new TextEncoder().encode(body).buffer;
  const data = serializeBody(body);
  // axios sends a view's whole backing buffer (`data.buffer`): a copy of exactly its bytes goes instead
  return ArrayBuffer.isView(data) ? data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) : data;
}

/**
 * Converts `endpoint()` output into a config for `axios.request(config)` or an `axios.create()`
 * instance, whose own settings (timeout, headers, interceptors, `validateStatus`) still apply.
 * @example
 * const response = await axios.request(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // { url: "https://api.github.com/orgs/octokit/repos", method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }
 */
export function toAxios(input: RequestOptions): AxiosRequestConfig {
  // own keys only: a `body`, `request` or header other code set on Object.prototype must not change the request
  const { method, url, headers, body, request } = ownProperties(input);
  const sent: Record<string, string | false> = stringHeaders(headers);
  const type = ownProperties(sent)["content-type"] as string | undefined;
  // a browser sends its own user-agent, and XHR logs an error for the page's ("Refused to set unsafe header")
  if (typeof XMLHttpRequest !== "undefined") delete sent["user-agent"];
  const config: AxiosRequestConfig = { url, method: upperMethod(method), headers: sent };
  // axios-http sends a body on GET and HEAD, fetch refuses one: neither ever carries a body
  const data = config.method === "GET" || config.method === "HEAD" ? undefined : toData(body, type);
  if (data !== undefined) config.data = data;
  // With no content-type, axios invents x-www-form-urlencoded for POST, PUT and PATCH (the methods
  // starting with P: a `false` where it would not is harmless) and octet-stream for a Blob; `false`
  // sends none. FormData keeps the type axios derives, a typed Blob its own, URLSearchParams fetch's
  // (axios writes charset=utf-8 in lowercase)
  if (type === undefined && (data !== undefined || config.method![0] === "P") && !(data instanceof FormData)) {
    sent["content-type"] =
      ((data instanceof Blob || data instanceof URLSearchParams) && new Response(data).headers.get("content-type")) ||
      false;
  }
  // axios writes all a stream gives (the surplus reaches a keep-alive backend as a request) and streams only a Node Readable: one made here
  const checked = checkContentLength(data, headers);
  if (checked !== data)
    config.data =
      globalThis.process?.getBuiltinModule("stream").Readable.from(checked as AsyncIterable<Uint8Array>) ?? data;
  // axios's own timeout watches an idle socket; request.timeout's timer signal bounds the whole exchange
  return requestSignal(request, config, { timeout: 0 });
}

/** The typed read, a module of its own: an app that imports only the converter bundles none of it. */
export { readWithAxios } from "./read.ts";
