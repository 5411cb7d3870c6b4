/**
 * @module resolve: the one place options are read (docs/rules.md#merging). A `defaults()` level is
 * prepared once ({@link prepare}); a call's options are read once each, checked, and laid over it
 * ({@link resolve}). `endpoint()` builds the request from that resolution, `merge()` returns it as
 * one deep-copied object ({@link materialise}), and `parse()` resolves merged options over no defaults.
 */
import { EndpointError, invalidOption, kindOf } from "./errors.ts";
import { mergeHeaders } from "./headers.ts";
import { mergeMediaType, type MergedMediaType } from "./media-type.ts";
import { OPTION_KEYS } from "./option-keys.ts";
import { copyDeep, isPlainObject, mergeValue, setOwn } from "./plain-object.ts";
import { checkQuerySerializer } from "./query.ts";
import { ABSOLUTE_URL, compileRouteTemplate, type RouteTemplate } from "./route-template.ts";
import { lowerMethod, parseRoute } from "./route.ts";
import type { HeaderInput, MergedOptions, QuerySerializer, RequestHeaders } from "./types.ts";

const NO_MEDIA_TYPE: MergedMediaType = /* @__PURE__ */ Object.freeze({ format: "", previews: /* @__PURE__ */ Object.freeze([]) });
// the largest delay a timer takes (a signed 32-bit count of milliseconds)
const MAX_TIMEOUT = 2_147_483_647;

/** The options of a level or a call, each as checked; `undefined` where none was given. */
export interface Options {
  readonly method: unknown;
  readonly url: unknown;
  readonly baseUrl: unknown;
  readonly headers: Readonly<Record<string, HeaderInput>> | undefined;
  readonly mediaType: MergedMediaType | undefined;
  readonly request: unknown;
  readonly data: unknown;
  readonly querySerializer: QuerySerializer | undefined;
  readonly keepSlashes: readonly string[] | undefined;
}

/** A `defaults()` level (or one with a route's method and url on it), prepared once for every call. */
export interface Prepared {
  /** The merged options themselves, frozen: what `DEFAULTS` shows and `merge()` starts from. */
  readonly record: Readonly<MergedOptions>;
  readonly options: Options;
  /** Its parameters (keys that are not options), in order, or undefined when there are none. */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  readonly paramKeys: readonly string[];
  /** Its headers without those a `null` removed. */
  readonly present: Readonly<RequestHeaders>;
  /** Its lowercase method and compiled template, once a call has checked them. */
  route: { readonly method: string; readonly template: RouteTemplate } | undefined;
}

/** A call laid over a prepared level. */
export interface Resolution {
  readonly base: Prepared;
  /** Every option: the level's own object when the call sets none, else a copy with the call's. */
  readonly options: Options;
  /**
   * The parameters, the level's first, then the caller's. When the level has none, this is the
   * caller's own options object, not copied: each parameter value is read once, where it is used,
   * and option keys among `paramKeys` are skipped there.
   */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  /** The keys of `params`, listed once. */
  readonly paramKeys: readonly string[];
  /** The caller's keys, in order, as read once. */
  readonly keys: readonly string[];
}

/**
 * `request` checked: an object whose `timeout`, if any, is 1 to 2,147,483,647 ms
 * (docs/rules.md#timeouts-and-signals). A plain object is copied, its keys read once: the timeout
 * checked is the one the adapter reads.
 */
function checkRequest(request: unknown): unknown {
  if (typeof request !== "object") throw invalidOption("request", request, "an object");
  if (isPlainObject(request)) request = { ...request };
  const timeout = (request as { timeout?: unknown } | null)?.timeout;
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 1 && timeout <= MAX_TIMEOUT)) {
    throw new EndpointError("ERR_TIMEOUT_INVALID", `request.timeout: expected 1 to ${MAX_TIMEOUT} ms, got ${typeof timeout === "number" ? timeout : typeof timeout}`);
  }
  return request;
}

/**
 * `baseUrl` checked: absolute (`scheme://`), rooted (`/api`, not the scheme-relative `//host`, which
 * leaves the page's origin), or empty for none (docs/rules.md#base-url).
 */
function checkBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== "string" || !(baseUrl === "" || /^\/(?!\/)/.test(baseUrl) || ABSOLUTE_URL.test(baseUrl))) {
    // not quoted: a base URL can carry credentials (https://user:token@host)
    throw new EndpointError("ERR_BASE_URL_INVALID", "baseUrl: expected https://host/path or /path");
  }
  return baseUrl;
}

/** `keepSlashes` checked: a list of parameter names, copied. */
function checkNames(names: unknown): readonly string[] {
  const copy = Array.isArray(names) ? Array.from(names as unknown[]) : undefined;
  if (!copy?.every((name) => typeof name === "string")) throw invalidOption("keepSlashes", names, "parameter names");
  return copy as string[];
}

/** One option of a call merged over the level's; `value` is not `undefined`. */
function mergeOption(key: string, base: unknown, value: unknown): unknown {
  switch (key) {
    case "headers":
      return mergeHeaders((base ?? {}) as Record<string, HeaderInput>, value);
    case "mediaType":
      return mergeMediaType((base ?? NO_MEDIA_TYPE) as MergedMediaType, value);
    case "request":
      return value === null ? null : checkRequest(mergeValue(base, value));
    case "querySerializer":
      // a copy: the styles are read here once, and the copy is what the query is written with
      return checkQuerySerializer(copyDeep(mergeValue(base, value)));
    case "keepSlashes":
      return checkNames(value);
    case "baseUrl":
      return checkBaseUrl(value);
    default:
      return mergeValue(base, value);
  }
}

