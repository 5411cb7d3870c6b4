/** @module ky adapter: turns what `endpoint()` returns into the arguments of `ky(url, options)`. */
import type { Options } from "ky";
import { isJsonBody, stringHeaders, type RequestOptions } from "@scope/endpoint-core";

/**
 * Converts `endpoint()` output into the arguments of `ky(url, options)`. The URL is final: no
 * `prefixUrl` or `searchParams` is set (ky 1 would replace the query, clients.md section 3).
 * ky's retries are off (`retry: 0`) and its 10 s default timeout is replaced by `request.timeout`
 * (none when not given), so ky sends exactly one request with no deadline, as fetch, axios, undici
 * and got do through their adapters. `throwHttpErrors` stays ky's default (`true`).
 * @example
 * import ky from "ky";
 * import { endpoint } from "@scope/endpoint-core";
 * import { toKy } from "@scope/endpoint-ky";
 *
 * const repos = await ky(...toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit" }))).json();
 */
export function toKy({ method, url, headers, body, request }: RequestOptions): [url: string, options: Options] {
  const options: Options = {
    // spec 2.4: the core's method is lowercase; fetch (under ky) sends `patch` as typed and servers answer 400
    method: method.toUpperCase(),
    // fetch would stringify numbers too; ky's `headers` type only takes strings
    headers: stringHeaders(headers),
    // ky retries idempotent methods twice by default (clients.md section 3: a 503 GET hit the server 3 times)
    retry: 0,
    // ky aborts after 10 s unless told otherwise; `false` means "no deadline", like the other clients
    timeout: request?.timeout ?? false,
  };
  if (body !== undefined) {
    // only plain objects and arrays are JSON: fetch would send any other object as "[object Object]".
    // fetch labels a string body text/plain;charset=UTF-8, so the core's empty PUT/PATCH body goes out as 0 bytes
    options.body = isJsonBody(body) ? JSON.stringify(body) : body === "" ? new Uint8Array(0) : (body as Options["body"]);
  }
  if (request?.signal !== undefined) options.signal = request.signal;
  return [url, options];
}
