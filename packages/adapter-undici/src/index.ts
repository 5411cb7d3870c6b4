/** @module undici adapter: turns what `endpoint()` returns into options for `undici.request` and `Dispatcher#request`. */
import { FormData as UndiciFormData, type Dispatcher, type request } from "undici";
import { isJsonBody, requestSignal, stringHeaders, type RequestOptions } from "@scope/endpoint-core";

/** The options `undici.request(url, options)` takes. @example const [url, options]: [string, UndiciRequestOptions] = toUndici(endpoint("GET /user")); */
export type UndiciRequestOptions = NonNullable<Parameters<typeof request>[1]>;

/** undici 7 serialises only its own FormData; Node's global one fails mid-request (nodejs/undici#4212). */
function ownFormData(form: FormData): UndiciFormData {
  const copy = new UndiciFormData();
  for (const [name, value] of form) typeof value === "string" ? copy.append(name, value) : copy.append(name, value, value.name);
  return copy;
}

function toBody(body: unknown): unknown {
  if (isJsonBody(body)) return JSON.stringify(body);
  if (body instanceof URLSearchParams) return body.toString(); // undici would take it for an iterable of chunks
  // strings, bytes (undici sends exactly a view's bytes), Blob, streams and iterables pass untouched
  return body instanceof FormData && !(body instanceof UndiciFormData) ? ownFormData(body) : body;
}

type Converted = Pick<Dispatcher.RequestOptions, "method" | "headers" | "body">;

function convert({ method, headers, body }: RequestOptions): Converted {
  // undici sends a lowercase method as typed: `patch` gets a 400. (Not the core's cached upperMethod():
  // its 12 B would take this adapter over its 400 B budget, benchmarks/README.md "Size")
  const sentMethod = method.toUpperCase();
  // numbers become text, as on every other client (the core leaves no null, which undici would send empty)
  let sent = stringHeaders(headers);
  // undici sends a body on GET and HEAD when given one (clients.md, section 3)
  if (body === undefined || sentMethod === "GET" || sentMethod === "HEAD") return { method: sentMethod, headers: sent };
  // fetch's content-type, unless one is set (spread after it); on a copy, since stringHeaders() may
  // return the result's own headers
  if (body instanceof URLSearchParams) sent = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", ...sent };
  return { method: sentMethod, headers: sent, body: toBody(body) as Dispatcher.RequestOptions["body"] };
}

/**
 * Converts `endpoint()` output into the arguments of `undici.request(url, options)`.
 * undici's defaults still apply: every status resolves, redirects are not followed, no retries.
 * @example
 * const { statusCode, body } = await request(...toUndici(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // toUndici(...) is ["https://api.github.com/orgs/octokit/repos", { method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }]
 */
export function toUndici(options: RequestOptions): [url: string, options: UndiciRequestOptions] {
  // headersTimeout/bodyTimeout time one phase each; request.timeout becomes a timer signal that bounds
  // the whole exchange, as on fetch, ky and got. Its timer starts when undici reads `signal`: in request()
  return [options.url, requestSignal(options.request, convert(options))];
}

/**
 * Converts `endpoint()` output into options for `Dispatcher#request` (`Client`, `Pool`, `Agent`),
 * splitting the URL into `origin` and `path` as `undici.request` itself does.
 * @example
 * const { statusCode, body } = await new Agent().request(toUndiciDispatch(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // toUndiciDispatch(...) is { origin: "https://api.github.com", path: "/orgs/octokit/repos", method: "GET", headers: { ... } }
 */
export function toUndiciDispatch(options: RequestOptions): Dispatcher.RequestOptions & { origin: string } {
  const { origin, pathname, search } = new URL(options.url);
  // the timer signal goes on last, on the very object returned, so nothing copies it before undici reads it
  return requestSignal(options.request, { origin, path: pathname + search, ...convert(options) });
}
