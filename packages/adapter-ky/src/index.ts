/** @module ky adapter: turns what `endpoint()` returns into the arguments of `ky(url, options)`. */
import type { Options } from "ky";
import type { RequestOptions } from "@scope/endpoint-core";
import {
  checkedWebStream,
  ownProperties,
  requestSignal,
  serializeBody,
  stringHeaders,
  upperMethod,
} from "@scope/endpoint-core/adapter";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and ky hands it to
// `new Request()`, which copies a body's bytes (Fetch standard, "extract a body")
const EMPTY_BODY = Object.freeze(new Uint8Array(0));

/**
 * Converts `endpoint()` output into the arguments of `ky(url, options)` or of a `ky.create()` instance,
 * whose own settings (retries, timeout, hooks, headers) still apply. The URL is final: no `prefixUrl`
 * or `searchParams` is set.
 * @example
 * import ky from "ky";
 * import { endpoint } from "@scope/endpoint-core";
 * import { toKy } from "@scope/endpoint-ky";
 *
 * const repos = await ky(...toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json();
 */
export function toKy(input: RequestOptions): [url: string, options: Options] {
  // own keys only: a `body` or `request` other code set on Object.prototype must not change the request
  const { method, url, headers, body, request } = ownProperties(input);
  // fetch (under ky) sends a lowercase `patch` as typed, and servers answer 400
  const options: Options = { method: upperMethod(method), headers: stringHeaders(headers) };
  // fetch labels a string body text/plain;charset=UTF-8, so the empty PUT/PATCH body goes out as 0 bytes
  if (body !== undefined) options.body = body === "" ? EMPTY_BODY : (serializeBody(body) as Options["body"]);
  // Node 20's fetch under ky sends no byte past content-length but may resolve when a stream gives more: held to it, as a web stream
  const checked = checkedWebStream(body, headers);
  if (checked !== body) options.body = checked as Options["body"];
  // ky's own timeout stops at the response headers; request.timeout bounds the body too (docs/rules.md#timeouts-and-signals)
  return [url, requestSignal(request, options, { timeout: false })];
}

/** The typed read, a module of its own: an app that imports only the converter bundles none of it. */
export { readWithKy } from "./read.ts";
