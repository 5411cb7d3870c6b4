/** @module prepare: a `defaults()` level, and a route on it, prepared once for every call. */
import { OPTION_KEYS } from "./option-keys.ts";
import type { MergedMediaType } from "./media-type.ts";
import { copyDeep, own, setOwn } from "./plain-object.ts";
import type { RouteTemplate } from "./route-template.ts";
import { parseRoute } from "./route.ts";
import type { HeaderInput, MergedOptions, QuerySerializer, RequestHeaders } from "./types.ts";

/** The options of a level or a call, each as checked; `undefined` where none was given. */
export interface Options {
  readonly method: unknown;
  readonly url: unknown;
  readonly baseUrl: unknown;
  readonly headers: Readonly<Record<string, HeaderInput>> | undefined;
  readonly mediaType: MergedMediaType | undefined;
  readonly request: unknown;
  readonly data: unknown;
  readonly querySerializer: QuerySerializer | undefined;
  readonly keepSlashes: readonly string[] | undefined;
}

/** A `defaults()` level (or one with a route's method and url on it), prepared once for every call. */
export interface Prepared {
  /** The merged options themselves, frozen: what `DEFAULTS` shows and `merge()` starts from. */
  readonly record: Readonly<MergedOptions>;
  readonly options: Options;
  /** Its parameters (keys that are not options), in order, or undefined when there are none. */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  readonly paramKeys: readonly string[];
  /** Its headers without those a `null` removed. */
  readonly present: Readonly<RequestHeaders>;
  /** Its lowercase method and compiled template, once a call has checked them. */
  route: { readonly method: string; readonly template: RouteTemplate } | undefined;
}

/**
 * Prepares merged options (checked already: `DEFAULTS`, or merged options `parse()` resolved) for calls.
 * @example prepare(endpoint.DEFAULTS).present // { accept: "application/vnd.github.v3+json", "user-agent": "..." }
 */
export function prepare(record: Readonly<MergedOptions>): Prepared {
  let params: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) if (!OPTION_KEYS.has(key)) setOwn((params ??= {}), key, record[key]);
  const options = optionsOf(record);
  // bytes cannot be frozen: the level sends its own copy, so writing into DEFAULTS.data changes no request
  if (ArrayBuffer.isView(options.data) || options.data instanceof ArrayBuffer) (options as { data: unknown }).data = copyDeep(options.data);
  return {
    record,
    options,
    params: params && Object.freeze(params),
    paramKeys: params ? Object.keys(params) : [],
    // frozen: V8 copies a frozen object's keys into a spread fast (each result's headers start as one)
    present: Object.freeze(presentHeaders(options.headers)),
    route: undefined,
  };
}

/** The options of `source`, every one present in one order: one object shape for all of them. */
function optionsOf(source: Readonly<Record<string, unknown>>): Options {
  const options: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) options[key] = own(source, key);
  return options as unknown as Options;
}

/**
 * Resolved headers without those a `null` removed: what a result carries.
 * @example presentHeaders({ accept: "text/plain", "user-agent": null }) // { accept: "text/plain" }
 */
export function presentHeaders(headers: Readonly<Record<string, HeaderInput>> | undefined): RequestHeaders {
  const present: RequestHeaders = {};
  // own keys only: a polluted Object.prototype adds no header
  for (const name of Object.keys(headers ?? {})) {
    const value = (headers as Record<string, HeaderInput>)[name];
    if (value !== null && value !== undefined) setOwn(present, name, value);
  }
  return present;
}

/**
 * A level with a route's method (if it has one) and url on it, prepared.
 * @example withRoute(prepare(endpoint.DEFAULTS), "POST /markdown").record.url // "/markdown"
 */
export function withRoute(base: Prepared, route: string): Prepared {
  const { method, url } = parseRoute(route);
  const record: MergedOptions = { ...base.record };
  if (method !== undefined) record.method = method;
  record.url = url;
  return prepare(Object.freeze(record));
}
