/**
 * @module level: the `defaults()` chain. Each level holds its merged defaults, prepared once for
 * every call on it (docs/rules.md#merging).
 */
import { invalidOption } from "../errors.ts";
import { OPTION_KEYS } from "../option-keys.ts";
import { copyDeep, isPlainObject, own, setOwn } from "../plain-object.ts";
import type { HeaderInput, MergedOptions, RequestHeaders } from "../types/options.ts";
import type { Dialect, Options, PresentHeaders, Settings } from "../dialect.ts";
import { mergeValue } from "./merge-rules.ts";

/** A level's merged defaults, prepared once for every call. */
export interface Prepared {
  /** The merged options themselves, frozen: what `DEFAULTS` shows and `merge()` starts from. */
  readonly record: Readonly<MergedOptions>;
  readonly options: Options;
  /** Its parameters (keys that are not options), in order, or undefined when there are none. */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  readonly paramKeys: readonly string[];
  /** Its headers without those a `null` removed. */
  readonly present: PresentHeaders;
  /** The settings of every call that sets no option of its own, once one has made them. */
  settings: Settings | undefined;
}

/**
 * A `defaults()` level. Its options are merged over its parent's and checked when it is made; its
 * parameters are merged when it is first used, so making a level costs the same at any depth of a chain.
 */
export interface Level {
  readonly parent: Level | undefined;
  /** The dialect its options are merged in. */
  readonly dialect: Dialect;
  /** Every option, merged over the parent's and checked. */
  readonly options: Options;
  /** The options `defaults()` was given, as a frozen copy, in their order. */
  readonly given: Readonly<Record<string, unknown>>;
  /** The merged defaults prepared for calls, once something uses them. */
  prepared: Prepared | undefined;
}

/**
 * Prepares merged options (checked already: `DEFAULTS`, or merged options `parse()` reads) for calls.
 * @example prepare(endpoint.DEFAULTS).present // { accept: "application/vnd.github.v3+json", "user-agent": "..." }
 */
export function prepare(record: Readonly<MergedOptions>): Prepared {
  let params: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) if (!OPTION_KEYS.has(key)) setOwn((params ??= {}), key, record[key]);
  const options = optionsOf(record);
  // bytes cannot be frozen: the level sends its own copy, so writing into DEFAULTS.data changes no request
  if (ArrayBuffer.isView(options.data) || options.data instanceof ArrayBuffer)
    (options as { data: unknown }).data = copyDeep(options.data);
  return {
    record,
    options,
    params: params && Object.freeze(params),
    paramKeys: params ? Object.keys(params) : [],
    present: presentHeaders(options.headers, true),
    settings: undefined,
  };
}

/** The options of `source`, every one present in one order: one object shape for all of them. */
function optionsOf(source: Readonly<Record<string, unknown>>): Options {
  const options: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) options[key] = own(source, key);
  return options as unknown as Options;
}

/**
 * Merged headers without those a `null` removed (what a result carries), and the few the parse
 * stage acts on, noted while their own keys are copied.
 * @example presentHeaders({ accept: "text/plain", "user-agent": null }).headers // { accept: "text/plain" }
 */
export function presentHeaders(
  headers: Readonly<Record<string, HeaderInput>> | undefined,
  shared: boolean,
): PresentHeaders {
  const present: RequestHeaders = {};
  let contentTypeGiven = false;
  let contentLength: string | number | undefined;
  let transferEncoding = false;
  let accept: string | number | undefined;
  // own keys only: a polluted Object.prototype adds no header
  for (const name of Object.keys(headers ?? {})) {
    const value = (headers as Record<string, HeaderInput>)[name];
    if (name === "content-type") contentTypeGiven = value !== undefined;
    if (value === null || value === undefined) continue;
    setOwn(present, name, value);
    if (name === "content-length") contentLength = value;
    else if (name === "transfer-encoding") transferEncoding = true;
    else if (name === "accept") accept = value;
  }
  // a level's are frozen: V8 spreads a frozen object's keys fast, and each result's headers start as a spread of them
  return {
    headers: shared ? Object.freeze(present) : present,
    shared,
    contentTypeGiven,
    contentLength,
    transferEncoding,
    accept,
  };
}

/** The root level of a dialect: `defaults`, a frozen deep copy, so neither the caller's objects nor any returned object can change them. */
export function rootLevel(defaults: Readonly<MergedOptions>, dialect: Dialect): Level {
  const prepared = prepare(copyDeep(defaults, true));
  return { parent: undefined, dialect, options: prepared.options, given: {}, prepared };
}

/** A level over `parent` from `defaults(options)`: the options read once (copied), merged and checked now. */
export function childLevel(parent: Level, options: unknown): Level {
  if (options !== undefined && !isPlainObject(options)) throw invalidOption("options", options, "a plain object");
  const given = copyDeep((options ?? {}) as Record<string, unknown>, true);
  let merged: Record<string, unknown> | undefined;
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key) || given[key] === undefined) continue;
    merged ??= { ...parent.options };
    merged[key] = parent.dialect.mergeOption(key, merged[key], given[key]);
  }
  const { dialect } = parent;
  return { parent, dialect, options: (merged as Options | undefined) ?? parent.options, given, prepared: undefined };
}

/** The level prepared: its nearest prepared ancestor's merged defaults, with every level's own laid over them in order. */
export function preparedLevel(level: Level): Prepared {
  if (level.prepared !== undefined) return level.prepared;
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
  return (level.prepared = prepare(copyDeep(merged as MergedOptions, true)));
}
