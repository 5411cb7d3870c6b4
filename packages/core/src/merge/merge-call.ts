/**
 * @module merge-call: the merge stage of a call (docs/rules.md#stages). A call's options are read
 * once each, checked, and laid over a prepared level: `endpoint()` gets the {@link Merged} value the
 * parse stage builds from, `merge()` the same merge as one object.
 */
import { fail, invalidOption, kindOf, quote } from "../errors.ts";
import { copyDeep, isPlainObject, setOwn } from "../plain-object.ts";
import type { Dialect, Merged, Operation, Options, Settings } from "../dialect.ts";
import { type CompiledRoute, lowerMethod } from "../template/route.ts";
import type { MergedOptions } from "../types/options.ts";
import { prepare, presentHeaders, type Prepared } from "./level.ts";
import { type Group, headerParams, NO_GROUP, readGroup } from "./grouped.ts";
import { mergeValue } from "./merge-rules.ts";

/** A call laid over a prepared level: the {@link Merged} value once its operation and settings are made. */
interface Resolution {
  readonly level: Prepared;
  readonly dialect: Dialect;
  /** The route string's, read once per entry; undefined for `endpoint(options)` and `parse()`. */
  readonly route: CompiledRoute | undefined;
  /** Every option: the level's own object when the call sets none, else a copy with the route's and the call's. */
  readonly options: Options;
  readonly params: Readonly<Record<string, unknown>>;
  readonly paramKeys: readonly string[];
  readonly query: Readonly<Record<string, unknown>> | undefined;
  /** A grouped call's `params` as read, which `merge()` returns; undefined for a flat call. */
  readonly group: Group | undefined;
  /** A grouped call's own `styles`, as given (the dialect checks them): its operation is compiled for it. */
  readonly callStyles: unknown;
  readonly body: unknown;
  operation: Operation | undefined;
  settings: Settings | undefined;
}

const NO_PARAMS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});
const NO_DEFAULTS = /* @__PURE__ */ prepare(/* @__PURE__ */ Object.freeze({}) as MergedOptions);

/**
 * `endpoint(route, options)`'s or `endpoint(options)`'s arguments checked and laid over `level`;
 * `routes` reads a route string once per entry.
 */
function resolveCall(
  level: Prepared,
  routes: (route: string) => CompiledRoute,
  route: unknown,
  options: unknown,
  dialect: Dialect,
): Resolution {
  if (typeof route !== "string") {
    if (options !== undefined) throw invalidOption("The second argument", options, "none after options");
    options = route;
  }
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  return resolve(
    level,
    typeof route === "string" ? routes(route) : undefined,
    options as Readonly<Record<string, unknown>> | undefined,
    dialect,
  );
}

/** The level's options with the route's method (if it names one) and URL over them: what a call's options are merged over. */
function routed(level: Prepared, route: CompiledRoute | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = { ...level.options };
  if (route !== undefined) {
    if (route.method !== undefined) options.method = route.method;
    options.url = route.url;
  }
  return options;
}

/** `options` laid over the prepared `level` and `route`; each option is read once and checked (docs/rules.md#merging). */
function resolve(
  level: Prepared,
  route: CompiledRoute | undefined,
  options: Readonly<Record<string, unknown>> | undefined,
  dialect: Dialect,
): Resolution {
  const keys = options === undefined ? [] : Object.keys(options);
  return (dialect.readCall as Reader)(level, route, options as Readonly<Record<string, unknown>>, keys, dialect);
}

/** What a {@link Dialect}'s `readCall` is: the call's keys read over the level and the route. */
export type Reader = (
  level: Prepared,
  route: CompiledRoute | undefined,
  options: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  dialect: Dialect,
) => Resolution;

/**
 * GitHub's reading of a call: option keys are options, any other key a parameter, unless the call
 * has `params`: then it is grouped (docs/rules.md#grouped-parameters).
 */
