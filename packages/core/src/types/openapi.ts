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
import type { RouteOperation, RouteParameter, RouteSplit } from "./openapi-route.ts";
import type { MergeDefaults } from "./route-options.ts";
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
 * A route of type `string`. A literal route lands here only when the typed signature refused it; the
 * error then says what that signature needs (the typed signature's own error comes first for a
 * route that is not in the document).
 */
type WidenedRoute<Route extends string> = string extends Route
  ? Route
  : `${Route}: pass the options its operation requires, or widen the route to string`;

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
   * for query parameters of a method with a body.
   * @example github("DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}", { owner, repo, key: "npm-cache" })
   */
  <Route extends string>(
    route: RouteParameter<Paths, Route>,
    ...options: OptionsArgument<OpenApiOptions<Paths, Route, Defaults>>
  ): RequestOptions<RouteSplit<Route>["method"]>;
  /**
   * A route widened to `string` on purpose: checked as the untyped `endpoint` checks it.
   * @example github(routeFromConfig as string, { owner: "octokit" })
   */
  <Route extends string>(route: WidenedRoute<Route>, options?: EndpointOptions): RequestOptions;
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
