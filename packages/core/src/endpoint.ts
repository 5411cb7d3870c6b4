/** @module endpoint: the public `endpoint` function and the `defaults()` chain that makes new ones. */
import { checkDefaultHeaders } from "./headers.ts";
import { cloneDeep, merge } from "./merge.ts";
import { parse } from "./parse.ts";
import type { EndpointInterface, EndpointOptions, MergedOptions } from "./types.ts";
import { VERSION } from "./version.ts";

/** Freezes plain objects and arrays all the way down; class instances (AbortSignal, ...) are left alone. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * A new `endpoint` function over `DEFAULTS`. The defaults are a frozen deep copy, so neither the
 * caller's objects nor any returned object can change them (CONTRACT.md "Safety").
 */
function withDefaults(DEFAULTS: Readonly<MergedOptions>): EndpointInterface {
  // fails here, once, for a bad header, rather than on every call of the new function
  checkDefaultHeaders(DEFAULTS.headers);
  const endpointMerge = ((route?: string | EndpointOptions, options?: EndpointOptions) =>
    merge(DEFAULTS, route, options)) as EndpointInterface["merge"];
  // parse() builds new headers and only reads mediaType; other objects could reach the result
  const copied = Object.keys(DEFAULTS).filter((key) => key !== "headers" && key !== "mediaType" && typeof DEFAULTS[key] === "object");
  const endpoint = ((route: string | EndpointOptions, options?: EndpointOptions) =>
    parse(merge(DEFAULTS, route, options, copied))) as EndpointInterface;
  return Object.assign(endpoint, {
    DEFAULTS,
    defaults: (options: EndpointOptions): EndpointInterface => withDefaults(deepFreeze(cloneDeep(merge(DEFAULTS, options)))),
    merge: endpointMerge,
    parse,
  });
}

/** Spec 2.3 with CONTRACT.md's values; `format` and `previews` as in the reference 7.0.6 (R12). */
const ROOT_DEFAULTS: MergedOptions = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": `scope-endpoint.js/${VERSION}`,
  },
  mediaType: { format: "", previews: [] },
};

/**
 * Turns a REST route and parameters into request options for any HTTP client.
 * @example
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })
 * // { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export const endpoint: EndpointInterface = withDefaults(deepFreeze(ROOT_DEFAULTS));
