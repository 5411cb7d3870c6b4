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

/** The caller's options, over the route's method and url (reference rule R4). */
function callerOptions(route: string | EndpointOptions | undefined, options: EndpointOptions | undefined): EndpointOptions {
  if (typeof route !== "string") {
    if (options !== undefined) throw invalidOption("The second argument", options, "absent when the first is an options object");
    options = route;
  }
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  if (typeof route !== "string") return options ?? {};
  const fromRoute: EndpointOptions = parseRoute(route);
  if (options === undefined) return fromRoute;
  // a key given as undefined means "not given" (R7), so it must not hide the route's method or url
  for (const key of Object.keys(options)) if (options[key] !== undefined) setOwn(fromRoute, key, options[key]);
  return fromRoute;
}

/**
 * Merges a route and options over `defaults`: header names lowercased (last spelling wins),
 * `undefined` dropped, plain objects merged key by key, previews merged (spec 2.5, R6-R10).
 * Returns fresh objects; neither the defaults nor the options are changed.
 */
export function merge(
  defaults: Readonly<MergedOptions>,
  route?: string | EndpointOptions,
  options?: EndpointOptions,
): MergedOptions {
  const caller = callerOptions(route, options);
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) setOwn(merged, key, cloneDeep(defaults[key]));
  const headers = merged["headers"] as MergedOptions["headers"];
  const mediaType = merged["mediaType"] as MergedOptions["mediaType"];
  for (const key of Object.keys(caller)) {
    const value = caller[key];
    if (value === undefined) continue;
    if (key === "headers") {
      assertHeaderObject(value, "headers");
      mergeHeaders(headers, value);
    } else if (key === "mediaType") {
      assertMediaType(value);
      if (value.format !== undefined) mediaType.format = value.format;
      if (value.previews !== undefined) mediaType.previews = mergePreviews(mediaType.previews, value.previews as string[]);
    } else {
      setOwn(merged, key, mergeValue(merged[key], value));
    }
  }
  return merged as MergedOptions;
}
