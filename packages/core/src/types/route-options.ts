/**
 * @module route-options: the parameters a route requires and the result it gives, at compile time,
 * and the `Endpoints` interface users augment. Types only: nothing here runs.
 */
import type { GroupedDataHint } from "./grouped.ts";
import type { Field, Or } from "./operation.ts";
import type { EndpointOptions, OptionKey, RequestOptions } from "./options.ts";
import type { RouteParts, TemplatePlaceholders, TemplateVariables } from "./route-params.ts";

/**
 * Per-route types, empty here: augment it to type the parameters (path, query and JSON body keys)
 * and the `data` body of the routes you use, for example from GitHub's OpenAPI types. Keys are
 * routes as you write them, method first (`"GET /repos/{owner}/{repo}"`; a route without a method
 * is looked up as `"GET <url>"`). Each entry has the shape of {@link EndpointDefinition}.
 * @example
 * declare module "@scope/endpoint-core" {
 *   interface Endpoints {
 *     "POST /repos/{owner}/{repo}/issues": {
 *       parameters: { owner: string; repo: string; title: string; body?: string; labels?: string[] };
 *     };
 *     "POST /markdown/raw": { parameters: {}; data: string };
 *   }
 * }
 */
export interface Endpoints {}

/**
 * The shape of an {@link Endpoints} entry.
 * @example const definition: EndpointDefinition = { parameters: { owner: "octokit" } };
 */
export interface EndpointDefinition {
  /** Parameters by name, checked as given: required keys must be passed (or set through `defaults()`). */
  parameters?: object;
  /** The type of the `data` option, the body sent as it is. */
  data?: unknown;
}

/**
 * A value for a placeholder the URL requires: anything but `null` and `undefined`, which would
 * leave a hole in the path. Lists and objects expand as RFC 6570 section 2.4.2 says.
 * @example const owner: PlaceholderValue = "octokit";
 */
export type PlaceholderValue = string | number | bigint | boolean | object;

/**
 * `T` with the keys in `K` made optional (or `T` itself when it has none of them).
 * @example type R = Relax<{ owner: string; repo: string }, "owner">; // { repo: string } & { owner?: string }
 */
export type Relax<T, K extends PropertyKey> = [keyof T & K] extends [never]
  ? T
  : Omit<T, K> & Partial<Pick<T, keyof T & K>>;

/** The `Endpoints` entry for `"<METHOD> <url>"`, or `unknown` (no constraint) when there is none. */
type Definition<Method, Url> = `${Method & string} ${Url & string}` extends keyof Endpoints
  ? Endpoints[`${Method & string} ${Url & string}`]
  : unknown;

/** Required and optional properties, with no `{}` left in the type when either set is empty. */
type Placeholders<Required extends string, Optional extends string> = ([Required] extends [never]
  ? unknown
  : { [Name in Required]: PlaceholderValue }) &
  ([Optional] extends [never] ? unknown : { [Name in Optional]?: PlaceholderValue | null });

/** The placeholders of `Url`: those not set by `Defaults` required, the rest optional. */
type PlaceholderOptions<Url extends string, Defaults> =
  TemplatePlaceholders<Url> extends { required: infer Required extends string; optional: infer Optional extends string }
    ? Placeholders<Exclude<Required, keyof Defaults>, Optional | (Required & keyof Defaults)>
    : unknown;

/**
 * The options `endpoint()` takes for a request to `Method` and `Url`: every `EndpointOptions` key,
 * the URL's placeholders and what {@link Endpoints} declares for the route, with everything
 * `Defaults` sets made optional. A `Url` of type `string` gives plain `EndpointOptions`. A call
 * whose options have a `params` key is grouped: see {@link GroupedRouteOptions}.
 * @example type O = RouteOptions<"GET", "/repos/{owner}/{repo}">; // EndpointOptions & { owner: ...; repo: ... }
 */
export type RouteOptions<Method extends string, Url extends string, Defaults = {}> = string extends Url
  ? EndpointOptions
  : EndpointOptions &
      PlaceholderOptions<Url, Defaults> &
      (Definition<Method, Url> extends { parameters: infer Parameters } ? Relax<Parameters, keyof Defaults> : unknown) &
      (Definition<Method, Url> extends { data: infer Data } ? { data?: Data } : unknown);

/**
 * The options argument: optional unless something in `Options` is required.
 * @example type A = OptionsArgument<{ petId: number }>; // [options: { petId: number }]
 */
export type OptionsArgument<Options> = {} extends Options ? [options?: Options] : [options: Options];

/** The option keys a call takes besides its parameters (`Names`, which `keepSlashes` may name), `data` typed `Data`. */
export type OptionKeysWith<Names extends string, Data> = Pick<
  EndpointOptions,
  Exclude<OptionKey, "data" | "keepSlashes">
> & {
  keepSlashes?: readonly Names[];
  data?: Data;
};

/** The method a route's options are checked against: the route's, else the defaults', else GET. */
type RouteMethod<Route extends string, Defaults> = CallMethod<
  Exclude<RouteParts<Route>["method"], undefined>,
  Defaults
>;

/**
 * A call's method: `Method` (the route's or the options'), else the defaults', else GET.
 * @example type M = CallMethod<never, { method: "POST" }>; // "POST"
 */
export type CallMethod<Method, Defaults> = Or<Method, Or<Field<Defaults, "method">, "GET">> & string;

/**
 * The options argument of `endpoint(route, options)`: required when the route has required placeholders.
 * @example type A = RouteArguments<"GET /user", {}>; // [options?: EndpointOptions]
 */