export function readFlatCall(
  level: Prepared,
  route: CompiledRoute | undefined,
  given: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  dialect: Dialect,
): Resolution {
  let set: Record<string, unknown> | undefined;
  let params = level.params;
  let paramKeys = level.paramKeys;
  let merged: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (dialect.callKeys.has(key)) {
      const value = given[key];
      if (value === undefined) continue;
      set ??= routed(level, route);
      set[key] = dialect.mergeOption(key, set[key], value);
    } else if (key === "params") {
      // a grouped call: found here, not by a lookup every call pays for; the options before it are merged already
      return resolveGrouped(level, route, given, keys, i, set, dialect, false);
    } else if (level.params === undefined) {
      // the usual call: the caller's parameters over none, used as they are
      params = given;
      paramKeys = keys;
    } else {
      const value = given[key];
      if (value === undefined) continue;
      merged ??= { ...level.params };
      setOwn(merged, key, mergeValue(Object.hasOwn(merged, key) ? merged[key] : undefined, value));
    }
  }
  if (merged !== undefined) {
    params = merged;
    paramKeys = Object.keys(merged);
  }
  return {
    level,
    dialect,
    route,
    options: (set as unknown as Options | undefined) ?? level.options,
    params: params ?? NO_PARAMS,
    paramKeys,
    query: undefined,
    group: undefined,
    callStyles: undefined,
    body: undefined,
    operation: undefined,
    settings: undefined,
  };
}

/**
 * A grouped call laid over `level` and `route` (docs/rules.md#grouped-parameters): every key is an
 * option, the parameters are in `params`, and the dialect says which option keys a call may hold.
 */
function resolveGrouped(
  level: Prepared,
  route: CompiledRoute | undefined,
  options: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  from: number,
  merged: Record<string, unknown> | undefined,
  dialect: Dialect,
  takesStyles: boolean,
): Resolution {
  if (level.params !== undefined)
    throw fail("ERR_OPTIONS_INVALID", "params", "the defaults hold flat parameters; set them in params");
  let set = merged;
  let group = NO_GROUP;
  let callStyles: unknown;
  let body: unknown;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    // the options before `from` were merged by the flat loop, which found `params` there
    const value = i < from && key !== "data" && dialect.callKeys.has(key) ? undefined : options[key];
    if (value === undefined) continue;
    if (key !== "data" && dialect.callKeys.has(key)) {
      set ??= routed(level, route);
      set[key] = dialect.mergeOption(key, set[key], value);
    } else if (key === "params") group = readGroup(value);
    // kept beside the options: a call that only adds its body shares the level's settings
    else if (key === "body") body = value;
    else if (key === "styles" && takesStyles) callStyles = value;
    else throw fail("ERR_OPTIONS_INVALID", quote(key), dialect.refuse(key));
  }
  const { path, query, header } = group;
  if (header !== undefined) {
    // a header parameter's explode is its operation's: looked up here, where headers merge
    set ??= routed(level, route);
    const styles = dialect.styles(set.method, String(set.url), callStyles);
    set.headers = dialect.mergeOption("headers", set.headers, headerParams(header, styles?.header));
  }
  return {
    level,
    dialect,
    route,
    options: (set as unknown as Options | undefined) ?? level.options,
    params: path ?? NO_PARAMS,
    paramKeys: path === undefined ? [] : Object.keys(path),
    query: query ?? NO_PARAMS,
    group,
    callStyles,
    body,
    operation: undefined,
    settings: undefined,
  };
}

/**
 * The neutral entry's reading of a call: every call grouped, with its own `styles` if it likes
 * (docs/rules.md#any-api).
 */
export const readGroupedCall: Reader = (level, route, given, keys, dialect) =>
  resolveGrouped(level, route, given, keys, 0, undefined, dialect, true);

/**
 * `merge()`: a call's options over `level` as one deep-copied object, the level's keys first, then
 * the caller's in their order.
 */
