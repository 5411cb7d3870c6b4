/**
 * @module merge-call: the merge stage of a call (docs/rules.md#stages). A call's options are read
 * once each, checked, and laid over a prepared level: `endpoint()` gets the {@link Merged} value the
 * parse stage builds from, `merge()` the same merge as one object.
 */
import { EndpointError, invalidOption, kindOf, quote } from "../errors.ts";
import { OPTION_KEYS } from "../option-keys.ts";
import { copyDeep, isPlainObject, own, setOwn } from "../plain-object.ts";
import { compileRouteTemplate, type RouteTemplate } from "../template/route-template.ts";
import { lowerMethod } from "../template/route.ts";
import type { MergedOptions } from "../types/options.ts";
import { prepare, presentHeaders, type Prepared } from "./level.ts";
import { type Group, headerParams, NO_GROUP, readGroup } from "./grouped.ts";
import type { Dialect, Merged, Options, Settings } from "./merged.ts";
import { mergeOption, mergeValue } from "./merge-rules.ts";
import type { OperationStyles } from "../types/any-api.ts";

/** What a grouped call adds to its resolution (docs/rules.md#grouped-parameters). */
interface Grouping {
  /** Its `params` as read, which `merge()` returns. */
  readonly group: Group;
  readonly dialect: Dialect | undefined;
  /**
   * The call's own `styles`, as given (the dialect checks them); when set, its route is compiled for
   * it, not cached on the level.
   */
  readonly callStyles: unknown;
}

/** A call laid over a prepared level: the {@link Merged} value once its settings are made. */
interface Resolution {
  readonly level: Prepared;
  /** Every option: the level's own object when the call sets none, else a copy with the call's. */
  readonly options: Options;
  readonly params: Readonly<Record<string, unknown>>;
  readonly paramKeys: readonly string[];
  readonly query: Readonly<Record<string, unknown>> | undefined;
  readonly grouping: Grouping | undefined;
  settings: Settings | undefined;
}

const NO_PARAMS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});
const NO_GROUPING: Partial<Grouping> = {};
const NO_DEFAULTS = /* @__PURE__ */ prepare(/* @__PURE__ */ Object.freeze({}) as MergedOptions);

/**
 * `endpoint(route, options)`'s or `endpoint(options)`'s arguments checked and laid over `level`, or
 * over `routed(route)`: the level with the route on it, which the caller caches.
 */
function resolveCall(
  level: Prepared,
  routed: (route: string) => Prepared,
  route: unknown,
  options: unknown,
  dialect?: Dialect,
): Resolution {
  if (typeof route !== "string") {
    if (options !== undefined) throw invalidOption("The second argument", options, "none after options");
    options = route;
  }
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  return resolve(
    typeof route === "string" ? routed(route) : level,
    options as Readonly<Record<string, unknown>> | undefined,
    dialect,
  );
}

/** `options` laid over the prepared `level`; each option is read once and checked (docs/rules.md#merging). */
function resolve(
  level: Prepared,
  options: Readonly<Record<string, unknown>> | undefined,
  dialect?: Dialect,
): Resolution {
  const keys = options === undefined ? [] : Object.keys(options);
  const given = options as Readonly<Record<string, unknown>>;
  if (dialect !== undefined) return resolveGrouped(level, given, keys, 0, undefined, dialect);
  let set: Record<string, unknown> | undefined;
  let params = level.params;
  let paramKeys = level.paramKeys;
  let merged: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (OPTION_KEYS.has(key)) {
      const value = given[key];
      if (value === undefined) continue;
      set ??= { ...level.options };
      set[key] = mergeOption(key, set[key], value);
    } else if (key === "params") {
      // a grouped call: found here, not by a lookup every call pays for; the options before it are merged already
      return resolveGrouped(level, given, keys, i, set, undefined);
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
    options: (set as unknown as Options | undefined) ?? level.options,
    params: params ?? NO_PARAMS,
    paramKeys,
    query: undefined,
    grouping: undefined,
    settings: undefined,
  };
}

/**
 * A grouped call laid over `level` (docs/rules.md#grouped-parameters): every key is an option, the
 * parameters are in `params`, and a dialect allows only its own option keys.
 */
