/**
 * @module any-api: the options of the neutral entry, `createEndpoint()`, and of a grouped call
 * (docs/rules.md#any-api, docs/rules.md#grouped-parameters).
 */
import type { RequestHeadersInput, RequestMeta, RequestOptions } from "./options.ts";

/**
 * One parameter's serialization, as an OpenAPI Parameter Object declares it. What is left out keeps
 * OpenAPI's default for the location: path and header `simple`, query `form`; `explode` true for
 * `form` only; `allowReserved` false.
 * @example const ids: ParameterStyle = { style: "pipeDelimited", explode: false }; // ids=1%7C2
 */
export interface ParameterStyle {
  readonly style?: "simple" | "label" | "matrix" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";
  readonly explode?: boolean;
  /** Query only: RFC 3986 reserved characters stay raw in values, but never `#`, `&`, `=`, `+`, `[`, `]`. */
  readonly allowReserved?: boolean;
}

/** The styles of one operation's parameters that differ from OpenAPI's defaults, by location and name. */
export interface OperationStyles {
  readonly path?: { readonly [name: string]: ParameterStyle };
  readonly query?: { readonly [name: string]: ParameterStyle };
  readonly header?: { readonly [name: string]: ParameterStyle };
}

/**
 * Styles for a whole API, keyed by `"<METHOD> <path>"` as the description writes them; what
 * `endpoint openapi styles api.yaml` prints.
 * @example const styles: StyleTable = { "GET /pets": { query: { tags: { explode: false } } } };
 */
export interface StyleTable {
  readonly [operation: string]: OperationStyles;
}

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
  /** Absolute (`https://api.example.com/v1`) or rooted (`/api`). */
  readonly baseUrl?: string;
  readonly headers?: RequestHeadersInput;
  readonly request?: RequestMeta;
  /** Every parameter whose style differs from OpenAPI's default; see {@link StyleTable}. */
  readonly styles?: StyleTable;
}

/** A call's options on the neutral entry: every key is an option; parameters go in `params`. */
export interface AnyApiOptions {
  readonly method?: string;
  readonly url?: string;
  readonly baseUrl?: string;
  readonly headers?: RequestHeadersInput;
  readonly request?: RequestMeta;
  readonly params?: GroupedParameters;
  /** The body: a plain object or array is sent as JSON, anything else as given. */
  readonly body?: unknown;
  /** Laid over the operation's entry in the config's table, parameter by parameter. */
  readonly styles?: OperationStyles;
}

/**
 * The neutral entry's function: a route and grouped parameters to request options, in OpenAPI's
 * dialect (docs/rules.md#any-api).
 */
export interface AnyApiEndpoint<_Paths = unknown> {
  (route: string, options?: AnyApiOptions): RequestOptions;
  (options: AnyApiOptions & { readonly url: string }): RequestOptions;
}
