/** @module types: the shapes `endpoint()`, `merge()` and `parse()` take and return. */

/** A header value as callers give it: `null` removes the header (defaults included), `undefined` means "not given". */
export type HeaderInput = string | number | null | undefined;

/** Caller headers: any case, merged key by key over the defaults. */
export type RequestHeadersInput = { [name: string]: HeaderInput };

/** Headers in a result: names lowercased, no `null`/`undefined` values left. */
export type RequestHeaders = { [name: string]: string | number };

/** Amends the `accept` header (spec 2.1, reference 7.0.6 rules R31-R33). */
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

/** Options for `endpoint()`, `merge()` and `defaults()` (spec 2.1). Any other key is a parameter (spec 2.2). */
export interface EndpointOptions {
  method?: string;
  url?: string;
  baseUrl?: string;
  headers?: RequestHeadersInput;
  mediaType?: MediaType;
  /** The request body as given, instead of a JSON body built from the other parameters. */
  data?: unknown;
  request?: RequestMeta;
  [parameter: string]: unknown;
}

/** What `merge()` returns and `parse()` takes (spec 2.5): merged, not yet expanded. */
export interface MergedOptions {
  /** Keeps the case it was given in (spec 2.5). */
  method: string;
  baseUrl: string;
  /** The template, unexpanded; absent when neither the route nor the defaults name one. */
  url?: string;
  headers: { [name: string]: string | number | null };
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  [parameter: string]: unknown;
}

/** What `endpoint()` and `parse()` return (spec 2.4): ready for any HTTP client, through an adapter. */
export interface RequestOptions {
  /** Always lowercase (spec 2.4); adapters uppercase it for their client. */
  method: string;
  url: string;
  headers: RequestHeaders;
  /** Present only when a body exists; never for GET or HEAD. */
  body?: unknown;
  request?: RequestMeta;
}

/** The `endpoint` function and its members (spec section 4). */
export interface EndpointInterface {
  /**
   * Builds request options from a route such as `"GET /orgs/{org}/repos"` and parameters.
   * @example endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })
   */
  (route: string, options?: EndpointOptions): RequestOptions;
  /** Builds request options from options that carry `url` (and `method`). */
  (options: EndpointOptions): RequestOptions;
  /** The defaults this function applies; frozen, so they change only through `defaults()`. */
  readonly DEFAULTS: Readonly<MergedOptions>;
  /**
   * Returns a new `endpoint` whose defaults are these options merged over the current ones.
   * @example const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" })
   */
  defaults(options: EndpointOptions): EndpointInterface;
  /**
   * Merges route and options over the defaults, without expanding anything (spec 2.5).
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
