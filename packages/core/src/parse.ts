/** @module parse: merged options to request options (spec 2.2 and 2.4). */
import { isJsonBody } from "./body.ts";
import { EndpointError, describe } from "./errors.ts";
import { expandTemplate } from "./expand.ts";
import { assertHeaderObject, finalHeaders, removesHeader } from "./headers.ts";
import { amendAccept, assertMediaType } from "./media-type.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import { ABSOLUTE_URL, compileRouteTemplate, isLeftover, type RouteTemplate } from "./route-template.ts";
import { appendQuery } from "./query.ts";
import { lowerMethod } from "./route.ts";
import type { HeaderInput, MediaType, MergedOptions, RequestMeta, RequestOptions } from "./types.ts";
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Joins the expansion `url` of `template` to `baseUrl` with exactly one `/` between them
 * (CONTRACT.md "URL templates").
 */
function joinBaseUrl(baseUrl: string, template: RouteTemplate, url: string): string {
  // the usual route, "/repos/...": concatenated without reading `url`, which would flatten it
  if (template.rooted && baseUrl.charCodeAt(baseUrl.length - 1) !== 0x2f) return baseUrl + url;
  // a path has no scheme; anything else is tested
  if (template.absolute || baseUrl === "" || (url.charCodeAt(0) !== 0x2f && ABSOLUTE_URL.test(url))) return url;
  if (url === "") return baseUrl;
  let end = baseUrl.length;
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 0x2f) end--;
  let start = 0;
  while (start < url.length && url.charCodeAt(start) === 0x2f) start++;
  return `${baseUrl.slice(0, end)}/${url.slice(start)}`;
}

function checkedUrl(url: unknown): string {
  if (typeof url !== "string" || url === "") {
    throw new EndpointError("ERR_URL_MISSING", `url must be a non-empty string, not ${describe(url)}`);
  }
  return url;
}

function checkedBaseUrl(baseUrl: unknown): string {
  if (baseUrl === undefined) return "";
  if (typeof baseUrl !== "string") {
    throw new EndpointError("ERR_BASE_URL_INVALID", `baseUrl must be a string, not ${describe(baseUrl)}`);
  }
  return baseUrl;
}

/**
 * The request body for a method other than GET/HEAD, from the parameters `template` leaves over
 * (CONTRACT.md "Body", reference R26-R29).
 */
function buildBody(method: string, variables: Readonly<Record<string, unknown>>, keys: readonly string[], template: RouteTemplate): unknown {
  if (Object.hasOwn(variables, "data") && isLeftover(template, "data", variables["data"])) return variables["data"];
  let body: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = variables[key];
    if (isLeftover(template, key, value)) setOwn((body ??= {}), key, value);
  }
  // GitHub wants content-length: 0 on a bodiless PUT or PATCH; an empty string makes clients send it
  return body ?? (method === "put" || method === "patch" ? "" : undefined);
}

/**
 * The options that shape a request, however they were resolved: read off merged options by
 * `parse()`, or straight from the defaults and the caller's options by `endpoint()`'s direct path.
 */
export interface RequestParts {
  method?: unknown;
  url?: unknown;
  baseUrl?: unknown;
  headers?: unknown;
  mediaType?: unknown;
  request?: unknown;
}

/** The method and URL template of `parts`, checked, lowercased and compiled ahead of the call. */
export interface ResolvedRoute {
  readonly method: string;
  readonly template: RouteTemplate;
}

/** The method and template of `parts`; throws for an invalid method, then for an invalid URL. */
function routeOf(parts: Readonly<RequestParts>): ResolvedRoute {
  return { method: lowerMethod(parts.method ?? "GET"), template: compileRouteTemplate(checkedUrl(parts.url)) };
}

/** {@link ResolvedRoute} of `parts`, or undefined when the method or URL is invalid (the call then throws in order). */
export function resolveRoute(parts: Readonly<RequestParts>): ResolvedRoute | undefined {
  try {
    return routeOf(parts);
  } catch {
    return undefined;
  }
}

/**
 * The one place that builds a result (spec 2.2 and 2.4): expands the URL, joins `baseUrl`, places
 * the parameters of `variables` that the URL does not use in the query (GET, HEAD) or the body, and
 * amends `accept`. Checks come in a fixed order, so both callers throw the same error. `checked`:
 * `headers` and `mediaType` were made by `merge()`'s own checked code (the direct path), not by hand;
 * `keys` are `Object.keys(variables)`, when the caller has listed them already; `resolved`: the
 * method and template of `parts`, when the caller has them already ({@link resolveRoute}).
 */
export function buildRequest(
  parts: Readonly<RequestParts>,
  variables: Readonly<Record<string, unknown>>,
  checked = false,
  keys: readonly string[] = Object.keys(variables),
  resolved?: ResolvedRoute,
): RequestOptions {
  const { method, template } = resolved ?? routeOf(parts);
  const baseUrl = checkedBaseUrl(parts.baseUrl);
  const headerInput = (parts.headers ?? {}) as Readonly<Record<string, HeaderInput>>;
  if (!checked) assertHeaderObject(headerInput, "headers");
  const headers = finalHeaders(headerInput);

  let url = joinBaseUrl(baseUrl, template, expandTemplate(template, variables, template.optionNames));
  let body: unknown;
  if (method === "get" || method === "head") url = appendQuery(url, template, variables, keys);
  else body = buildBody(method, variables, keys, template);
  if (isJsonBody(body) && headers["content-type"] === undefined && !removesHeader(headerInput, "content-type")) {
    headers["content-type"] = JSON_CONTENT_TYPE;
  }

  const mediaType = parts.mediaType ?? {};
  if (!checked) assertMediaType(mediaType);
  const { format = "", previews = [] } = mediaType as MediaType;
  if (format !== "" || previews.length > 0) {
    const accept = headers["accept"];
    const amended = amendAccept(accept === undefined ? undefined : String(accept), format, previews);
    if (amended !== undefined) headers["accept"] = amended;
  }

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (parts.request !== undefined && parts.request !== null) result.request = parts.request as RequestMeta;
  return result;
}

/**
 * Turns merged options into request options: expands the URL, joins `baseUrl`, places the
 * remaining parameters in the query (GET, HEAD) or the body, and amends `accept`.
 */
export function parse(options: MergedOptions): RequestOptions {
  if (!isPlainObject(options)) {
    throw new EndpointError("ERR_OPTIONS_INVALID", `parse() takes merged options, not ${describe(options)}`);
  }
  return buildRequest(options, options);
}
