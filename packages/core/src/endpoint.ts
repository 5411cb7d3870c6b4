/** @module endpoint: the public `endpoint` function and the `defaults()` chain that makes new ones. */
import { isJsonBody } from "./body.ts";
import { checkDefaultHeaders } from "./headers.ts";
import { cloneDeep, merge } from "./merge.ts";
import { directCall, prepareDefaults } from "./direct-call.ts";
import { parse } from "./parse.ts";
import type { EndpointInterface, EndpointOptions, MergedOptions } from "./types.ts";
import { VERSION } from "./version.ts";

/** Freezes plain objects and arrays (what a JSON body is made of) all the way down; class instances (AbortSignal, ...) are left alone. */
function deepFreeze<T>(value: T): T {
  if (isJsonBody(value)) {
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
  const prepared = prepareDefaults(DEFAULTS);
  const endpoint = ((route: string | EndpointOptions, options?: EndpointOptions) => {
    // the direct path reads what merge() would copy; calls it cannot take go through merge()
    return (prepared && directCall(prepared, route, options)) ?? parse(merge(DEFAULTS, route, options));
  }) as EndpointInterface;
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
