/**
 * @module openapi: an `endpoint` typed from an OpenAPI description's `paths`, as `openapi-typescript`
 * writes them (version 7, absent methods as `?: never`, and version 6, absent methods missing, which
 * `@octokit/openapi-types` exports). Types only: nothing here runs, and nothing is global, so two
 * APIs typed in one program never meet.
 *
 * Every lookup goes straight to `Paths[path][method]`: a call costs the same with 10 operations or
 * 1,000, and only the route union (for completion and for "not in the document") spans them all.
 */
import type { JsonMediaType, OpenApiOptions, OptionsArgument } from "./openapi-options.ts";
import type { OpenApiRoute, RouteOperation, RouteParameter, RouteSplit } from "./openapi-route.ts";
import type { MergeDefaults, UrlOptions, UrlResult } from "./route-options.ts";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./options.ts";

export type { OpenApiOptions } from "./openapi-options.ts";
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

/**
 * What a typed call's first argument must be. A literal route goes through `RouteParameter`; a route
 * that is not a literal (`string`, `` `GET ${next}` ``) is itself, checked as the untyped `endpoint`
 * checks it (while the route is being typed it is `string`, and the document's routes are offered);
 * an options object (`{ method, url, ... }`) is checked as `endpoint(options)` checks it (its `url`
 * and `method` widen to `string` through this conditional type unless written `as const`).
 */
export type OpenApiCallRoute<Paths, Route, Defaults> = Route extends string
  ? IsPattern<Route> extends true
    ? string extends Route
      ? OpenApiRoute<Paths> | (string & {})
      : Route
    : RouteParameter<Paths, Route>
  : Route & UrlOptions<StringField<Route, "url">, StringField<Route, "method">, Defaults>;

/**
 * What follows the first argument: the operation's options for a literal route of the document,
 * loose options for a route that is not a literal (or not in the document, already an error), and
 * nothing after an options object.
 */
export type OpenApiCallOptions<Paths, Route, Defaults> = Route extends string
  ? IsPattern<Route> extends true
    ? [options?: EndpointOptions]
    : [RouteOperation<Paths, Route>] extends [never]
      ? [options?: EndpointOptions]
      : OptionsArgument<OpenApiOptions<Paths, Route, Defaults>>
  : [];

/** What a typed call returns: the route's lowercase method when the route is a literal. */
export type OpenApiCallResult<Route, Defaults> = Route extends string
  ? IsPattern<Route> extends true
    ? RequestOptions
    : RequestOptions<RouteSplit<Route>["method"]>
  : UrlResult<StringField<Route, "method">, Defaults>;

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
  <const Route extends string | EndpointOptions>(
    route: OpenApiCallRoute<Paths, Route, Defaults>,
    ...options: OpenApiCallOptions<Paths, Route, Defaults>
  ): OpenApiCallResult<Route, Defaults>;
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
