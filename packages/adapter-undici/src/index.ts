/** @module undici adapter: turns what `endpoint()` returns into options for `undici.request` and `Dispatcher#request`. */
import { FormData as UndiciFormData, type Dispatcher, type request } from "undici";
import type { RequestOptions } from "@scope/endpoint-core";
import { ownProperties, requestSignal, serializeBody, stringHeaders, upperMethod } from "@scope/endpoint-core/adapter";

/** The options `undici.request(url, options)` takes. @example const [url, options]: [string, UndiciRequestOptions] = toUndici(endpoint("GET /user")); */
export type UndiciRequestOptions = NonNullable<Parameters<typeof request>[1]>;

type Converted = Pick<Dispatcher.RequestOptions, "method" | "headers" | "body" | "headersTimeout" | "bodyTimeout">;

// undici times headers and body apart (300 s each); with request.timeout the timer signal is the one deadline
const UNTIMED = Object.freeze({ bodyTimeout: 0, headersTimeout: 0 });

/** undici 7 serialises only its own FormData; Node's global one fails mid-request (nodejs/undici#4212). */
function ownFormData(form: FormData): UndiciFormData {
  const copy = new UndiciFormData();
  for (const [name, value] of form)
    typeof value === "string" ? copy.append(name, value) : copy.append(name, value, value.name);
  return copy;
}

/** Takes an {@link ownProperties} copy of the options, so nothing is read from Object.prototype. */
function convert({ method, headers, body }: RequestOptions): Converted {
  // undici sends a lowercase method as typed: `patch` gets a 400
  const options: Converted = { method: upperMethod(method), headers: stringHeaders(headers) };
  // undici sends a body on GET and HEAD when given one
  if (body === undefined || options.method === "GET" || options.method === "HEAD") return options;
  if (body instanceof URLSearchParams) {
    // undici would take it for an iterable of chunks: its text, under fetch's content-type unless one is set
    const sent = options.headers as Record<string, string>;
    sent["content-type"] = ownProperties(sent)["content-type"] ?? "application/x-www-form-urlencoded;charset=UTF-8";
    options.body = body.toString();
  } else if (body instanceof FormData && !(body instanceof UndiciFormData)) options.body = ownFormData(body);
  // strings, bytes (exactly a view's), Blob, streams and iterables pass untouched: undici holds a stream to content-length itself
  else options.body = serializeBody(body) as Converted["body"];
  return options;
}

/**
 * Converts `endpoint()` output into the arguments of `undici.request(url, options)`.
 * undici's defaults still apply: every status resolves, redirects are not followed, no retries.
 * @example
 * const { statusCode, body } = await request(...toUndici(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // toUndici(...) is ["https://api.github.com/orgs/octokit/repos", { method: "GET", headers: { accept: "application/vnd.github.v3+json", ... } }]
 */
export function toUndici(input: RequestOptions): [url: string, options: UndiciRequestOptions] {
  // own keys only: a `url`, `body` or `request` other code set on Object.prototype must not change the request
  const options = ownProperties(input);
  return [options.url, requestSignal(options.request, convert(options), UNTIMED)];
}

/**
 * Converts `endpoint()` output into options for `Dispatcher#request` (`Client`, `Pool`, `Agent`),
 * splitting the URL into `origin` and `path` as `undici.request` itself does.
 * @example
 * const { statusCode, body } = await new Agent().request(toUndiciDispatch(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 * // toUndiciDispatch(...) is { origin: "https://api.github.com", path: "/orgs/octokit/repos", method: "GET", headers: { ... } }
 */
export function toUndiciDispatch(input: RequestOptions): Dispatcher.RequestOptions & { origin: string } {
  const options = ownProperties(input);
  const { origin, pathname, search } = new URL(options.url);
  // the signal goes on last, on the very object returned: a spread would read its getter now
  return requestSignal(options.request, { origin, path: pathname + search, ...convert(options) }, UNTIMED);
}

/** The typed read, a module of its own: an app that imports only the converter bundles none of it. */
export { readWithUndici } from "./read.ts";
