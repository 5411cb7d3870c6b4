/**
 * @module openapi: an `endpoint` typed from an OpenAPI description's `paths`, as `openapi-typescript`
 * writes them (version 7, absent methods as `?: never`, and version 6, absent methods missing, which
 * `@octokit/openapi-types` exports). Types only: nothing here runs, and nothing is global, so two
 * APIs typed in one program never meet.
 *
 * Every lookup goes straight to `Paths[path][method]`: a call costs the same with 10 operations or
 * 1,000, and only the route union (for completion and for "not in the document") spans them all.
 */
import type { NoOptionsGiven } from "./grouped.ts";
import type { OpenApiGroupedOptions, OpenApiOptions, OptionsArgument } from "./openapi-options.ts";
import type {
  JsonMediaType,
  PathsOnceKnown,
  PatternRoute,
  RouteOperation,
  RouteParameter,
  RouteSplit,
} from "./openapi-route.ts";
import type { MergeDefaults, UrlOptions, UrlResult } from "./route-options.ts";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./options.ts";

export type { OpenApiGroupedOptions, OpenApiOptions } from "./openapi-options.ts";
export type { OpenApiPathsShape, OpenApiRoute } from "./openapi-route.ts";

/** The JSON body of a response, or never for one without (`204`, or another media type). */
type JsonContent<Response> = Response extends { content: infer Content }
  ? Content extends object
    ? Content[keyof Content & JsonMediaType & `application/json${string}`]
    : never
  : never;

/**
 * The union of the route's 2xx `application/json` response bodies (`default` left out): the type
 * to hand to your client's JSON reader.
 * @example
 * const issues = await ky(...toKy(github("GET /repos/{owner}/{repo}/issues", { owner, repo }))).json<ResponseData<paths, "GET /repos/{owner}/{repo}/issues">>();
 */
export type ResponseData<Paths, Route extends string> =
  RouteOperation<Paths, Route> extends { responses: infer Responses }
    ? {
        [Status in keyof Responses]-?: `${Status & (string | number)}` extends `2${string}`
          ? JsonContent<Responses[Status]>
          : never;
      }[keyof Responses]
    : never;

/**
 * Whether a route type stands for many strings (`string`, `` `GET ${string}` ``) rather than literals:
 * only then does `Record` keep an index signature, which `{}` satisfies.
 * @example type P = IsPattern<`GET ${string}`>; // true
 */
export type IsPattern<Route extends string> = {} extends Record<Route, true> ? true : false;

/** `T[K]` without `undefined` as a string, or never when `T` has no such key. */
type StringField<T, K extends string> = K extends keyof T ? Exclude<T[K], undefined> & string : never;

/** `A`, unless it is never. */
type Or<A, B> = [A] extends [never] ? B : A;

/** The route an options-form call (`{ method, url }`) names: its method, else the defaults', else GET. */
type FormRoute<
  Url extends string,
  Method extends string,
  Defaults,
> = `${Uppercase<Or<Method, Or<StringField<Defaults, "method">, "GET">>>} ${Url}`;

/**
 * A route's options, flat or grouped as the call's own keys say (an own `params` key makes a call
 * grouped, docs/rules.md#grouped-parameters): one form is checked, so messages name the real
 * mistake. `Keys` is inferred through the last branch, never taken once it is known (a branch under
 * `[Keys] extends [...]` could not infer it: TypeScript narrows `Keys` there).
 */
type FlatOrGrouped<Paths, Route extends string, Defaults, Keys extends PropertyKey> = "params" extends Keys
  ? string extends Keys
    ? OpenApiOptions<Paths, Route, Defaults>
    : OpenApiGroupedOptions<Paths, Route, Defaults>
  : [Keys] extends [Keys]
    ? OpenApiOptions<Paths, Route, Defaults>
    : { [Key in Keys]: unknown };

/**
 * What a literal route takes when the call gives no options: itself if its operation requires
 * nothing, else itself and a key naming the required parameters, which no string has.
 */
type MissingOptions<Paths, Route extends string, Defaults, Keys extends PropertyKey> = [Keys] extends [NoOptionsGiven]
  ? [RouteOperation<Paths, Route>] extends [never]
    ? unknown
    : OpenApiOptions<Paths, Route, Defaults> extends infer Options
      ? { [Key in keyof Options]-?: {} extends Pick<Options, Key> ? never : Key }[keyof Options] extends infer Names
        ? [Names] extends [never]
          ? unknown
          : { "the options argument is missing; it requires": Names }
        : unknown
      : unknown
  : unknown;

/**
 * What a typed call's first argument must be. A literal route goes through `RouteParameter`; a route
 * that is not a literal (`string`, `` `GET ${next}` ``) is itself, checked as the untyped `endpoint`
 * checks it (while the route is being typed it is `string`, and the document's routes are offered).
 * An options object (`{ method, url, ... }`) whose literal `url` and `method` (inferred on their own
 * as `Url` and `Method`) name an operation is checked against it, flat or grouped; any other one is
 * checked as `endpoint(options)` checks it. `Keys` are the keys of the options argument after a route,
 * `FormKeys` those of an options object given first (each inferred from its own argument alone).
 */
