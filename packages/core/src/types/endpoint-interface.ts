/** @module endpoint-interface: the type of the `endpoint` function and its members. */
import type { OpenApiDefaultsArguments, OpenApiEndpoint, OpenApiPathsShape } from "./openapi.ts";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./options.ts";
import type { MergeDefaults, RouteArguments, RouteResult, UrlOptions, UrlResult } from "./route-options.ts";

/**
 * The `endpoint` function and its members. `Defaults` is what `defaults()` was
 * given along the chain (`{}` for the root `endpoint`): placeholders it names are no longer required.
 * @example
 * const withOwner: EndpointInterface<{ owner: string }> = endpoint.defaults({ owner: "octokit" });
 * withOwner("GET /repos/{owner}/{repo}", { repo: "rest.js" }); // compiles: owner is a default
 */
export interface EndpointInterface<Defaults extends object = {}> extends EndpointMembers {
  /**
   * Builds request options from a route such as `"GET /orgs/{org}/repos"` and parameters. For a
   * literal route, its placeholders are required parameters (see `RouteOptions`) and the result's
   * `method` is the lowercase literal. A generic wrapper passes its own `Route` through unchanged.
   * @example endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }) // RequestOptions<"get">
   */
  <const Route extends string, Keys extends PropertyKey = never>(
    route: Route,
    ...options: RouteArguments<Route, Defaults, Keys>
  ): RouteResult<Route, Defaults>;
  /**
   * Builds request options from options alone that carry `url` (and `method`), checked like a route
   * when `url` is a literal.
   * @example endpoint({ method: "POST", url: "/markdown", text: "Hello **world**" }) // RequestOptions<"post">
   */
  <const Url extends string = never, const Method extends string = never, Keys extends PropertyKey = never>(
    options: UrlOptions<Url, Method, Defaults, Keys>,
  ): UrlResult<Method, Defaults>;
  /**
   * Returns a new `endpoint` whose defaults are these options merged over the current ones; the
   * placeholders they give are optional for the new function.
   * @example const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" })
   */
  defaults<const Options extends EndpointOptions>(
    options: Options,
  ): EndpointInterface<MergeDefaults<Defaults, Options>>;
  /**
   * With an OpenAPI description's `paths` (from `openapi-typescript`, or `@octokit/openapi-types`
   * for GitHub) as the type argument: a function typed for that API. Options given here are not
   * inferred, so they relax nothing: set parameters through the typed function's own `defaults()`.
   * @example
   * const github = endpoint.defaults<paths>({}).defaults({ owner: "octokit" });
   * github("GET /repos/{owner}/{repo}/issues", { repo: "rest.js", state: "open" });
   */
  defaults<Paths extends OpenApiPathsShape<Paths> = never>(
    ...options: OpenApiDefaultsArguments<Paths>
  ): OpenApiEndpoint<Paths, Defaults>;
}

/** What every `endpoint` function, typed or not, has besides its calls and `defaults()`. */
export interface EndpointMembers {
  /** The defaults this function applies; frozen, so they change only through `defaults()`. */
  readonly DEFAULTS: Readonly<MergedOptions>;
  /**
   * Merges route and options over the defaults, without expanding anything.
   * @example endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" }).url // "/orgs/{org}/repos"
   */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options?: EndpointOptions): MergedOptions;
  /**
   * Turns merged options into request options; `endpoint(x)` equals `parse(merge(x))`.
   * @example endpoint.parse(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" }))
   */
  parse(options: MergedOptions): RequestOptions;
}