export function mergeToOptions(
  level: Prepared,
  routes: (route: string) => CompiledRoute,
  route: unknown,
  options: unknown,
  dialect: Dialect,
): MergedOptions {
  const resolution = resolveCall(level, routes, route, options, dialect);
  const merged: MergedOptions = { ...level.record };
  const { route: read } = resolution;
  if (read !== undefined) {
    if (read.method !== undefined) merged.method = read.method;
    merged.url = read.url;
  }
  const { params } = resolution;
  // the caller's keys in their order (the values were read once, by resolveCall)
  const { group } = resolution;
  for (const key of Object.keys((typeof route === "string" ? options : route) ?? {})) {
    // a grouped call's keys are options, params or body: any other was refused
    const value = resolution.dialect.callKeys.has(key)
      ? resolution.options[key as keyof Options]
      : group !== undefined
        ? key === "params"
          ? group
          : resolution.body
        : Object.hasOwn(params, key)
          ? params[key]
          : undefined;
    // a parameter read off the caller's object is merged over nothing: as it is
    if (value !== undefined) setOwn(merged, key, value);
  }
  return copyDeep(merged);
}

/**
 * The merge stage of a call: its options over `level` and the route `routes` reads, as the one
 * value the parse stage reads. The route's method and template are checked in that order and
 * compiled once per route string.
 */
export function mergeCall(
  level: Prepared,
  routes: (route: string) => CompiledRoute,
  route: unknown,
  options: unknown,
  dialect: Dialect,
): Merged {
  return mergedOf(resolveCall(level, routes, route, options, dialect));
}

/** The merge stage of `parse()`: merged options read as a call's options are, over no defaults. */
export function mergeParsed(options: MergedOptions, dialect: Dialect): Merged {
  return mergedOf(resolve(NO_DEFAULTS, undefined, options, dialect));
}

function mergedOf(resolution: Resolution): Merged {
  const { options, level } = resolution;
  resolution.operation = operationOf(resolution);
  // one object for every call that sets no option, unless the defaults hold a body: each call gets a copy
  resolution.settings =
    options === level.options && options.data === undefined
      ? (level.settings ??= settle(resolution))
      : settle(resolution);
  return resolution as Merged;
}

/**
 * The operation of a call: its route's, compiled once per route string (for the method it resolves
 * to), unless the call names another URL or its own styles; else compiled for this call.
 */
function operationOf({ options, level, route, dialect, callStyles }: Resolution): Operation {
  let { method, url } = options;
  if (route !== undefined && options === level.options) {
    method = route.method ?? method;
    url = route.url;
  }
  if (route === undefined || url !== route.url || callStyles !== undefined)
    return compileOperation(method, undefined, url, dialect, callStyles);
  if (route.operation === undefined || route.compiledFor !== method) {
    // the route's own method was checked as the route was read
    route.operation = compileOperation(
      method,
      method === route.method ? route.lower : undefined,
      url,
      dialect,
      undefined,
    );
    route.compiledFor = method;
  }
  return route.operation;
}

/**
 * A method and URL checked in that order (`checked` is the method lowercased, if the route's was read already) and
 * compiled in the dialect's terms, with the operation's styles.
 */
function compileOperation(
  method: unknown,
  checked: string | undefined,
  url: unknown,
  dialect: Dialect,
  callStyles: unknown,
): Operation {
  const lower = checked ?? lowerMethod(method ?? "GET");
  if (typeof url !== "string" || url === "") {
    throw fail("ERR_URL_MISSING", "url", `expected a path or URL, got ${url === "" ? '""' : kindOf(url)}`);
  }
  const styles = dialect.styles(method ?? "GET", url, callStyles);
  return { method: lower, template: dialect.compile(url, styles), styles };
}

/** The settings of a call's merged options over its level, but its method and URL: headers without nulls, the body. */
function settle({ options, level, dialect }: Resolution): Settings {
  const { data, request } = options;
  return {
    baseUrl: options.baseUrl ?? "",
    headers: options.headers === level.options.headers ? level.present : presentHeaders(options.headers, false),
    mediaType: options.mediaType,
    request: request ?? undefined,
    // the defaults' body is theirs: a copy, so no result shares their bytes or Date
    data: data !== undefined && data === level.options.data ? copyDeep(data) : data,
    query: dialect.settleQuery(options),
    keepSlashes: options.keepSlashes,
    defaultParams: level.params !== undefined,
  };
}