export type OpenApiCallRoute<
  Paths,
  Route,
  Defaults,
  Url extends string = never,
  Method extends string = never,
  Keys extends PropertyKey = never,
  FormKeys extends PropertyKey = never,
> = Route extends string
  ? IsPattern<Route> extends true
    ? PatternRoute<Paths, Route, Keys>
    : RouteParameter<PathsOnceKnown<Paths, Keys>, Route> & MissingOptions<Paths, Route, Defaults, Keys>
  : string extends Url | Method
    ? UrlOptions<Url, Method, Defaults>
    : [RouteOperation<Paths, FormRoute<Url, Method, Defaults>>] extends [never]
      ? UrlOptions<Url, Method, Defaults>
      : { url?: Url; method?: Method } & FlatOrGrouped<Paths, FormRoute<Url, Method, Defaults>, Defaults, FormKeys>;

/**
 * What follows the first argument: the operation's options (flat or grouped) for a literal route of
 * the document, loose options for a route that is not a literal (or not in the document, already an
 * error), and nothing after an options object.
 */
export type OpenApiCallOptions<Paths, Route, Defaults, Keys extends PropertyKey = never> = Route extends string
  ? IsPattern<Route> extends true
    ? [options?: EndpointOptions]
    : [RouteOperation<Paths, Route>] extends [never]
      ? [options?: EndpointOptions]
      : [Keys] extends [NoOptionsGiven]
        ? [options?: OpenApiOptions<Paths, Route, Defaults>]
        : OptionsArgument<FlatOrGrouped<Paths, Route, Defaults, Keys>>
  : [];

/** What a typed call returns: the route's lowercase method when the route is a literal. */
export type OpenApiCallResult<Route, Defaults, Method extends string = never> = Route extends string
  ? IsPattern<Route> extends true
    ? RequestOptions
    : RequestOptions<RouteSplit<Route>["method"]>
  : UrlResult<Method, Defaults>;

/**
 * An `endpoint` typed for one API, made by `endpoint.defaults<Paths>()`: routes are the document's
 * operations, parameters are checked against them. Its own `defaults()` makes the keys it is given
 * optional, as the untyped `defaults()` does.
 * @example
 * const github = endpoint.defaults<paths>({}).defaults({ owner: "octokit" });
 * github("GET /repos/{owner}/{repo}", { repo: "rest.js" }); // owner is a default
 */
export interface OpenApiEndpoint<Paths, Defaults extends object = {}> {
  /**
   * Request options for an operation of the document: `"<METHOD> <path>"`, plus a `{?a,b}` suffix
   * for query parameters of a method with a body. One signature, not overloads, so that every
   * TypeScript version reports the reason a call fails instead of a fallback's.
   * A route that is not a literal, or an options object with `url`, is checked as `endpoint` checks it.
   * @example github("DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}", { owner, repo, key: "npm-cache" })
   */
  <
    const Route extends string | EndpointOptions,
    const Url extends string = never,
    const Method extends string = never,
    Keys extends PropertyKey = NoOptionsGiven,
    FormKeys extends PropertyKey = never,
  >(
    route: OpenApiCallRoute<Paths, Route, Defaults, Url, Method, Keys, FormKeys>,
    ...options: OpenApiCallOptions<Paths, Route, Defaults, Keys>
  ): OpenApiCallResult<Route, Defaults, Method>;
  /** The defaults this function applies; frozen, so they change only through `defaults()`. */
  readonly DEFAULTS: Readonly<MergedOptions>;
  /**
   * A new typed function whose defaults are these options merged over the current ones; the
   * parameters they give are optional for it.
   * @example const repo = github.defaults({ owner: "octokit", repo: "rest.js" });
   */
  defaults<const Options extends EndpointOptions>(
    options: Options,
  ): OpenApiEndpoint<Paths, MergeDefaults<Defaults, Options>>;
  /**
   * Merges route and options over the defaults, without expanding anything.
   * @example github.merge("GET /orgs/{org}/repos", { org: "octokit" }).url // "/orgs/{org}/repos"
   */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options?: EndpointOptions): MergedOptions;
  /**
   * Turns merged options into request options.
   * @example github.parse(github.merge("GET /orgs/{org}/repos", { org: "octokit" }))
   */
  parse(options: MergedOptions): RequestOptions;
}

/**
 * The rest parameter of `defaults<Paths>()`: options when `Paths` was given, and an impossible
 * argument when it was not, so that a call without a type argument goes to the untyped overload.
 * @example type A = OpenApiDefaultsArguments<paths>; // [options?: EndpointOptions]
 */
export type OpenApiDefaultsArguments<Paths> = [Paths] extends [never] ? [never] : [options?: EndpointOptions];
