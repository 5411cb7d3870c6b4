/** @module merged: the value the merge stage hands to the parse stage (docs/rules.md#stages). */
import type { RouteTemplate } from "../template/route-template.ts";
import type { OperationStyles } from "../types/any-api.ts";
import type { HeaderInput, QuerySerializer, RequestHeaders, RequestMeta } from "../types/options.ts";

/**
 * How an API other than GitHub writes requests: the neutral entry's OpenAPI dialect
 * (docs/rules.md#any-api). Without one, a call speaks GitHub's.
 */
export interface Dialect {
  /**
   * Whether a call may set this option key, besides `params`, `body` and `styles`; a key the dialect
   * refuses for a reason of its own throws that reason (the neutral entry: `baseUrl` is the config's).
   */
  readonly optionKeys: { has(key: string): boolean };
  /** The styles of the operation `options` name: the table's entry with a call's own laid over it. */
  styles(options: Options, call: unknown): OperationStyles | undefined;
  /** The URL template of a path, its parameters in their styles. */
  compile(url: string, styles: OperationStyles | undefined): RouteTemplate;
  /** The query of a grouped call, without `?`. */
  query(query: Readonly<Record<string, unknown>>, styles: OperationStyles | undefined): string;
}

/** `mediaType` as the merge stage keeps it: both parts present, previews without their first `-preview`. */
export interface MergedMediaType {
  readonly format: string;
  readonly previews: readonly string[];
}

/** Every option of a level or a call, each as checked; `undefined` where none was given. */
export interface Options {
  readonly method: unknown;
  readonly url: unknown;
  readonly baseUrl: string | undefined;
  readonly headers: Readonly<Record<string, HeaderInput>> | undefined;
  readonly mediaType: MergedMediaType | undefined;
  readonly request: RequestMeta | null | undefined;
  readonly data: unknown;
  readonly querySerializer: QuerySerializer | undefined;
  readonly keepSlashes: readonly string[] | undefined;
  /** The defaults hold parameters: their lists, objects and Dates are frozen, and a body gets copies. */
  readonly defaultParams: boolean;
}

/** Merged headers as a result carries them, and what the parse stage must know of them, found as they are copied. */
export interface PresentHeaders {
  /** The headers without those a `null` removed. */
  readonly headers: Readonly<RequestHeaders>;
  /** They belong to a level, frozen, for every call on it: the parse stage copies them. Else they are this call's own. */
  readonly shared: boolean;
  /** A `content-type` is set, or removed with `null`: a JSON body gets none of its own. */
  readonly contentTypeGiven: boolean;
  readonly contentLength: string | number | undefined;
  readonly transferEncoding: boolean;
  readonly accept: string | number | undefined;
}

/**
 * Every option of one call, merged and checked, as the parse stage uses them. A level keeps one for
 * all the calls that set no option of their own.
 */
export interface Settings {
  /** Lowercase, an HTTP token. */
  readonly method: string;
  /** The URL template, compiled. */
  readonly template: RouteTemplate;
  readonly baseUrl: string;
  readonly headers: PresentHeaders;
  readonly mediaType: MergedMediaType | undefined;
  readonly request: RequestMeta | undefined;
  /** The body as given: the call's own, or a copy of the defaults'. */
  readonly data: unknown;
  readonly querySerializer: QuerySerializer | undefined;
  readonly keepSlashes: readonly string[] | undefined;
  /** The defaults hold parameters: their lists, objects and Dates are frozen, and a body gets copies. */
  readonly defaultParams: boolean;
  readonly dialect: Dialect | undefined;
  /** The operation's parameter styles, in the dialect's terms. */
  readonly styles: OperationStyles | undefined;
}

/**
 * One call, merged: the defaults, the route and the call's options. The parse stage builds the
 * request from this alone.
 */
export interface Merged {
  readonly settings: Settings;
  /**
   * The template's parameters: a grouped call's `params.path`, or a flat call's parameters, the level's first, then the caller's. When the level has none, this is the
   * caller's own options object, not copied: each parameter value is read once, where it is used,
   * and option keys among `paramKeys` are skipped there.
   */
  readonly params: Readonly<Record<string, unknown>>;
  readonly paramKeys: readonly string[];
  /** A grouped call's query parameters, for every method; undefined for a flat call. */
  readonly query: Readonly<Record<string, unknown>> | undefined;
}
