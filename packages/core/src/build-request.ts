/** @module build-request: a resolution to request options (docs/rules.md#placing-parameters). */
import { isJsonBody } from "./body.ts";
import { EndpointError, quote } from "./errors.ts";
import { expandTemplate } from "./expand.ts";
import { amendAccept } from "./media-type.ts";
import { copyDeep, own, setOwn } from "./plain-object.ts";
import { appendQuery } from "./query.ts";
import { presentHeaders } from "./prepare.ts";
import { routeOf, type Resolution } from "./resolve.ts";
import { ABSOLUTE_URL, type RouteTemplate } from "./route-template.ts";
import { serializeBody } from "./serialize-body.ts";
import type { RequestHeaders, RequestMeta, RequestOptions } from "./types.ts";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
const NO_PARAMS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});
const UTF8 = /* @__PURE__ */ new TextEncoder();

/** Joins the expansion `url` of `template` to `baseUrl` with exactly one `/` between them. */
function joinBaseUrl(baseUrl: string, template: RouteTemplate, url: string): string {
  // the usual route, "/repos/...": concatenated without reading `url`, which would flatten it
  if (template.rooted && baseUrl.charCodeAt(baseUrl.length - 1) !== 0x2f) return baseUrl + url;
  // a path has no scheme; anything else is tested
  if (template.absolute || baseUrl === "" || (url.charCodeAt(0) !== 0x2f && ABSOLUTE_URL.test(url))) return url;
  if (url === "") return baseUrl;
  // loops, not /\/+$/, which backtracks quadratically over a long run of slashes
  let end = baseUrl.length;
  while (baseUrl.charCodeAt(end - 1) === 0x2f) end--;
  let start = 0;
  while (url.charCodeAt(start) === 0x2f) start++;
  return `${baseUrl.slice(0, end)}/${url.slice(start)}`;
}

/**
 * The body for a method other than GET and HEAD: `data`, else the leftover parameters as a new JSON
 * object. Values from the defaults are frozen, or copied (Dates, bytes); the caller's own are used as
 * they are (docs/rules.md#safety).
 */
function buildBody(method: string, data: unknown, params: Readonly<Record<string, unknown>>, keys: readonly string[], template: RouteTemplate): unknown {
  if (data !== undefined) return data;
  let body: Record<string, unknown> | undefined;
  for (const key of keys) {
    // consumed keys are not even read: each value is read once, where it is used
    if (template.consumed.has(key)) continue;
    const value = params[key];
    if (value === undefined) continue;
    // JSON would write null for them, silently
    if (typeof value === "number" && !Number.isFinite(value)) throw new EndpointError("ERR_VALUE_INVALID", `Parameter ${quote(key)}: is ${value}, not a finite number`);
    setOwn((body ??= {}), key, value);
  }
  // GitHub wants content-length: 0 on a bodiless PUT or PATCH; an empty string makes clients send it
  return body ?? (method === "put" || method === "patch" ? "" : undefined);
}

/** The headers of a result: the resolved ones without those a `null` removed. */
function resultHeaders({ base, options }: Resolution): RequestHeaders {
  return options.headers === base.options.headers ? { ...base.present } : presentHeaders(options.headers);
}

/** The UTF-8 length of `text`. */
function utf8Length(text: string): number {
  return /[^\0-\x7f]/.test(text) ? UTF8.encode(text).length : text.length;
}

/**
 * The length of `body` on the wire when it is known before sending (docs/rules.md#placing-parameters):
 * no body, text, JSON, bytes, a Blob, URLSearchParams. Undefined for streams, iterables and FormData.
 */
function knownLength(body: unknown): number | undefined {
  if (body === undefined) return 0;
  if (typeof body === "string" || body instanceof String) return utf8Length(String(body));
  if (isJsonBody(body)) return utf8Length(serializeBody(body) as string);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (typeof Blob !== "undefined" && body instanceof Blob) return body.size;
  if (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) return utf8Length(body.toString());
  return undefined;
}

/**
 * Refuses framing a backend could read differently from the client: a `content-length` that
 * disagrees with a body of known length (the surplus would be read as the next request on a
 * keep-alive connection), or one beside `transfer-encoding` (RFC 9112 section 6.1).
 */
function checkFraming(headers: RequestHeaders, body: unknown): void {
  const length = own(headers, "content-length") as string | number | undefined;
  if (length === undefined) return;
  if (own(headers, "transfer-encoding") !== undefined) {
    throw new EndpointError("ERR_FRAMING_CONFLICT", 'Headers "content-length" and "transfer-encoding" together: a backend may read the body either way');
  }
  const size = knownLength(body);
  // compared as text: RFC 9110 section 8.6 writes a length in decimal digits, so "13.0" or "0x0d" disagree too
  if (size !== undefined && String(length) !== String(size)) {
    throw new EndpointError("ERR_CONTENT_LENGTH_MISMATCH", `Header "content-length": the body has ${size} bytes`);
  }
}

/**
 * Builds the request (docs/rules.md#placing-parameters): expands the URL, joins `baseUrl`, places
 * the parameters the URL does not use in the query (GET, HEAD) or the body, and amends `accept`.
 * Every option of `resolution` was checked when it was read.
 */
export function buildRequest(resolution: Resolution): RequestOptions {
  const { method, template } = routeOf(resolution);
  const { options } = resolution;
  const baseUrl = (options.baseUrl ?? "") as string;
  const headers = resultHeaders(resolution);
  const params = resolution.params ?? NO_PARAMS;

  const keys = resolution.paramKeys;
  const { keepSlashes } = options;
  const unknown = keepSlashes?.find((name) => !template.names.has(name));
  if (unknown !== undefined) throw new EndpointError("ERR_OPTIONS_INVALID", `keepSlashes: ${quote(unknown)} is not a variable of the route`);
  // option keys named in the template (`{url}`) expand as undefined: params may be the caller's own object
  const path = expandTemplate(template, params, template.optionNames, keepSlashes, true);
  let url = joinBaseUrl(baseUrl, template, path);
  // a relative URL starting "//" names a host: only the route's own text may (docs/rules.md#base-url)
  if (url.charCodeAt(0) === 0x2f && url.charCodeAt(1) === 0x2f && !template.leadingSlashes) {
    throw new EndpointError("ERR_ORIGIN_CHANGED", "The parameters make the URL start with //, which names another host");
  }
  let body: unknown;
  if (method === "get" || method === "head") {
    if (options.data !== undefined) throw new EndpointError("ERR_BODY_NOT_ALLOWED", `data: a ${method.toUpperCase()} request carries no body`);
    url = appendQuery(url, template, params, keys, options.querySerializer);
  } else {
    // data from the defaults is theirs: a copy, so no result shares their bytes or Date
    const data = options.data !== undefined && options.data === resolution.base.options.data ? copyDeep(options.data) : options.data;
    body = buildBody(method, data, params, keys, template);
  }
  if (isJsonBody(body) && own(headers, "content-type") === undefined && own(options.headers, "content-type") !== null) {
    headers["content-type"] = JSON_CONTENT_TYPE;
  }
  checkFraming(headers, body);

  const { mediaType, request } = options;
  if (mediaType !== undefined && (mediaType.format || mediaType.previews.length)) {
    const accept = own(headers, "accept");
    const amended = amendAccept(accept === undefined ? undefined : String(accept), mediaType.format, mediaType.previews);
    if (amended !== undefined) headers["accept"] = amended;
  }

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined && request !== null) result.request = request as RequestMeta;
  return result;
}
