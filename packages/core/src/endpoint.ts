/**
 * @module endpoint: the public `endpoint` function and its members. Each call runs the two stages
 * in one direction (docs/rules.md#stages): merge (merge/), then parse (parse/).
 */
import { memoize } from "./cache.ts";
import { invalidOption } from "./errors.ts";
import { github } from "./github/dialect.ts";
import { childLevel, preparedLevel, rootLevel, type Level } from "./merge/level.ts";
import { mergeCall, mergeParsed, mergeToOptions } from "./merge/merge-call.ts";
import { buildRequest } from "./parse/build-request.ts";
import { readRoute } from "./template/route.ts";
import { isPlainObject } from "./plain-object.ts";
import type { EndpointInterface } from "./types/endpoint-interface.ts";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./types/options.ts";
import { USER_AGENT } from "./version.ts";

/**
 * Turns merged options into request options. They are read and checked as `endpoint()` reads a
 * call's options (over no defaults), so `endpoint(x)` equals `parse(merge(x))`.
 * @example parse({ method: "GET", url: "/orgs/{org}", org: "octokit" }) // { method: "get", url: "/orgs/octokit", headers: {} }
 */
function parse(options: MergedOptions): RequestOptions {
  if (!isPlainObject(options)) throw invalidOption("parse()", options, "merged options");
  return buildRequest(mergeParsed(options, github));
}

// every route string read once, for every level: a route's operation does not depend on the defaults
const routes = /* @__PURE__ */ memoize(readRoute);

/** A new `endpoint` function over `level`: every member merges, then parses, the same way. */
function withDefaults(level: Level): EndpointInterface {
  const prepared = () => preparedLevel(level);
  const endpoint = (route: unknown, options?: unknown) =>
    buildRequest(mergeCall(prepared(), routes, route, options, github));
  const members = {
    defaults: (options: EndpointOptions) => withDefaults(childLevel(level, options)),
    merge: (route?: unknown, options?: unknown) => mergeToOptions(prepared(), routes, route, options, github),
    parse,
  };
  // read-only: assigning `endpoint.DEFAULTS = {...}` throws instead of reporting defaults that are not used
  Object.defineProperty(endpoint, "DEFAULTS", { get: () => prepared().record, enumerable: true });
  for (const [name, value] of Object.entries(members))
    Object.defineProperty(endpoint, name, { value, enumerable: true });
  return endpoint as unknown as EndpointInterface;
}

/**
 * Turns a REST route and parameters into request options for any HTTP client.
 * @example
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })
 * // { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export const endpoint: EndpointInterface = /* @__PURE__ */ withDefaults(
  /* @__PURE__ */ rootLevel(
    {
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
    },
    github,
  ),
);
