/** @module endpoint: the public `endpoint` function and the `defaults()` chain that makes new ones. */
import { buildRequest } from "./build-request.ts";
import { memoize } from "./cache.ts";
import { invalidOption } from "./errors.ts";
import { mergeOption } from "./merge-option.ts";
import { OPTION_KEYS } from "./option-keys.ts";
import { parse } from "./parse.ts";
import { copyDeep, isPlainObject, mergeValue, own, setOwn } from "./plain-object.ts";
import { prepare, withRoute, type Options, type Prepared } from "./prepare.ts";
import { materialise, resolveCall } from "./resolve.ts";
import type { EndpointInterface, EndpointOptions, MergedOptions } from "./types.ts";
import { USER_AGENT } from "./version.ts";

/**
 * A `defaults()` level. Its options are merged over its parent's and checked when it is made; its
 * parameters are merged when it is first used, so making a level costs the same at any depth of a chain.
 */
interface Level {
  readonly parent: Level | undefined;
  /** Every option, merged over the parent's and checked. */
  readonly options: Options;
  /** The options `defaults()` was given, as a frozen copy, in their order. */
  readonly given: Readonly<Record<string, unknown>>;
  /** The merged options prepared for calls, once something uses them. */
  prepared: Prepared | undefined;
}

/** The level's merged options: its nearest prepared ancestor's, with every level's own laid over them in order. */
function mergedOf(level: Level): Readonly<MergedOptions> {
  const chain: Level[] = [];
  let top = level;
  for (; top.prepared === undefined; top = top.parent as Level) chain.push(top);
  const merged: Record<string, unknown> = { ...top.prepared.record };
  for (let i = chain.length - 1; i >= 0; i--) {
    const { given, options } = chain[i] as Level;
    for (const key of Object.keys(given)) {
      const value = given[key];
      if (value === undefined) continue;
      // an option's merged value was worked out when its level was made; parameters merge here
      setOwn(merged, key, OPTION_KEYS.has(key) ? options[key as keyof Options] : mergeValue(own(merged, key), value));
    }
  }
  return copyDeep(merged as MergedOptions, true);
}

/** A level over `parent` from `defaults(options)`: the options read once (copied), merged and checked now. */
function childLevel(parent: Level, options: unknown): Level {
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  const given = copyDeep((options ?? {}) as Record<string, unknown>, true);
  let merged: Record<string, unknown> | undefined;
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key) || given[key] === undefined) continue;
    merged ??= { ...parent.options };
    merged[key] = mergeOption(key, merged[key], given[key]);
  }
  return { parent, options: (merged as Options | undefined) ?? parent.options, given, prepared: undefined };
}

/** A new `endpoint` function over `level`. Every member goes through the one resolver. */
function withDefaults(level: Level): EndpointInterface {
  const prepared = (): Prepared => (level.prepared ??= prepare(mergedOf(level)));
  // a route's method and url over these defaults, prepared once per route string
  const routed = memoize((route) => withRoute(prepared(), route));
  const endpoint = (route: unknown, options?: unknown) => buildRequest(resolveCall(prepared(), routed, route, options));
  const merge = (route?: unknown, options?: unknown) => copyDeep(materialise(resolveCall(prepared(), routed, route, options)));
  const members = {
    defaults: (options: EndpointOptions) => withDefaults(childLevel(level, options)),
    merge,
    parse,
  };
  // read-only: assigning `endpoint.DEFAULTS = {...}` throws instead of reporting defaults that are not used
  Object.defineProperty(endpoint, "DEFAULTS", { get: () => prepared().record, enumerable: true });
  for (const [name, value] of Object.entries(members)) Object.defineProperty(endpoint, name, { value, enumerable: true });
  return endpoint as unknown as EndpointInterface;
}

/** The root level: `DEFAULTS` as given, a frozen deep copy, so neither the caller's objects nor any returned object can change them. */
function rootLevel(DEFAULTS: Readonly<MergedOptions>): Level {
  const prepared = prepare(copyDeep(DEFAULTS, true));
  return { parent: undefined, options: prepared.options, given: {}, prepared };
}

/**
 * Turns a REST route and parameters into request options for any HTTP client.
 * @example
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })
 * // { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private", headers: { ... } }
 */
export const endpoint: EndpointInterface = /* @__PURE__ */ withDefaults(
  /* @__PURE__ */ rootLevel({
    method: "GET",
    baseUrl: "https://api.github.com",
    headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT },
    mediaType: { format: "", previews: [] },
  }),
);
