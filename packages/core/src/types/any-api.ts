/**
 * @module any-api: the options of the neutral entry, `createEndpoint()`, and of a grouped call
 * (docs/rules.md#any-api, docs/rules.md#grouped-parameters).
 */
import type { GroupedDataHint, GroupedOptions, NoOptionsGiven } from "./grouped.ts";
import type { RouteOperation, RouteSplit } from "./operation.ts";
import type { RequestHeadersInput, RequestMeta } from "./options.ts";
import type { CallOptions, CallResult, CallRoute, FormOptions, Neutral } from "./typed-call.ts";
import type { OperationStyles } from "../template/param-styles.ts";

// the style engine's types: the styles a place takes are its runtime table's
export type { OperationStyles, ParameterStyle } from "../template/param-styles.ts";

/**
 * Styles by operation, keyed `"<METHOD> <path>"` as the description writes them: a format 2 table's
 * `operations`, and the whole of a format 1 table.
 * @example const operations: OperationStyleTable = { "GET /pets": { query: { tags: { explode: false } } } };
 */
export interface OperationStyleTable {
  readonly [operation: string]: OperationStyles;
}

/**
 * What `endpoint openapi styles api.yaml` prints (docs/rules.md#the-description-table): the
 * description's first server and the styles of its operations.
 * @example const styles: DescriptionTable = { format: 2, server: "https://pets.example/v1", operations: {} };
 */
export interface DescriptionTable {
  readonly format: 2;
  /** The description's first server URL, absolute or rooted: the base when the config gives no `baseUrl`. */
  readonly server?: string;
  readonly operations?: OperationStyleTable;
}

/**
 * A description table: format 2 ({@link DescriptionTable}), or format 1, the operations alone
 * ({@link OperationStyleTable}), still read.
 */
export type StyleTable = DescriptionTable | OperationStyleTable;

/**
 * Parameters grouped by where they go: no name can act as an option (docs/rules.md#grouped-parameters).
 * @example const params: GroupedParameters = { path: { id: 1 }, query: { url: "https://example.com" } };
 */
export interface GroupedParameters {
  readonly path?: { readonly [name: string]: unknown };
  readonly query?: { readonly [name: string]: unknown };
  readonly header?: { readonly [name: string]: unknown };
}

/** What `createEndpoint()` takes: the settings every call of the API shares. */
export interface AnyApiConfig {
  /**
   * Absolute (`https://api.example.com/v1`) or rooted (`/api`); it wins over the table's `server`.
   * With neither, URLs stay relative (`/pets/7`), for a page calling its own origin.
   */
  readonly baseUrl?: string;
  readonly headers?: RequestHeadersInput;
  readonly request?: RequestMeta;
  /**
   * The description's table (see {@link StyleTable}): every parameter whose style differs from
   * OpenAPI's default, and its first server, the base when `baseUrl` is not given. A table
   * imported from JSON (`style: string`, as TypeScript types a JSON import) is taken too and
   * checked when `createEndpoint()` runs; `endpoint openapi styles --format ts` writes a module whose
   * misspelt style is a compile error.
   */
  readonly styles?: StyleTable | StyleTableJson;
}

/**
 * A {@link StyleTable} as TypeScript types its JSON import (`import styles from "./styles.json"`):
 * the format a `number`, each style a `string`. `createEndpoint()` checks it (`ERR_OPTIONS_INVALID`
 * names the entry, or the format it does not read).
 */
export type StyleTableJson =
  | {
      readonly format: number;
      readonly server?: string;
      readonly operations?: OperationStyleTableJson;
    }
  | OperationStyleTableJson;

/** An {@link OperationStyleTable} as TypeScript types its JSON import. */
export interface OperationStyleTableJson {
  readonly [operation: string]: OperationStylesJson;
}

/** One parameter's style, or one body property's encoding, as TypeScript types its JSON import. */
interface StyleJson {
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
}

/**
 * One operation's {@link OperationStyles} as TypeScript types its JSON import (or any object not
 * written `as const`): each style and the body's media type a `string`. Checked when used
 * (`ERR_OPTIONS_INVALID` names the entry).
 * @example const styles: OperationStylesJson = { body: { mediaType: "application/x-www-form-urlencoded", encoding: { metadata: { style: "deepObject" } } } };
 */
export interface OperationStylesJson {
  readonly path?: { readonly [name: string]: StyleJson };
  readonly query?: { readonly [name: string]: StyleJson };
  readonly header?: { readonly [name: string]: StyleJson };
  readonly body?: {
    readonly mediaType?: string;
    readonly encoding?: { readonly [property: string]: StyleJson & { readonly contentType?: string } };
  };
}

/** What the error says when a call names a base: the entry's config holds it (docs/rules.md#any-api). */
type BaseUrlHint =
  "baseUrl: the entry's config holds the base; another base is another entry: createEndpoint({ ...config, baseUrl })";
/** What the error says when a route-form call names a method or a URL: its route says them. */
type RouteHint<Key extends string> = `${Key}: the route says the method and the path`;
/** What the error says when the options' type has an index signature: user input, which is never options. */
type UserInputHint =
  "options: a type with an index signature (user input, a parsed query) is never a call's options; pass it as { params: { query } }";

