/** @module options: the shapes `endpoint()`, `merge()` and `parse()` take and return. */
import type { OPTION_KEY_LIST } from "../option-keys.ts";
import type { KIND_STYLES } from "../template/param-styles.ts";

/** A header value as callers give it: `null` removes the header (defaults included), `undefined` means "not given". */
export type HeaderInput = string | number | null | undefined;

/** Caller headers: any case, merged key by key over the defaults. */
export type RequestHeadersInput = { [name: string]: HeaderInput };

/** Headers in a result: names lowercased, no `null`/`undefined` values left. */
export type RequestHeaders = { [name: string]: string | number };

/** Amends the `accept` header (docs/rules.md#media-types). */
export interface MediaType {
  /** Media type parameter such as `raw`, `diff` or `text+json`. */
  format?: string;
  /** Preview names such as `mercy`; merged with previews set through `defaults()`. */
  previews?: readonly string[];
}

/**
 * Caller metadata, returned unchanged in the result. Adapters map `signal` and `timeout`
 * to their client's own cancel and timeout options.
 */
export interface RequestMeta {
  /** Cancels the request when aborted. */
  signal?: AbortSignal;
  /** Bounds the whole exchange, in milliseconds. */
  timeout?: number;
  [key: string]: unknown;
}

/**
 * How leftover parameters are written in the query: styles per kind of value (OpenAPI's `style` and
 * `explode`), or a function that writes the whole query string (without the `?`).
 * @example
 * const styles: QuerySerializer = { array: { style: "pipeDelimited", explode: false } }; // ids=1%7C2
 * const custom: QuerySerializer = (query) => new URLSearchParams(query as Record<string, string>).toString();
 */
export type QuerySerializer = QueryStyles | ((query: Record<string, unknown>) => string);

/**
 * The query styles of OpenAPI 3 (parameter `style` and `explode`), by kind of value.
 * @example const styles: QueryStyles = { object: { style: "deepObject", explode: true } }; // filter%5Bstate%5D=open
 */
export interface QueryStyles {
  /** Lists: `form` (`ids=1&ids=2`, or `ids=1,2` unexploded), `spaceDelimited` (`ids=1%202`), `pipeDelimited` (`ids=1%7C2`). */
  array?: { style: (typeof KIND_STYLES)["array"][number]; explode: boolean };
  /** Objects: `form` (`state=open`, or `filter=state,open` unexploded) or `deepObject` (`filter%5Bstate%5D=open`). */
  object?: { style: (typeof KIND_STYLES)["object"][number]; explode: boolean };
  /** Leaves RFC 3986 reserved characters (`/ : ? @ ! $ ( ) * , ;`) unencoded in values, but never `# & = + [ ] '` (docs/rules.md#what-a-query-carries-raw). */
  allowReserved?: boolean;
}

/**
 * The keys that are options, never parameters (docs/rules.md#option-keys): they fill no template
 * variable, reach no query string and no JSON body. Typed calls always accept every one of them.
 * @example const key: OptionKey = "querySerializer";
 */
export type OptionKey = (typeof OPTION_KEY_LIST)[number];

/** Options for `endpoint()`, `merge()` and `defaults()` (docs/rules.md#option-keys). Any other key is a parameter. */
export interface EndpointOptions {
  method?: string;
  url?: string;
  baseUrl?: string;
  headers?: RequestHeadersInput;
  mediaType?: MediaType;
  /** The request body as given, instead of a JSON body built from the other parameters. */
  data?: unknown;
  request?: RequestMeta;
  /** How leftover parameters are written in the query; see {@link QuerySerializer}. */
  querySerializer?: QuerySerializer;
  /** Names of parameters whose `/` stay raw (file paths): each segment is encoded, the slashes are not. */
  keepSlashes?: readonly string[];
  [parameter: string]: unknown;
}

/** What `merge()` returns and `parse()` takes: merged, not yet expanded. */
export interface MergedOptions {
  /** Keeps the case it was given in. */
  method: string;
  baseUrl: string;
  /** The template, unexpanded; absent when neither the route nor the defaults name one. */
  url?: string;
  headers: { [name: string]: string | number | null };
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  [parameter: string]: unknown;
}

/** Methods whose result never carries a body. */
export type BodilessMethod = "get" | "head";

/**
 * What `endpoint()` returns for GET and HEAD: no `body`.
 * @example const options: BodilessRequestOptions<"get"> = endpoint("GET /user");
 */
export interface BodilessRequestOptions<Method extends string = BodilessMethod> {
  /** Always lowercase (docs/rules.md#routes); adapters uppercase it for their client. */
  method: Method;
  url: string;
  headers: RequestHeaders;
  request?: RequestMeta;
}

/**
 * What `endpoint()` returns for a method that can carry a body.
 * @example const options: BodyRequestOptions<"post"> = endpoint("POST /markdown", { text: "Hi" });
 */
export interface BodyRequestOptions<Method extends string = string> extends BodilessRequestOptions<Method> {
  /** Present only when a body exists: `data` as given, a JSON object, or `""` for a bare PUT/PATCH. */
  body?: unknown;
}

/**
 * What `endpoint()` and `parse()` return: ready for any HTTP client, through an adapter.
 * `Method` is the lowercase method; `body` is in the type only for methods other than GET and HEAD.
 * `RequestOptions` alone (any method, optional body) is what adapters take.
 * @example
 * const get: RequestOptions<"get"> = endpoint("GET /orgs/{org}/repos", { org: "octokit" }); // no `body`
 * const loose: RequestOptions = endpoint(route as string, parameters); // method: string, body?: unknown
 */
export type RequestOptions<Method extends string = string> = Method extends BodilessMethod
  ? BodilessRequestOptions<Method>
  : BodyRequestOptions<Method>;
