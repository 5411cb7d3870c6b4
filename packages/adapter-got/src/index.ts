/** @module got adapter: turns what `endpoint()` returns into the arguments of `got(url, options)`. */
import type { Method, OptionsInit, StrictOptions } from "got";
import { isJsonBody, stringHeaders, upperMethod, type RequestOptions } from "@scope/endpoint-core";

/**
 * Converts `endpoint()` output into the arguments of `got(url, options)`; the URL stays out of the
 * options because got 16 refuses it there. The URL is final: no `prefixUrl` or `searchParams` is set.
 * got's retries are off (`retry: { limit: 0 }`), so got sends exactly one request, as fetch, axios and
 * undici do; `throwHttpErrors` and the rest stay got's defaults. The options are an `OptionsInit`
 * narrowed to got's `StrictOptions`, so `got(...toGot(o))` is typed as a promise of the response.
 * A JSON body goes to got's `json` option, which got serialises with `JSON.stringify` when the request starts.
 * @example
 * import got from "got";
 * import { endpoint } from "@scope/endpoint-core";
 * import { toGot } from "@scope/endpoint-got";
 *
 * const repos = await got(...toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json();
 */
export function toGot({ method, url, headers, body, request }: RequestOptions): [url: string, options: StrictOptions] {
  // got adds `user-agent: got (...)` when none is set; `undefined` removes it, so a user-agent the
  // caller removed with `null` stays removed (clients.md section 3). Numbers become strings for got's
  // type. The key goes on a copy: stringHeaders() may return the result's own headers.
  const text = stringHeaders(headers);
  const sent: Record<string, string | undefined> = "user-agent" in text ? text : { ...text, "user-agent": undefined };
  // StrictOptions is OptionsInit without isStream/responseType/resolveBodyOnly: with plain OptionsInit,
  // `got(...toGot(o))` types as `CancelableRequest | Request` and `.json()` does not type-check
  const options: StrictOptions = {
    // got accepts any case, but a method outside its `Method` union still goes out uppercased (spec 2.4)
    method: upperMethod(method) as Method,
    headers: sent,
    // got retries idempotent methods twice by default (clients.md section 3: a 503 GET hit the server 3 times)
    retry: { limit: 0 },
  };
  if (isJsonBody(body)) {
    // got sends `json` as stringifyJson(json), JSON.stringify by default: the adapter's own text, under a
    // content-type that is set (source/core/index.ts, _finalizeBody); with none it would add
    // application/json where a string body gets none, so that body is serialised here
    if (sent["content-type"] === undefined) options.body = JSON.stringify(body);
    else options.json = body;
  } else if (body !== undefined) options.body = toGotBody(body);
  // got's `signal` setter throws on `undefined`, so the key is only set with a value
  if (request?.signal !== undefined) options.signal = request.signal;
  // got times each phase separately; `request` bounds the whole exchange, as `request.timeout` means
  if (request?.timeout !== undefined) options.timeout = { request: request.timeout };
  return [url, options];
}

/** got 14 takes string, typed arrays, FormData, streams and (async) iterables, but not every web body. */
function toGotBody(body: unknown): OptionsInit["body"] {
  // got 14 rejects a Blob ("Received values of type `Blob`"); its web stream is an AsyncIterable got sends
  if (body instanceof Blob) return body.stream() as AsyncIterable<Uint8Array>;
  // got 14 rejects an ArrayBuffer; a view over it sends the same bytes
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  // got 14 iterates URLSearchParams entry by entry and fails writing an array; fetch sends its text
  if (body instanceof URLSearchParams) return body.toString();
  return body as OptionsInit["body"];
}