/** The keys every call on the neutral entry may hold besides its method and URL: never a base of its own. */
interface AnyApiCallKeys {
  readonly headers?: RequestHeadersInput;
  readonly request?: RequestMeta;
  readonly params?: GroupedParameters;
  /**
   * The body: a plain object is written in the operation's media type (JSON unless the table's
   * `body` entry, the call's `styles.body` or its `content-type` says a form or multipart), an array
   * as JSON, anything else as given (docs/rules.md#request-bodies).
   */
  readonly body?: unknown;
  /**
   * Laid over the operation's entry in the config's table, parameter by parameter and body encoding
   * by encoding; as a JSON import types them (strings) too, checked when the call runs.
   */
  readonly styles?: OperationStyles | OperationStylesJson;
  /** Not a call's: the entry's config holds the base; another base is another entry. */
  readonly baseUrl?: BaseUrlHint;
}

/**
 * A route-form call's options on the neutral entry (`api("GET /pets", options)`): every key is an
 * option, parameters go in `params`; the route says the method and the path, the config the base
 * (docs/rules.md#any-api).
 */
export interface AnyApiOptions extends AnyApiCallKeys {
  /** Not an option here: the route says the method. */
  readonly method?: RouteHint<"method">;
  /** Not an option here: the route says the path. */
  readonly url?: RouteHint<"url">;
}

/**
 * An options-form call on the neutral entry (`api({ method, url, params })`): its method (GET when
 * not given) and URL, joined to the config's base, which a call never names.
 */
export interface AnyApiUrlOptions extends AnyApiCallKeys {
  readonly method?: string;
  readonly url: string;
}

/** What a call's first argument is before it is checked: a route, or options naming their URL. */
interface AnyApiArgument extends Omit<AnyApiCallKeys, "baseUrl"> {
  readonly method?: string;
  readonly url?: string;
  readonly baseUrl?: unknown;
}

/** The option keys of a typed options-form call on the neutral entry: `params` and `body` are typed apart. */
export type AnyApiUrlOptionKeys = Omit<AnyApiCallKeys, "params" | "body"> & {
  /** Not an option here: the body is `body`. */
  readonly data?: GroupedDataHint;
};

/** The option keys of a typed route-form call on the neutral entry: the route says the method and the path. */
type AnyApiOptionKeys = AnyApiUrlOptionKeys & Pick<AnyApiOptions, "method" | "url">;

/**
 * The typed options of `Route`, an operation of `Paths`: the option keys, `params` typed per
 * location and `body` typed by the request body's media types (docs/rules.md#request-bodies).
 * @example type O = AnyApiRouteOptions<paths, "GET /pets/{petId}">; // { params: { path: { petId: number }; ... }; ... }
 */
export type AnyApiRouteOptions<Paths, Route extends string, Keys = AnyApiOptionKeys> = GroupedOptions<
  RouteOperation<Paths, Route>,
  RouteSplit<Route>["method"],
  Keys
>;

/**
 * What a call's first argument must be: any route for an untyped entry, else a route checked by
 * {@link CallRoute}; options with `url` checked against their operation when `url` (and `method`) are
 * literals of the document, never options whose type has an index signature (user input). `Url` and
 * `Method` are the literal `url` and `method` of options, inferred on their own (a whole options
 * object inferred through a conditional type loses its literals).
 */
type AnyApiCallRoute<
  Paths,
  Route,
  Url extends string,
  Method extends string,
  Keys extends PropertyKey,
> = Route extends string
  ? unknown extends Paths
    ? Route
    : CallRoute<Paths, Route, Neutral, Keys, false>
  : string extends keyof Route
    ? UserInputHint
    : unknown extends Paths
      ? AnyApiUrlOptions & { readonly url: Url; readonly method?: Method }
      : FormOptions<
          Paths,
          Url,
          Method,
          Neutral,
          never,
          { readonly url: Url; readonly method?: Method },
          AnyApiUrlOptions & { readonly url: Url; readonly method?: Method },
          AnyApiUrlOptions & { readonly url: keyof Paths & string }
        >;

/**
 * `Options`, unless the call's own keys (`Keys`, inferred through the branch never taken) are every
 * string: an index signature, what user input has, refused by its hint (docs/rules.md#any-api).
 */
export type Inferred<Options, Keys extends PropertyKey> = [Keys] extends [Keys]
  ? string extends Keys
    ? UserInputHint
    : Options
  : { [Key in Keys]: unknown };

/**
 * The neutral entry's function: a route and grouped parameters to request options, in OpenAPI's
 * dialect (docs/rules.md#any-api). With an OpenAPI description's `paths` (from `openapi-typescript`)
 * as `Paths`, routes are its operations and `params` and `body` are checked against them; a route
 * that is not a literal is checked as the untyped entry checks it. A call never names a base, a route
 * form call never a method or URL, and options whose type has an index signature (user input) do
 * not compile.
 * @example
 * const api = createEndpoint<paths>({ baseUrl: "https://pets.example" });
 * api("GET /pets/{petId}", { params: { path: { petId: 1 } } }); // RequestOptions<"get">
 */
export interface AnyApiEndpoint<Paths = unknown> {
  /**
   * Request options for `"<METHOD> <path>"` (or options with `url`): `params.path` fills the path,
   * `params.query` the query, `params.header` the headers, `body` the body; the base is the config's.
   * @example api("POST /pets", { body: { name: "Rex", species: "dog" } })
   */
  <
    const Route extends string | AnyApiArgument,
    const Url extends string = never,
    const Method extends string = never,
    Keys extends PropertyKey = NoOptionsGiven,
  >(
    route: AnyApiCallRoute<Paths, Route, Url, Method, Keys>,
    ...options: CallOptions<Paths, Route, Neutral, Keys>
  ): CallResult<Route, {}, Method, unknown extends Paths ? true : false, Paths, Url, Neutral>;
}
