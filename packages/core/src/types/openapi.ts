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
import type { MergeDefaults, UrlOptions } from "./route-options.ts";
import type { EndpointMembers } from "./endpoint-interface.ts";
import type { EndpointOptions } from "./options.ts";
import type { CallOptions, CallResult, CallRoute, FormOptions } from "./typed-call.ts";

export type { OpenApiGroupedOptions, OpenApiOptions } from "./openapi-options.ts";
export type { OpenApiPathsShape, OpenApiRoute } from "./openapi-route.ts";
export type { ResponseData } from "./operation.ts";

/**
 * What a typed call's first argument must be: a route ({@link CallRoute}), or an options object
 * (`{ method, url, ... }`) whose literal `url` and `method` (inferred on their own as `Url` and
 * `Method`) name an operation, checked against it, flat or grouped; any other one is checked as
 * `endpoint(options)` checks it. `Keys` are the keys of the options argument after a route,
 * `FormKeys` those of an options object given first (each inferred from its own argument alone).
 */
type OpenApiCallRoute<
  Paths,
  Route,
  Defaults,
  Url extends string,
  Method extends string,
  Keys extends PropertyKey,
  FormKeys extends PropertyKey,
> = Route extends string
  ? CallRoute<Paths, Route, Defaults, Keys>
  : FormOptions<
      Paths,
      Url,
      Method,
      Defaults,
      FormKeys,
      { url?: Url; method?: Method },
      UrlOptions<Url, Method, Defaults>,
      UrlOptions<Url, Method, Defaults>
    >;

/**
 * An `endpoint` typed for one API, made by `endpoint.defaults<Paths>()`: routes are the document's
 * operations, parameters are checked against them. Its own `defaults()` makes the keys it is given
 * optional, as the untyped `defaults()` does.
 * @example
 * const github = endpoint.defaults<paths>({}).defaults({ owner: "octokit" });
 * github("GET /repos/{owner}/{repo}", { repo: "rest.js" }); // owner is a default
 */
export interface OpenApiEndpoint<Paths, Defaults extends object = {}> extends EndpointMembers {
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
    ...options: CallOptions<Paths, Route, Defaults, Keys>
  ): CallResult<Route, Defaults, Method, false, Paths, Url>;
  /**
   * A new typed function whose defaults are these options merged over the current ones; the
   * parameters they give are optional for it.
   * @example const repo = github.defaults({ owner: "octokit", repo: "rest.js" });
   */
  defaults<const Options extends EndpointOptions>(
    options: Options,
  ): OpenApiEndpoint<Paths, MergeDefaults<Defaults, Options>>;
}

/**
 * The rest parameter of `defaults<Paths>()`: options when `Paths` was given, and an impossible
 * argument when it was not, so that a call without a type argument goes to the untyped overload.
 * @example type A = OpenApiDefaultsArguments<paths>; // [options?: EndpointOptions]
 */
export type OpenApiDefaultsArguments<Paths> = [Paths] extends [never] ? [never] : [options?: EndpointOptions];