/**
 * Prepares merged options (checked already: `DEFAULTS`, or merged options `parse()` resolved) for calls.
 * @example prepare(endpoint.DEFAULTS).present // { accept: "application/vnd.github.v3+json", "user-agent": "..." }
 */
export function prepare(record: Readonly<MergedOptions>): Prepared {
  let params: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) if (!OPTION_KEYS.has(key)) setOwn((params ??= {}), key, record[key]);
  const options = optionsOf(record);
  return {
    record,
    options,
    params: params && Object.freeze(params),
    paramKeys: params ? Object.keys(params) : [],
    // frozen: V8 copies a frozen object's keys into a spread fast (each result's headers start as one)
    present: Object.freeze(presentHeaders(options.headers)),
    route: undefined,
  };
}

/** The options of `source`, every one present in one order: one object shape for all of them. */
function optionsOf(source: Readonly<Record<string, unknown>>): Options {
  const options: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) options[key] = source[key];
  return options as unknown as Options;
}

/**
 * Resolved headers without those a `null` removed: what a result carries.
 * @example presentHeaders({ accept: "text/plain", "user-agent": null }) // { accept: "text/plain" }
 */
export function presentHeaders(headers: Readonly<Record<string, HeaderInput>> | undefined): RequestHeaders {
  const present: RequestHeaders = {};
  // own keys only: a polluted Object.prototype adds no header
  for (const name of Object.keys(headers ?? {})) {
    const value = (headers as Record<string, HeaderInput>)[name];
    if (value !== null && value !== undefined) setOwn(present, name, value);
  }
  return present;
}

/**
 * A level with a route's method (if it has one) and url on it, prepared.
 * @example withRoute(prepare(endpoint.DEFAULTS), "POST /markdown").record.url // "/markdown"
 */
export function withRoute(base: Prepared, route: string): Prepared {
  const { method, url } = parseRoute(route);
  const record: MergedOptions = { ...base.record };
  if (method !== undefined) record.method = method;
  record.url = url;
  return prepare(Object.freeze(record));
}

/**
 * `endpoint(route, options)`'s or `endpoint(options)`'s arguments checked and resolved over `level`,
 * or over `routed(route)`: the level with the route on it, which the caller caches.
 */
export function resolveCall(level: Prepared, routed: (route: string) => Prepared, route: unknown, options: unknown): Resolution {
  if (typeof route !== "string") {
    if (options !== undefined) throw invalidOption("The second argument", options, "none after options");
    options = route;
  }
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  return resolve(typeof route === "string" ? routed(route) : level, options as Readonly<Record<string, unknown>> | undefined);
}

/**
 * `options` laid over the prepared `level`; each option is read once and checked
 * (docs/rules.md#merging).
 */
export function resolve(level: Prepared, options: Readonly<Record<string, unknown>> | undefined): Resolution {
  const keys = options === undefined ? [] : Object.keys(options);
  const own = options as Readonly<Record<string, unknown>>;
  let set: Record<string, unknown> | undefined;
  let params = level.params;
  let paramKeys = level.paramKeys;
  let merged: Record<string, unknown> | undefined;
  for (const key of keys) {
    if (OPTION_KEYS.has(key)) {
      const value = own[key];
      if (value === undefined) continue;
      set ??= { ...level.options };
      set[key] = mergeOption(key, set[key], value);
    } else if (level.params === undefined) {
      // the usual call: the caller's parameters over none, used as they are
      params = own;
      paramKeys = keys;
    } else {
      const value = own[key];
      if (value === undefined) continue;
      merged ??= { ...level.params };
      setOwn(merged, key, mergeValue(Object.hasOwn(merged, key) ? merged[key] : undefined, value));
    }
  }
  if (merged !== undefined) {
    params = merged;
    paramKeys = Object.keys(merged);
  }
  return { base: level, options: (set as unknown as Options | undefined) ?? level.options, params, paramKeys, keys };
}

/**
 * A resolution as the one merged-options object `merge()` returns: the level's keys first, then the
 * caller's in their order. Shares objects with the defaults and the caller: `merge()` copies it.
 */
export function materialise(resolution: Resolution): MergedOptions {
  const merged: MergedOptions = { ...resolution.base.record };
  for (const key of resolution.keys) {
    const { params } = resolution;
    const value = OPTION_KEYS.has(key) ? resolution.options[key as keyof Options] : params && Object.hasOwn(params, key) ? params[key] : undefined;
    // a parameter read off the caller's object is merged over nothing: as it is
    if (value !== undefined) setOwn(merged, key, value);
  }
  return merged;
}

/** The lowercase method and compiled template of a resolution, checked in that order; the level keeps its own. */
export function routeOf(resolution: Resolution): { readonly method: string; readonly template: RouteTemplate } {
  const { base, options } = resolution;
  const same = options === base.options || (options.method === base.options.method && options.url === base.options.url);
  if (same && base.route !== undefined) return base.route;
  const route = { method: lowerMethod(options.method ?? "GET"), template: compileRouteTemplate(checkedUrl(options.url)) };
  if (same) base.route = route;
  return route;
}

function checkedUrl(url: unknown): string {
  if (typeof url !== "string" || url === "") {
    throw new EndpointError("ERR_URL_MISSING", `url: expected a path or URL, got ${url === "" ? '""' : kindOf(url)}`);
  }
  return url;
}