export type RouteArguments<Route extends string, Defaults, Keys extends PropertyKey = never> = string extends Route
  ? [options?: EndpointOptions]
  : OptionsArgument<UrlCallOptions<RouteMethod<Route, Defaults>, RouteParts<Route>["url"], Defaults, Keys>>;

/**
 * The options of a call to `Url` by `Method`, flat or grouped as the call's own keys (`Keys`, inferred
 * from its options) say: an own `params` key makes a call grouped (docs/rules.md#grouped-parameters).
 * One form is checked, so messages name the real mistake. `Keys` is inferred through the last branch,
 * never taken once it is known (a branch under `[Keys] extends [...]` could not infer it: TypeScript
 * narrows `Keys` there). Written out, not through a helper taking both forms, which would build both;
 * `EntryOptions` (typed-call.ts) is the typed entry's copy of this rule.
 */
type UrlCallOptions<
  Method extends string,
  Url extends string,
  Defaults,
  Keys extends PropertyKey,
> = "params" extends Keys
  ? string extends Keys
    ? RouteOptions<Method, Url, Defaults>
    : GroupedRouteOptions<Url, Defaults>
  : [Keys] extends [Keys]
    ? RouteOptions<Method, Url, Defaults>
    : { [Key in Keys]: unknown };

/**
 * `Grouped`, unless `defaults()` set parameters, which a grouped call cannot follow (the run time
 * refuses it): then `Otherwise` and a `params` that says so.
 */
export type GroupedAfterDefaults<Defaults, Grouped, Otherwise = unknown> = [
  Exclude<keyof Defaults, OptionKey>,
] extends [never]
  ? Grouped
  : Otherwise & { params: GroupedOverParameters<Exclude<keyof Defaults, OptionKey> & string> };

/** What the error says when a grouped call follows `defaults()` that set parameters. */
type GroupedOverParameters<Names extends string> =
  `params: a grouped call cannot follow defaults() that set parameters (${Names}); set them per call`;

/**
 * The grouped options of `endpoint(route, options)` (docs/rules.md#grouped-parameters): `params.path`
 * takes exactly the URL's variables (the required ones required), `query` and `header` any names,
 * `body` the body; every other key is an option, `data` excepted.
 * @example type O = GroupedRouteOptions<"/repos/{owner}/{repo}", {}>; // { params: { path: { owner: ...; repo: ... }; ... }; ... }
 */
export type GroupedRouteOptions<Url extends string, Defaults> = OptionKeysWith<string, GroupedDataHint> & {
  /** The body as given: a plain object or array is sent as JSON. */
  body?: unknown;
} & GroupedAfterDefaults<Defaults, { params: UrlParams<Url> }>;

/** The `params` of an untyped grouped call to `Url`: `path` takes its variables, the required ones required. */
type UrlParams<Url extends string> = string extends Url
  ? GroupedLocations<{ readonly [name: string]: unknown }, false>
  : TemplateVariables<Url> extends { required: infer Required extends string; optional: infer Optional extends string }
    ? [Required | Optional] extends [never]
      ? GroupedLocations<{ "path: the route has no variables"?: never }, false>
      : GroupedLocations<Placeholders<Required, Optional>, [Required] extends [never] ? false : true>
    : GroupedLocations<{ readonly [name: string]: unknown }, false>;

/** `params` of an untyped grouped call: `path` as given (required when `PathRequired`), `query` and `header` any names. */
type GroupedLocations<Path, PathRequired extends boolean> = (PathRequired extends true
  ? { path: Path }
  : { path?: Path }) & {
  query?: { readonly [name: string]: unknown };
  header?: { readonly [name: string]: unknown };
};

/**
 * What `endpoint(route, options)` returns: the route's lowercase method, `body` only if it can have one.
 * A `method` in the options overrides the route's at run time; the type follows the route.
 * @example type R = RouteResult<"POST /markdown", {}>; // RequestOptions<"post">
 */
export type RouteResult<Route extends string, Defaults> = string extends Route
  ? RequestOptions
  : RequestOptions<LowercaseMethod<RouteMethod<Route, Defaults>>>;

/** `Lowercase<Method>` for a literal; `string` stays `string` (not the opaque `Lowercase<string>`). */
type LowercaseMethod<Method extends string> = string extends Method ? string : Lowercase<Method>;

/**
 * The options argument of `endpoint(options)`, from the literal types of its `url` and `method`
 * alone (`never` when not given): TypeScript 5.0 to 5.2 keep those literals where they would widen
 * a whole options object inferred through an intersection.
 * @example type O = UrlOptions<"/orgs/{org}", "PATCH", {}>; // { url?: ...; method?: ... } & EndpointOptions & { org: PlaceholderValue }
 */
export type UrlOptions<Url extends string, Method extends string, Defaults, Keys extends PropertyKey = never> = {
  url?: Url;
  method?: Method;
} & UrlCallOptions<CallMethod<Method, Defaults>, Or<Url, Or<Field<Defaults, "url">, string>> & string, Defaults, Keys>;

/**
 * What `endpoint(options)` returns, from the literal type of its `method`: the lowercase literal.
 * @example type R = UrlResult<"PUT", {}>; // RequestOptions<"put">
 */
export type UrlResult<Method extends string, Defaults> = RequestOptions<LowercaseMethod<CallMethod<Method, Defaults>>>;

/**
 * What a `defaults()` chain has set: later options over earlier ones, key by key.
 * @example type D = MergeDefaults<{ owner: "a" }, { repo: "b" }>; // { owner: "a"; repo: "b" }
 */
export type MergeDefaults<Defaults, Options> = {
  [Key in keyof Defaults | keyof Options]: Key extends keyof Options ? Options[Key] : Defaults[Key & keyof Defaults];
};
