/**
 * @module openapi: an `endpoint` typed from an OpenAPI description's `paths`, as `openapi-typescript`
 * writes them (version 7, absent methods as `?: never`, and version 6, absent methods missing, which
 * `@octokit/openapi-types` exports). Types only: nothing here runs, and nothing is global, so two
 * APIs typed in one program never meet.
 *
 * Every lookup goes straight to `Paths[path][method]`: a call costs the same with 10 operations or
 * 1,000, and only the route union (for completion and for "not in the document") spans them all.
 */
import type { MergeDefaults, Relax } from "./route-options.ts";
import type { TemplatePlaceholders } from "./route-params.ts";
import type {
  EndpointOptions,
  MediaType,
  MergedOptions,
  QuerySerializer,
  RequestHeadersInput,
  RequestMeta,
  RequestOptions,
} from "./types.ts";

/** The methods an OpenAPI path item can hold (OpenAPI 3.1, "Path Item Object"). */
type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** Methods whose leftover parameters go to the query; for every other one they go to the JSON body. */
type QueryMethod = "get" | "head";

/**
 * What `defaults<Paths>()` takes as `Paths`: an object keyed by paths (`"/pets/{id}"`). The check
 * keeps `defaults<{ owner: string }>(...)` meaning what it always meant.
 * @example function typed<Paths extends OpenApiPathsShape<Paths>>(): void {}
 */
export type OpenApiPathsShape<Paths> = { [Path in keyof Paths]: Path extends `/${string}` ? unknown : never };

/** `Paths[Path][Method]` without `undefined`: never when the document has no such operation. */
type OperationAt<Paths, Path, Method> = Path extends keyof Paths
  ? Method extends keyof Paths[Path]
    ? Exclude<Paths[Path][Method], undefined>
    : never
  : never;

/**
 * Every operation of `Paths` as a route, `"<METHOD> <path>"`, the path exactly as the document writes it.
 * @example type R = OpenApiRoute<paths>; // "GET /pets" | "POST /pets" | "GET /pets/{petId}" | ...
 */
export type OpenApiRoute<Paths> = { [Path in keyof Paths & string]: `${Uppercase<MethodsOf<Paths[Path]>>} ${Path}` }[keyof Paths & string];

/** The methods a path item has: present, and not `?: never` (which reads as `undefined`). */
type MethodsOf<Item> = { [Method in keyof Item & HttpMethod]-?: Item[Method] extends undefined ? never : Method }[keyof Item & HttpMethod];

/** A route split into its method (lowercase, as the document keys it), its path and the names of its `{?...}` suffix. */
type RouteSplit<Route extends string> = Route extends `${infer Method} ${infer Rest}`
  ? Rest extends `${infer Path}{?${infer List}}`
    ? { method: DocumentMethod<Method>; path: Path; names: TemplatePlaceholders<`{?${List}}`>["optional"] }
    : { method: DocumentMethod<Method>; path: Rest; names: never }
  : never;

/** `GET` to `get`; a method not written in upper case, as routes are, names no operation. */
type DocumentMethod<Method extends string> = Method extends Uppercase<Method> ? Lowercase<Method> : never;

/** The operation a typed route names. */
type RouteOperation<Paths, Route extends string> = OperationAt<Paths, RouteSplit<Route>["path"], RouteSplit<Route>["method"]>;

/** `T[K]` without `undefined`, or `{}` when `T` has no such key or only `never` there. */
type Part<T, K extends string> = K extends keyof T ? ([Exclude<T[K], undefined>] extends [never] ? {} : Exclude<T[K], undefined>) : {};

/** The operation's path and query parameters (header and cookie parameters go in `headers`). */
type PathParameters<Operation> = Part<Part<Operation, "parameters">, "path">;
type QueryParameters<Operation> = Part<Part<Operation, "parameters">, "query">;

/** What the error says when a body method's query parameter is passed without naming it in the route. */
type QueryHint<Name> = `${Name & string} is a query parameter of this operation: add {?${Name & string}} to the route`;

/**
 * The query parameters a call may pass: all of them for GET and HEAD; for a method with a body, the
 * ones the route's `{?...}` suffix names (the run time would put the others in the JSON body, where
 * the server does not read them), the rest typed as a hint to name them.
 */
type QueryOptions<Query, Method, Names> = Method extends QueryMethod
  ? Query
  : Pick<Query, keyof Query & Names> & { [Name in keyof Query as Name extends Names ? never : Name]: QueryHint<Name> };

/** The media types whose body is JSON: `application/json`, its parameters and `+json` suffixes. */
type JsonMediaType = `application/json${string}` | `${string}+json${string}`;

/**
 * Bodies every client takes as they are: text, bytes, streams, `Blob` and `FormData`, described by
 * shape so that no DOM or Node type is needed to read them.
 */
