/** @module merge: caller options merged over defaults, nothing expanded yet (spec 2.5). */
import { invalidOption } from "./errors.ts";
import { assertHeaderObject, mergeHeaders } from "./headers.ts";
import { assertMediaType, mergePreviews } from "./media-type.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import { parseRoute } from "./route.ts";
import type { EndpointOptions, MergedOptions } from "./types.ts";

/** A copy in which plain objects and arrays are new, so nothing returned shares them with `value`. */
export function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, cloneDeep(value[key]));
  return copy as T;
}

/** Reference rule R8: plain objects merge key by key, anything else replaces. */
function mergeValue(base: unknown, value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(base)) return value;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(value)) {
    if (value[key] !== undefined) setOwn(merged, key, mergeValue(merged[key], value[key]));
  }
  return merged;
}

/**
 * One caller option merged over its base (spec 2.5): headers lowercased key by key (last spelling
 * wins), previews merged (R10), other plain objects key by key (R8). `value` is not `undefined`.
 * Shared by `merge()` and `endpoint()`'s direct path, so both merge alike.
 */
export function mergeOption(key: string, base: unknown, value: unknown): unknown {
  if (key === "headers") {
    assertHeaderObject(value, "headers");
    return mergeHeaders({ ...(base as object) }, value);
  }
  if (key !== "mediaType") return mergeValue(base, value);
  assertMediaType(value);
  const { format, previews } = base as MergedOptions["mediaType"];
  return {
    format: value.format ?? format,
    previews: value.previews === undefined ? previews : mergePreviews(previews, value.previews),
  };
}

/**
 * Merges a route and options over `defaults`: header names lowercased (last spelling wins),
 * `undefined` dropped, plain objects merged key by key, previews merged (spec 2.5, R6-R10).
 * Neither the defaults nor the options are changed, and the defaults are deep-copied, so nothing
 * returned shares an object with them.
 */
export function merge(defaults: Readonly<MergedOptions>, route?: string | EndpointOptions, options?: EndpointOptions): MergedOptions {
  if (typeof route !== "string") {
    if (options !== undefined) throw invalidOption("The second argument", options, "absent when the first is an options object");
    options = route;
  }
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  // a deep copy through setOwn, so a "__proto__" parameter stays a parameter (CONTRACT.md "Safety")
  const merged = cloneDeep(defaults) as Record<string, unknown>;
  // R4 and R9: the route's method and url, then the caller's keys, which win over them
  if (typeof route === "string") Object.assign(merged, parseRoute(route));
  if (options === undefined) return merged as MergedOptions;
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value !== undefined) setOwn(merged, key, mergeOption(key, merged[key], value));
  }
  return merged as MergedOptions;
}
