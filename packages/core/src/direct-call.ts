/**
 * @module direct-call: `endpoint()` without materialising merged options. Merging copies every
 * default and caller key into a new object that `parse()` then reads back; for the usual defaults
 * (no object-valued parameters) the same request can be read straight off the defaults and the
 * caller's options. Only the resolution differs: both paths build the result with `buildRequest()`.
 */
import { memoize } from "./cache.ts";
import { mergeOption } from "./merge.ts";
import { buildRequest, resolveRoute, type RequestParts, type ResolvedRoute } from "./parse.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import { OPTION_KEYS } from "./route-template.ts";
import { parseRoute } from "./route.ts";
import type { MergedOptions, RequestOptions } from "./types.ts";

/** What one `defaults()` level prepares once for every call, or undefined when calls must merge. */
export interface PreparedDefaults {
  /** The defaults' parameters (keys that are not options), or undefined when there are none. */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  /** The defaults' request parts: what a call with an options object starts from. */
  readonly parts: Readonly<RequestParts>;
  /** A route over the defaults (its method and url on theirs), resolved once and cached per route. */
  readonly route: (route: string) => PreparedRoute;
}

/** A route over one `defaults()` level: its request parts, and their method and template when valid. */
interface PreparedRoute {
  readonly parts: Readonly<RequestParts>;
  readonly resolved: ResolvedRoute | undefined;
}

/**
 * Prepares `defaults` for direct calls. Not possible (undefined) when a default other than
 * `headers` and `mediaType` (checked plain objects, as `merge()` made them) is an object: `merge()`
 * merges plain objects key by key and copies whatever could reach the result, which the direct
 * path does not repeat.
 */
export function prepareDefaults(defaults: Readonly<MergedOptions>): PreparedDefaults | undefined {
  let params: Record<string, unknown> | undefined;
  for (const key of Object.keys(defaults)) {
    const value = defaults[key];
    if (key === "headers" || key === "mediaType") continue;
    if (typeof value === "object" && value !== null) return undefined;
    if (!OPTION_KEYS.has(key)) setOwn((params ??= {}), key, value);
  }
  const parts = Object.freeze(copyParts(defaults));
  const route = memoize((route): PreparedRoute => {
    const { method, url } = parseRoute(route);
    const own = copyParts(parts);
    if (method !== undefined) own.method = method; // R4: the route's method, if it has one, replaces the default
    own.url = url;
    return { parts: Object.freeze(own), resolved: resolveRoute(own) };
  });
  return { params: params && Object.freeze(params), parts, route };
}

const NO_PARAMS: Readonly<Record<string, unknown>> = Object.freeze({});

/** A mutable copy, written as a literal: one shape for every copy, where a spread of frozen parts made slower ones. */
function copyParts({ method, url, baseUrl, headers, mediaType, request }: Readonly<RequestParts>): RequestParts {
  return { method, url, baseUrl, headers, mediaType, request };
}

/**
 * What `parse(merge(defaults, route, options))` returns, read without merging, or undefined for
 * calls `merge()` refuses (it then throws its own error). Checks run in `merge()`'s order. A call
 * that sets no option (the usual one) builds on the cached parts of its route, copying nothing, and
 * on its method and template, resolved once.
 */
export function directCall(prepared: PreparedDefaults, route: unknown, options: unknown): RequestOptions | undefined {
  let parts: Readonly<RequestParts>;
  let resolved: ResolvedRoute | undefined;
  if (typeof route === "string") {
    if (options !== undefined && !isPlainObject(options)) return undefined;
    ({ parts, resolved } = prepared.route(route));
  } else {
    if (options !== undefined || !isPlainObject(route)) return undefined;
    parts = prepared.parts;
    options = route;
  }
  const { params } = prepared;
  if (options === undefined) return buildRequest(parts, params ?? NO_PARAMS, true, undefined, resolved);
  const caller = options as Record<string, unknown>;
  const keys = Object.keys(caller);
  // with no default parameters, the caller's own object is the parameters (buildRequest skips option keys)
  const variables = params === undefined ? caller : { ...params };
  let own: RequestParts | undefined;
  for (const key of keys) {
    const isOption = OPTION_KEYS.has(key);
    // a parameter of the caller's own object is not even read here: buildRequest() reads it
    if (!isOption && variables === caller) continue;
    const value = caller[key];
    if (value === undefined) continue;
    if (isOption) {
      own ??= copyParts(parts);
      own[key as keyof RequestParts] = mergeOption(key, own[key as keyof RequestParts], value);
    }
    // the defaults' parameters are not objects, so the caller's value replaces them as merge() does;
    // the copy keeps the defaults' key order first (integer-like keys first of all), as merge() does
    else setOwn(variables, key, value);
  }
  // a caller's method or url replaces the route's, and with it what was resolved of them
  if (own !== undefined && (own.method !== parts.method || own.url !== parts.url)) resolved = undefined;
  return buildRequest(own ?? parts, variables, true, variables === caller ? keys : undefined, resolved);
}
