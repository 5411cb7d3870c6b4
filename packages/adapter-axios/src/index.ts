/** @module axios adapter: turns what `endpoint()` returns into axios's `AxiosRequestConfig`. */
import type { AxiosRequestConfig } from "axios";
import { isJsonBody, type RequestOptions } from "@scope/endpoint-core";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and every axios adapter
// copies an ArrayBuffer's bytes (http: Buffer.from(new Uint8Array(data)); xhr and fetch: the Fetch and XHR standards)
const EMPTY_BODY = Object.freeze(new ArrayBuffer(0));

/** Bytes of exactly this view: axios sends a view's whole backing buffer (clients.md, section 3). */
function exactBytes(view: ArrayBufferView): ArrayBufferLike {
  const { buffer, byteOffset, byteLength } = view;
  return byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength);
}

/**
 * Whether axios's default transformRequest sends this JSON body as `JSON.stringify(body)`, the text the
 * adapter would make, so the object can be handed over (lib/defaults/index.js). It does under any
 * content-type but a form one (x-www-form-urlencoded, multipart/form-data), under which it encodes the
 * object as a form: any content-type naming "form" is left to the adapter, a superset that is always
 * safe, and so is a missing one. Nor does it for an object whose shape it takes for something else
 * (lib/utils.js): a `pipe` method (a stream), an `append` method (its FormData test), a
 * `constructor.isBuffer` (a Buffer) or a `Symbol.toStringTag` (Blob, File, ...), which only a hand-built body has.
 */
function axiosSendsAsJson(body: object, contentType: unknown): boolean {
  if (typeof contentType !== "string" || contentType.includes("form")) return false;
  const { pipe, append, constructor } = body as { pipe?: unknown; append?: unknown; constructor?: { isBuffer?: unknown } };
  return typeof pipe !== "function" && typeof append !== "function" && typeof constructor?.isBuffer !== "function" && !(Symbol.toStringTag in body);
}

/** The body as axios's default `transformRequest` will pass it on unchanged, or serialise as the adapter would. */
function toData(body: unknown, contentType: unknown): unknown {
  // JSON text has no surrounding white space, so axios's stringifySafely (parse, then trim) keeps it as is
  if (isJsonBody(body)) return axiosSendsAsJson(body, contentType) ? body : JSON.stringify(body);
  // the core's empty PUT/PATCH body: as a string, XHR and fetch (axios's browser adapters) label it text/plain
  if (body === "") return EMPTY_BODY;
  // any other string under a JSON content-type would be trimmed or JSON-encoded a second time: send its
  // bytes (TextEncoder returns a view over a fresh buffer of exactly those)
  if (typeof body === "string" && String(contentType ?? "").includes("application/json")) return new TextEncoder().encode(body).buffer;
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
  return (data instanceof Blob && data.type) || false;
}

/** A copy of `headers` with `content-type` set; `headers` has none (a hand-made one may hold `undefined`). */
function withContentType(headers: RequestOptions["headers"], type: string | false): AxiosRequestConfig["headers"] {
  // the key goes first: V8 copies `{ ...headers, key }` slowly (a new map per call, about 0.6 µs) and
  // `{ key, ...headers }` fast. Its place changes nothing sent: axios puts content-type where its own defaults have it
  const copy: Record<string, string | number | false> = { "content-type": type, ...headers };
  copy["content-type"] = type;
  return copy;
}

/**
 * Converts `endpoint()` output into a config for `axios.request(config)` or an axios instance.
 * axios's own defaults still apply: non-2xx rejects (`validateStatus`), redirects are followed in Node.
 * A JSON body is handed over as the object wherever axios's own `transformRequest` sends the same bytes.
 * @example
 * const response = await axios.request(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // { url: "https://api.github.com/orgs/octokit/repos", method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }
 */
export function toAxios({ method, url, headers, body, request }: RequestOptions): AxiosRequestConfig {
  const upperMethod = method.toUpperCase();
  // axios-http sends a body on GET and HEAD, fetch refuses one: neither ever carries a body (CONTRACT.md "Body")
  const data = upperMethod === "GET" || upperMethod === "HEAD" ? undefined : toData(body, headers["content-type"]);
  const type = headers["content-type"] === undefined ? contentType(upperMethod, data) : undefined;
  return {
    url,
    method: upperMethod,
    headers: type === undefined ? headers : withContentType(headers, type),
    data,
    signal: request?.signal,
    timeout: request?.timeout,
  };
}
