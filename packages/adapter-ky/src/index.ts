/** @module ky adapter: turns what `endpoint()` returns into the arguments of `ky(url, options)`. */
import type { Options } from "ky";
import { isJsonBody, stringHeaders, upperMethod, type RequestOptions } from "@scope/endpoint-core";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and ky hands it to
// `new Request()`, which copies a body's bytes (Fetch standard, "extract a body")
const EMPTY_BODY = Object.freeze(new Uint8Array(0));

/**
 * Converts `endpoint()` output into the arguments of `ky(url, options)`. The URL is final: no
 * `prefixUrl` or `searchParams` is set (ky 1 would replace the query, clients.md section 3).
 * ky's retries are off (`retry: 0`) and its 10 s default timeout is replaced by `request.timeout`
 * (none when not given), so ky sends exactly one request with no deadline, as fetch, axios, undici
 * and got do through their adapters. `throwHttpErrors` stays ky's default (`true`). A JSON body goes
 * to ky's `json` option, which ky serialises with `JSON.stringify` when `ky()` is called.
 * @example
 * import ky from "ky";
 * import { endpoint } from "@scope/endpoint-core";
 * import { toKy } from "@scope/endpoint-ky";
 *
 * const repos = await ky(...toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json();
 */
export function toKy({ method, url, headers, body, request }: RequestOptions): [url: string, options: Options] {
  // fetch would stringify numbers too; ky's `headers` type only takes strings
  const sent = stringHeaders(headers);
  const options: Options = {
    // spec 2.4: the core's method is lowercase; fetch (under ky) sends `patch` as typed and servers answer 400
    method: upperMethod(method),
    headers: sent,
    // ky retries idempotent methods twice by default (clients.md section 3: a 503 GET hit the server 3 times)
    retry: 0,
    // ky aborts after 10 s unless told otherwise; `false` means "no deadline", like the other clients
    timeout: request?.timeout ?? false,
  };
  if (isJsonBody(body)) {
    // ky's constructor sends `json` as JSON.stringify(json), the adapter's own text, and keeps a content-type
    // that is set (source/core/Ky.ts); with none it would add application/json where fetch labels a string
    // text/plain;charset=UTF-8, so that body is serialised here
    if (sent["content-type"] === undefined) options.body = JSON.stringify(body);
    else options.json = body;
  } else if (body !== undefined) {
    // fetch would send any other object as "[object Object]" (only plain objects and arrays are JSON);
    // it labels a string body text/plain;charset=UTF-8, so the core's empty PUT/PATCH body goes out as 0 bytes
    options.body = body === "" ? EMPTY_BODY : (body as Options["body"]);
  }
  if (request?.signal !== undefined) options.signal = request.signal;
  return [url, options];
}
