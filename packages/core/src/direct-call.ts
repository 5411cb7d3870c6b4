/**
 * @module direct-call: `endpoint()` without materialising merged options. Merging copies every
 * default and caller key into a new object that `parse()` then reads back; for the usual defaults
 * (no object-valued parameters) the same request can be read straight off the defaults and the
 * caller's options. Only the resolution differs: both paths build the result with `buildRequest()`.
 */
import { mergeOption } from "./merge.ts";
import { OPTION_KEYS } from "./route-template.ts";
import type { RequestParts } from "./parse.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import { parseRoute } from "./route.ts";
import type { MergedOptions } from "./types.ts";

/** What one `defaults()` level prepares once for every call, or undefined when calls must merge. */
export interface PreparedDefaults {
  readonly defaults: Readonly<MergedOptions>;
  /** The defaults' parameters (keys that are not options), or undefined when there are none. */
  readonly params: Readonly<Record<string, unknown>> | undefined;
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
  return { defaults, params: params && Object.freeze(params) };
}

/** A call resolved without merging: its request parts, and the parameters its URL and query or body read. */
export interface DirectCall extends RequestParts {
  variables: Readonly<Record<string, unknown>>;
}

const NO_PARAMS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * What `merge(defaults, route, options)` would hold, read without merging, or undefined for calls
 * `merge()` refuses (it then throws its own error). Checks run in `merge()`'s order.
 */
export function resolveCall(prepared: PreparedDefaults, route: unknown, options: unknown): DirectCall | undefined {
  const { defaults, params } = prepared;
  const call: DirectCall = {
    method: defaults.method,
    url: defaults.url,
    baseUrl: defaults.baseUrl,
    headers: defaults.headers,
    mediaType: defaults.mediaType,
    request: defaults.request,
    variables: params ?? NO_PARAMS,
  };
  if (typeof route === "string") {
    if (options !== undefined && !isPlainObject(options)) return undefined;
    const { method, url } = parseRoute(route);
    if (method !== undefined) call.method = method;
    call.url = url;
  } else {
    if (options !== undefined || !isPlainObject(route)) return undefined;
    options = route;
  }
  if (options === undefined) return call;
  const caller = options as Record<string, unknown>;
  // with no default parameters, the caller's own object is the parameters (option keys are skipped)
  const variables = params === undefined ? caller : { ...params };
  call.variables = variables;
  for (const key of Object.keys(caller)) {
    // a parameter of the caller's own object is not even read here: buildRequest() reads it
    if (!OPTION_KEYS.has(key) && variables === caller) continue;
    const value = caller[key];
    if (value === undefined) continue;
    if (OPTION_KEYS.has(key)) call[key as keyof RequestParts] = mergeOption(key, call[key as keyof RequestParts], value);
    // the defaults' parameters are not objects, so the caller's value replaces them as merge() does;
    // the copy keeps the defaults' key order first (integer-like keys first of all), as merge() does
    else setOwn(variables, key, value);
  }
  return call;
}
