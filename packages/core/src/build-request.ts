/** @module build-request: a resolution to request options (docs/rules.md#placing-parameters). */
import { isJsonBody } from "./body.ts";
import { EndpointError } from "./errors.ts";
import { expandTemplate } from "./expand.ts";
import { amendAccept } from "./media-type.ts";
import { setOwn } from "./plain-object.ts";
import { appendQuery } from "./query.ts";
import { presentHeaders } from "./prepare.ts";
import { routeOf, type Resolution } from "./resolve.ts";
import { ABSOLUTE_URL, type RouteTemplate } from "./route-template.ts";
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

/** The body for a method other than GET and HEAD: `data`, else the leftover parameters as a JSON object. */
function buildBody(method: string, data: unknown, params: Readonly<Record<string, unknown>>, keys: readonly string[], template: RouteTemplate): unknown {
  if (data !== undefined) return data;
  let body: Record<string, unknown> | undefined;
  for (const key of keys) {
    // consumed keys are not even read: each value is read once, where it is used
    if (template.consumed.has(key)) continue;
    const value = params[key];
    if (value !== undefined) setOwn((body ??= {}), key, value);
  }
  // GitHub wants content-length: 0 on a bodiless PUT or PATCH; an empty string makes clients send it
  return body ?? (method === "put" || method === "patch" ? "" : undefined);
}

/** The headers of a result: the resolved ones without those a `null` removed. */
function resultHeaders({ base, options }: Resolution): RequestHeaders {
  return options.headers === base.options.headers ? { ...base.present } : presentHeaders(options.headers);
}

/** Refuses a `content-length` that disagrees with a body of known length: clients hang or fail on it. */
function checkContentLength(length: string | number | undefined, body: unknown): void {
  if (length === undefined) return;
  const size = typeof body === "string" ? (/[^\0-\x7f]/.test(body) ? UTF8.encode(body).length : body.length) : body instanceof ArrayBuffer || ArrayBuffer.isView(body) ? body.byteLength : undefined;
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
  // option keys named in the template (`{url}`) expand as undefined: params may be the caller's own object
  let url = joinBaseUrl(baseUrl, template, expandTemplate(template, params, template.optionNames, options.keepSlashes));
  let body: unknown;
  if (method === "get" || method === "head") url = appendQuery(url, template, params, keys, options.querySerializer);
  else body = buildBody(method, options.data, params, keys, template);
  if (isJsonBody(body) && headers["content-type"] === undefined && options.headers?.["content-type"] !== null) {
    headers["content-type"] = JSON_CONTENT_TYPE;
  }
  checkContentLength(headers["content-length"], body);

  const { mediaType, request } = options;
  if (mediaType !== undefined && (mediaType.format || mediaType.previews.length)) {
    const accept = headers["accept"];
    const amended = amendAccept(accept === undefined ? undefined : String(accept), mediaType.format, mediaType.previews);
    if (amended !== undefined) headers["accept"] = amended;
  }

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined && request !== null) result.request = request as RequestMeta;
  return result;
}
