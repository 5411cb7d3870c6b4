/**
 * @module resolve: the one place a call's options are read (docs/rules.md#merging). They are read
 * once each, checked, and laid over a prepared `defaults()` level ({@link resolve}). `endpoint()`
 * builds the request from that resolution, `merge()` returns it as one deep-copied object
 * ({@link materialise}), and `parse()` resolves merged options over no defaults.
 */
import { EndpointError, invalidOption, kindOf } from "./errors.ts";
import { mergeOption } from "./merge-option.ts";
import { OPTION_KEYS } from "./option-keys.ts";
import { isPlainObject, mergeValue, setOwn } from "./plain-object.ts";
import type { Options, Prepared } from "./prepare.ts";
import { compileRouteTemplate, type RouteTemplate } from "./route-template.ts";
import { lowerMethod } from "./route.ts";
import type { MergedOptions } from "./types.ts";

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
