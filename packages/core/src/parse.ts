/** @module parse: merged options to request options (spec 2.2 and 2.4). */
import { isJsonBody } from "./body.ts";
import { ERROR_CODES, EndpointError, describe } from "./errors.ts";
import { expandTemplate } from "./expand.ts";
import { assertHeaderObject, finalHeaders, removesHeader } from "./headers.ts";
import { amendAccept, assertMediaType } from "./media-type.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import { appendQuery } from "./query.ts";
import { assertMethod } from "./route.ts";
import type { MergedOptions, RequestOptions } from "./types.ts";
import { compileUrlTemplate } from "./url-template.ts";

/** Option keys that are never parameters (CONTRACT.md "Consumed parameters"). */
const OPTION_KEYS: ReadonlySet<string> = new Set(["method", "baseUrl", "url", "headers", "request", "mediaType"]);
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
// RFC 3986 section 3.1 scheme, then "//": such a URL is used as it is, in any case
const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** Joins a relative URL to `baseUrl` with exactly one `/` between them (CONTRACT.md "URL templates"). */
function joinBaseUrl(baseUrl: string, url: string): string {
  // a path (the common case) has no scheme; anything else is tested
  if (baseUrl === "" || (url.charCodeAt(0) !== 0x2f && ABSOLUTE_URL.test(url))) return url;
  if (url === "") return baseUrl;
  let end = baseUrl.length;
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 0x2f) end--;
  let start = 0;
  while (start < url.length && url.charCodeAt(start) === 0x2f) start++;
  return `${baseUrl.slice(0, end)}/${url.slice(start)}`;
}

function checkedUrl(url: unknown): string {
  if (typeof url !== "string" || url === "") {
    throw new EndpointError(ERROR_CODES.URL_MISSING, `url must be a non-empty string, not ${describe(url)}`);
  }
  return url;
}

function checkedBaseUrl(baseUrl: unknown): string {
  if (baseUrl === undefined) return "";
  if (typeof baseUrl !== "string") {
    throw new EndpointError(ERROR_CODES.BASE_URL_INVALID, `baseUrl must be a string, not ${describe(baseUrl)}`);
  }
  return baseUrl;
}

/** The request body for a method other than GET/HEAD (CONTRACT.md "Body", reference R26-R29). */
function buildBody(method: string, options: Record<string, unknown>, keys: readonly string[]): unknown {
  if (keys.includes("data")) return options["data"];
  if (keys.length > 0) {
    const body: Record<string, unknown> = {};
    for (const key of keys) setOwn(body, key, options[key]);
    return body;
  }
  // GitHub wants content-length: 0 on a bodiless PUT or PATCH; an empty string makes clients send it
  return method === "put" || method === "patch" ? "" : undefined;
}

/**
 * Turns merged options into request options: expands the URL, joins `baseUrl`, places the
 * remaining parameters in the query (GET, HEAD) or the body, and amends `accept`.
 */
export function parse(options: MergedOptions): RequestOptions {
  if (!isPlainObject(options)) {
    throw new EndpointError(ERROR_CODES.OPTIONS_INVALID, `parse() takes merged options, not ${describe(options)}`);
  }
  const method = assertMethod(options.method ?? "GET").toLowerCase();
  const template = compileUrlTemplate(checkedUrl(options.url));
  const baseUrl = checkedBaseUrl(options.baseUrl);
  const headerInput = options.headers ?? {};
  assertHeaderObject(headerInput, "headers");
  const headers = finalHeaders(headerInput);

  let url = joinBaseUrl(baseUrl, expandTemplate(template, options, OPTION_KEYS));
  const remaining: string[] = [];
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key) && !template.names.has(key) && options[key] !== undefined) remaining.push(key);
  }
  let body: unknown;
  if (method === "get" || method === "head") url = appendQuery(url, options, remaining);
  else body = buildBody(method, options, remaining);
  if (isJsonBody(body) && headers["content-type"] === undefined && !removesHeader(headerInput, "content-type")) {
    headers["content-type"] = JSON_CONTENT_TYPE;
  }

  const mediaType = options.mediaType ?? {};
  assertMediaType(mediaType);
  const { format = "", previews = [] } = mediaType;
  if (format !== "" || previews.length > 0) {
    const accept = headers["accept"];
    const amended = amendAccept(accept === undefined ? undefined : String(accept), format, previews);
    if (amended !== undefined) headers["accept"] = amended;
  }

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (options.request !== undefined && options.request !== null) result.request = options.request;
  return result;
}