type RawBody = string | ArrayBuffer | ArrayBufferView | AsyncIterable<unknown> | { stream(): unknown } | { append(name: string, value: never): void };

/** A JSON body whose properties can be flattened into the options: an object, not a list. */
type IsObjectBody<Body> = [Body] extends [object] ? ([Extract<Body, readonly unknown[]>] extends [never] ? true : false) : false;

/** The request body's parameters: JSON object properties flattened, anything else as `data`. */
type BodyOptions<Operation> =
  Part<Operation, "requestBody"> extends { content: infer Content } ? BodyOptionsOf<Content, IsRequired<Operation, "requestBody">> : {};

/** Whether `T` requires its key `K` (read outside any `extends` test, which would narrow `T`). */
type IsRequired<T, K extends string> = {} extends Pick<T & object, K & keyof T> ? false : true;

type BodyOptionsOf<Content, Required extends boolean> = [keyof Content & JsonMediaType] extends [never]
  ? DataOption<Content[keyof Content] | RawBody, Required>
  : Content[keyof Content & JsonMediaType] extends infer Body
    ? IsObjectBody<Body> extends true
      ? Required extends true
        ? Body
        : Partial<Body>
      : DataOption<Body, Required>
    : never;

type DataOption<Data, Required extends boolean> = Required extends true ? { data: Data } : { data?: Data };

/** The library's own option keys (docs/rules.md#option-keys), always allowed, with no catch-all key. */
interface OptionKeys<Names extends string> {
  method?: string;
  url?: string;
  baseUrl?: string;
  headers?: RequestHeadersInput;
  mediaType?: MediaType;
  request?: RequestMeta;
  data?: unknown;
  querySerializer?: QuerySerializer;
  keepSlashes?: readonly Names[];
}

/** An operation's parameters, flattened into one object as `@octokit/types` does. */
type OperationParameters<Operation, Method, Names> = PathParameters<Operation> &
  QueryOptions<QueryParameters<Operation>, Method, Names> &
  BodyOptions<Operation>;

/**
 * The options a typed route takes: the operation's path, query and JSON body parameters (those set
 * through `defaults()` made optional), a `data` body when the body is not a JSON object, and the
 * library's option keys. Unknown keys are errors.
 * @example type O = OpenApiOptions<paths, "GET /pets/{petId}">; // { petId: number; ... }
 */
export type OpenApiOptions<Paths, Route extends string, Defaults = {}> =
  RouteSplit<Route> extends { method: infer Method; names: infer Names }
    ? OperationParameters<RouteOperation<Paths, Route>, Method, Names> extends infer Parameters
      ? Omit<OptionKeys<keyof Parameters & string>, keyof Parameters> & Relax<Parameters, keyof Defaults>
      : never
    : never;

/** The options argument: optional unless something in `Options` is required. */
type OptionsArgument<Options> = {} extends Options ? [options?: Options] : [options: Options];

/**
 * What a typed call's route must be. A route of the document (with a `{?...}` suffix naming query
 * parameters of its operation, if any) is itself: checking it is one lookup, whatever the size of
 * the document. Anything else, and the route being typed (for completions), is the union of all
 * routes, built once per program when first needed.
 */
type RouteParameter<Paths, Route extends string> = string extends Route
  ? OpenApiRoute<Paths>
  : [RouteOperation<Paths, Route>] extends [never]
    ? OpenApiRoute<Paths>
    : [Exclude<RouteSplit<Route>["names"], keyof QueryParameters<RouteOperation<Paths, Route>>>] extends [infer Unknown]
      ? [Unknown] extends [never]
        ? Route
        : Route & { "not a query parameter of this operation": Unknown }
      : never;

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
 * const issues = await ky(toKy(github("GET /repos/{owner}/{repo}/issues", { owner, repo }))).json<ResponseData<paths, "GET /repos/{owner}/{repo}/issues">>();
 */
export type ResponseData<Paths, Route extends string> =
  RouteOperation<Paths, Route> extends { responses: infer Responses }
    ? { [Status in keyof Responses]-?: `${Status & (string | number)}` extends `2${string}` ? JsonContent<Responses[Status]> : never }[keyof Responses]
    : never;

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
  <Route extends string>(route: string extends Route ? Route : never, options?: EndpointOptions): RequestOptions;
  /** The defaults this function applies; frozen, so they change only through `defaults()`. */
  readonly DEFAULTS: Readonly<MergedOptions>;
  /**
   * A new typed function whose defaults are these options merged over the current ones; the
   * parameters they give are optional for it.
   * @example const repo = github.defaults({ owner: "octokit", repo: "rest.js" });
   */
  defaults<const Options extends EndpointOptions>(options: Options): OpenApiEndpoint<Paths, MergeDefaults<Defaults, Options>>;
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

