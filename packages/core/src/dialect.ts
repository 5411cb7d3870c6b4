/**
 * @module dialect: what the two stages share and neither owns (docs/rules.md#stages): the
 * {@link Dialect} an entry speaks, and the {@link Merged} value the merge stage hands to the parse
 * stage. GitHub's dialect (github/dialect.ts) and OpenAPI's (any-api/create-endpoint.ts) are values
 * of the one interface; the stages call the dialect they are given.
 */
import type { OperationStyles } from "./template/param-styles.ts";
import type { RouteTemplate } from "./template/route-template.ts";
import type { HeaderInput, QuerySerializer, RequestHeaders, RequestMeta } from "./types/options.ts";

/** How an API writes requests: the rules an entry adds to the two stages. */
export interface Dialect {
  /**
   * How the merge stage reads a call's keys (docs/rules.md#grouped-parameters): merge/merge-call.ts's
   * `readFlatCall` (parameters beside the options, grouped when the call has `params`) or
   * `readGroupedCall` (every call grouped, and it may set its own `styles`). A dialect names its own,
   * so an entry's bundle holds only the reading it uses.
   */
  readonly readCall: CallReader;
  /** The option keys a call may set (a grouped call: besides `params`, `body` and `styles`). */
  readonly callKeys: ReadonlySet<string>;
  /** Why a grouped call may not hold `key`, for its `ERR_OPTIONS_INVALID` message. */
  refuse(key: string): string;
  /** One option of a level or a call merged over the one beneath it and checked; `value` is not `undefined`. */
  mergeOption(key: string, base: unknown, value: unknown): unknown;
  /** The styles of the operation a method and URL name, a call's own (`call`, unchecked) laid over. */
  styles(method: unknown, url: string, call: unknown): OperationStyles | undefined;
  /** The URL template of a route's URL, its parameters in their styles. */
  compile(url: string, styles: OperationStyles | undefined): RouteTemplate;
  /**
   * How the query is written for a call's options, resolved once per {@link Settings} (GitHub:
   * `querySerializer` by the style engine); what `query` reads as `settings.query`.
   */
  settleQuery(options: Options): unknown;
  /** The query of a call, without `?`: a grouped call's query parameters, or a flat call's leftovers. */
  query(merged: Merged): string;
  /** The body a call's parameters make when it gives none (GitHub: a flat call's leftovers as JSON), or undefined. */
  leftovers(merged: Merged): unknown;
  /** The last word on a request's headers, once its body is known (GitHub: `accept` from `mediaType`). */
  amendHeaders(settings: Settings, headers: RequestHeaders): void;
}

/** What a call's method and URL compile to in a dialect: once per route string, for the calls that name no other. */
export interface Operation {
  /** Lowercase, an HTTP token. */
  readonly method: string;
  /** The URL template, compiled. */
  readonly template: RouteTemplate;
  /** The operation's parameter styles. */
  readonly styles: OperationStyles | undefined;
}

/** One of the merge stage's call readers; its arguments and result are the merge stage's own. */
export type CallReader = (...args: never[]) => unknown;

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
 * Every option of one call but its method and URL, merged and checked, as the parse stage uses them.
 * A level keeps one for all the calls that set no option of their own, whatever their route.
 */
export interface Settings {
  readonly baseUrl: string;
  readonly headers: PresentHeaders;
  readonly mediaType: MergedMediaType | undefined;
  readonly request: RequestMeta | undefined;
  /** The body as given: the call's own, or a copy of the defaults'. */
  readonly data: unknown;
  /** The dialect's `settleQuery` of these options. */
  readonly query: unknown;
  readonly keepSlashes: readonly string[] | undefined;
  /** The defaults hold parameters: their lists, objects and Dates are frozen, and a body gets copies. */
  readonly defaultParams: boolean;
}

/**
 * One call, merged: the defaults, the route and the call's options. The parse stage builds the
 * request from this alone.
 */
export interface Merged {
  readonly dialect: Dialect;
  readonly operation: Operation;
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
  /** A grouped call's `body`, as given: it takes the place of the defaults' `data`. */
  readonly body: unknown;
}