function resolveGrouped(
  level: Prepared,
  options: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  from: number,
  merged: Record<string, unknown> | undefined,
  dialect: Dialect | undefined,
): Resolution {
  if (level.params !== undefined)
    throw new EndpointError("ERR_OPTIONS_INVALID", "params: the defaults hold flat parameters; set them in params");
  let set = merged;
  let group = NO_GROUP;
  let callStyles: unknown;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    // the options before `from` were merged by the flat loop, which found `params` there
    const value = i < from && key !== "data" && OPTION_KEYS.has(key) ? undefined : options[key];
    if (value === undefined) continue;
    if (key !== "data" && (dialect?.optionKeys ?? OPTION_KEYS).has(key)) {
      set ??= { ...level.options };
      set[key] = mergeOption(key, set[key], value);
    } else if (key === "params") group = readGroup(value);
    else if (key === "body") (set ??= { ...level.options }).data = value;
    else if (key === "styles" && dialect !== undefined) {
      // the call's own styles: its settings are its own, not the level's
      callStyles = value;
      set ??= { ...level.options };
    } else
      throw new EndpointError(
        "ERR_OPTIONS_INVALID",
        `${quote(key)}: not an option of a grouped call (${key === "data" ? "the body is body" : "parameters go in params"})`,
      );
  }
  const { path, query, header } = group;
  if (header !== undefined) {
    // a header parameter's explode is its operation's: looked up here, where headers merge
    const styles = dialect?.styles((set as unknown as Options | undefined) ?? level.options, callStyles);
    set ??= { ...level.options };
    set.headers = mergeOption("headers", set.headers, headerParams(header, own(styles, "header")));
  }
  return {
    level,
    options: (set as unknown as Options | undefined) ?? level.options,
    params: path ?? NO_PARAMS,
    paramKeys: path === undefined ? [] : Object.keys(path),
    query: query ?? NO_PARAMS,
    grouping: { group, dialect, callStyles },
    settings: undefined,
  };
}

/**
 * `merge()`: a call's options over `level` as one deep-copied object, the level's keys first, then
 * the caller's in their order.
 */
export function mergeToOptions(
  level: Prepared,
  routed: (route: string) => Prepared,
  route: unknown,
  options: unknown,
): MergedOptions {
  const resolution = resolveCall(level, routed, route, options);
  const merged: MergedOptions = { ...resolution.level.record };
  const { params } = resolution;
  // the caller's keys in their order (the values were read once, by resolveCall)
  const group = resolution.grouping?.group;
  for (const key of Object.keys((typeof route === "string" ? options : route) ?? {})) {
    // a grouped call's keys are options, params or body: any other was refused
    const value = OPTION_KEYS.has(key)
      ? resolution.options[key as keyof Options]
      : group !== undefined
        ? key === "params"
          ? group
          : resolution.options.data
        : Object.hasOwn(params, key)
          ? params[key]
          : undefined;
    // a parameter read off the caller's object is merged over nothing: as it is
    if (value !== undefined) setOwn(merged, key, value);
  }
  return copyDeep(merged);
}

/**
 * The merge stage of `endpoint()`: a call's options over `level` (or over `routed(route)`), as the
 * one value the parse stage reads. The route's method and template are checked in that order and
 * compiled once per level.
 */
export function mergeCall(
  level: Prepared,
  routed: (route: string) => Prepared,
  route: unknown,
  options: unknown,
  dialect?: Dialect,
): Merged {
  return mergedOf(resolveCall(level, routed, route, options, dialect));
}

/** The merge stage of `parse()`: merged options read as a call's options are, over no defaults. */
export function mergeParsed(options: MergedOptions): Merged {
  return mergedOf(resolve(NO_DEFAULTS, options));
}

function mergedOf(resolution: Resolution): Merged {
  const { options, level } = resolution;
  // one object for every call that sets no option, unless the defaults hold a body: each call gets a copy
  resolution.settings =
    options === level.options && options.data === undefined
      ? (level.settings ??= settle(resolution))
      : settle(resolution);
  return resolution as Merged;
}

/**
 * The settings of a call's merged options over its level: the route checked and compiled (once per
 * level, unless the call sets its own styles), headers without nulls.
 */
function settle({ options, level, grouping }: Resolution): Settings {
  const { dialect, callStyles } = grouping ?? NO_GROUPING;
  // the operation's styles, once per level for the calls that set no option of their own
  const styles = dialect?.styles(options, callStyles);
  const sameRoute =
    callStyles === undefined &&
    (options === level.options || (options.method === level.options.method && options.url === level.options.url));
  const { method, template } = sameRoute
    ? (level.route ??= compileRoute(options, dialect, styles))
    : compileRoute(options, dialect, styles);
  const { data, request } = options;
  return {
    method,
    template,
    baseUrl: options.baseUrl ?? "",
    headers: options.headers === level.options.headers ? level.present : presentHeaders(options.headers, false),
    mediaType: options.mediaType,
    request: request ?? undefined,
    // the defaults' body is theirs: a copy, so no result shares their bytes or Date
    data: data !== undefined && data === level.options.data ? copyDeep(data) : data,
    querySerializer: options.querySerializer,
    keepSlashes: options.keepSlashes,
    defaultParams: level.params !== undefined,
    dialect,
    styles,
  };
}

/** The lowercase method and compiled template of merged options, checked in that order, in the dialect's terms. */
function compileRoute(
  options: Options,
  dialect: Dialect | undefined,
  styles: OperationStyles | undefined,
): { readonly method: string; readonly template: RouteTemplate } {
  const method = lowerMethod(options.method ?? "GET");
  const url = checkedUrl(options.url);
  return { method, template: dialect ? dialect.compile(url, styles) : compileRouteTemplate(url) };
}

function checkedUrl(url: unknown): string {
  if (typeof url !== "string" || url === "") {
    throw new EndpointError("ERR_URL_MISSING", `url: expected a path or URL, got ${url === "" ? '""' : kindOf(url)}`);
  }
  return url;
}
