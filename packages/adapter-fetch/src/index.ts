/** @module fetch adapter: turns what `endpoint()` returns into `fetch()` arguments or a `Request`. */
import type { RequestOptions } from "@scope/endpoint-core";
import {
  checkedWebStream,
  ownProperties,
  requestSignal,
  serializeBody,
  stringHeaders,
  upperMethod,
} from "@scope/endpoint-core/adapter";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and fetch copies a body's
// bytes (Fetch standard, "extract a body"), so no request can change it
const EMPTY_BODY = Object.freeze(new Uint8Array(0));

/**
 * Converts `endpoint()` output into the arguments of `fetch(url, init)`.
 * @example const response = await fetch(...toFetch(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 */
export function toFetch(options: RequestOptions): [string, RequestInit] {
  // own keys only: a `body` or `request` other code set on Object.prototype must not change the request
  const { method, url, headers, body, request } = ownProperties(options);
  // fetch uppercases only DELETE/GET/HEAD/OPTIONS/POST/PUT: `patch` would go out as typed (servers answer 400)
  const init: RequestInit = { method: upperMethod(method), headers: stringHeaders(headers) };
  if (body !== undefined) {
    // a string body without content-type gets text/plain from fetch, so the empty PUT/PATCH body goes as 0 bytes
    init.body = body === "" ? EMPTY_BODY : (serializeBody(body) as BodyInit);
    // Node's fetch takes a web stream, a Node Readable or any async iterable, each only half-duplex
    if (typeof body === "object" && body !== null && Symbol.asyncIterator in body) {
      (init as { duplex?: "half" }).duplex = "half";
      // Node 20's fetch sends no byte past content-length but may resolve or hang when a stream gives more: held to it, as a web stream
      init.body = checkedWebStream(body, headers) as BodyInit;
    }
  }
  // fetch has no timeout option: request.timeout is a timer signal started when fetch() reads `signal`
  return [url, requestSignal(request, init)];
}

/**
 * Converts `endpoint()` output into a `Request`, for APIs that take one (service workers, caches, `fetch(request)`).
 * @example const response = await fetch(toRequest(endpoint("POST /markdown", { text: "Hello **world**" })));
 */
export function toRequest(options: RequestOptions): Request {
  return new Request(...toFetch(options));
}

/** The typed read, a module of its own: an app that imports only the converter bundles none of it. */
export { readWithFetch } from "./read.ts";
