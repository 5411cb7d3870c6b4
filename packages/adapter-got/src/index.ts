/** @module got adapter: turns what `endpoint()` returns into the arguments of `got(url, options)`. */
import type { Method, OptionsInit, StrictOptions } from "got";
import type { RequestOptions } from "@scope/endpoint-core";
import {
  checkContentLength,
  ownProperties,
  requestSignal,
  serializeBody,
  stringHeaders,
  upperMethod,
} from "@scope/endpoint-core/adapter";

// got times each phase on its own; with request.timeout every phase is turned off, an instance's
// too (got merges `timeout` key by key), so the timer signal is the one deadline
const NO_TIMEOUT = Object.freeze({
  lookup: undefined,
  connect: undefined,
  secureConnect: undefined,
  socket: undefined,
  send: undefined,
  response: undefined,
  read: undefined,
  request: undefined,
});

/**
 * Converts `endpoint()` output into the arguments of `got(url, options)` or of a `got.extend()`
 * instance, whose own settings (retries, hooks, headers) still apply; the URL stays out of the
 * options because got 16 refuses it there, and is final: no `prefixUrl` or `searchParams` is set.
 * The options are got's `StrictOptions`, so `got(...toGot(o))` is typed as a promise of the response.
 * @example
 * import got from "got";
 * import { endpoint } from "@scope/endpoint-core";
 * import { toGot } from "@scope/endpoint-got";
 *
 * const repos = await got(...toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json();
 */
export function toGot(input: RequestOptions): [url: string, options: StrictOptions] {
  // own keys only: a `body` or `request` other code set on Object.prototype must not change the request
  const { method, url, headers, body, request } = ownProperties(input);
  // got uppercases a method of its `Method` union only; any other token goes out as typed
  const options: StrictOptions = { method: upperMethod(method) as Method, headers: stringHeaders(headers) };
  if (body instanceof URLSearchParams) {
    // got 14 iterates URLSearchParams entry by entry and fails writing an array: fetch's text, under
    // fetch's label unless one is set (got labels text with nothing)
    options.body = body.toString();
    const sent = options.headers as Record<string, string>;
    sent["content-type"] = ownProperties(sent)["content-type"] ?? new Response(body).headers.get("content-type")!;
  }
  // got writes all a stream gives whatever content-length says: the surplus would reach a keep-alive backend as a request
  else if (body !== undefined) options.body = checkContentLength(toGotBody(serializeBody(body)), headers);
  return [url, requestSignal(request, options, { timeout: NO_TIMEOUT })];
}

/** got 14 takes string, typed arrays, FormData, streams and (async) iterables, but not every web body. */
function toGotBody(body: unknown): OptionsInit["body"] {
  // got 14 rejects a Blob ("Received values of type `Blob`"); its web stream is an AsyncIterable got sends
  if (body instanceof Blob) return body.stream() as AsyncIterable<Uint8Array>;
  // got 14 rejects an ArrayBuffer; a view over it sends the same bytes
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return body as OptionsInit["body"];
}

/** The typed read, a module of its own: an app that imports only the converter bundles none of it. */
export { readWithGot } from "./read.ts";
