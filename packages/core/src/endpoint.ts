/** @module endpoint: the public `endpoint` function and the `defaults()` chain that makes new ones. */
import { buildRequest } from "./build-request.ts";
import { memoize } from "./cache.ts";
import { parse } from "./parse.ts";
import { copyDeep } from "./plain-object.ts";
import { prepare, withRoute } from "./prepare.ts";
import { materialise, resolveCall } from "./resolve.ts";
import type { EndpointInterface, EndpointOptions, MergedOptions } from "./types.ts";
import { USER_AGENT } from "./version.ts";

/**
 * A new `endpoint` function over `DEFAULTS`, a frozen deep copy, so neither the caller's objects
 * nor any returned object can change them. Every member goes through the one resolver.
 */
function withDefaults(DEFAULTS: Readonly<MergedOptions>): EndpointInterface {
  const level = prepare(DEFAULTS);
  // a route's method and url over these defaults, prepared once per route string
  const routed = memoize((route) => withRoute(level, route));
  const endpoint = (route: unknown, options?: unknown) => buildRequest(resolveCall(level, routed, route, options));
  const merge = (route?: unknown, options?: unknown) => copyDeep(materialise(resolveCall(level, routed, route, options)));
  const members = {
    DEFAULTS,
    defaults: (options: EndpointOptions) => withDefaults(copyDeep(merge(options), true)),
    merge,
    parse,
  };
  // read-only: assigning `endpoint.DEFAULTS = {...}` throws instead of reporting defaults that are not used
  for (const [name, value] of Object.entries(members)) Object.defineProperty(endpoint, name, { value, enumerable: true });
  return endpoint as unknown as EndpointInterface;
}

/**
 * Turns a REST route and parameters into request options for any HTTP client.
 * @example
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })
 * // { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export const endpoint: EndpointInterface = /* @__PURE__ */ withDefaults(
  /* @__PURE__ */ copyDeep(
    {
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
    },
    true,
  ),
);
