/** @module fetch adapter: turns what `endpoint()` returns into `fetch()` arguments or a `Request`. */
import { isJsonBody, requestSignal, stringHeaders, upperMethod, type RequestOptions } from "@scope/endpoint-core";

// The empty PUT/PATCH body, one for every call: it holds no bytes, is frozen, and fetch copies a body's
// bytes (Fetch standard, "extract a body"), so no request can change it
const EMPTY_BODY = Object.freeze(new Uint8Array(0));

/**
 * Converts `endpoint()` output into the arguments of `fetch(url, init)`.
 * @example const response = await fetch(...toFetch(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
 */
export function toFetch({ method, url, headers, body, request }: RequestOptions): [string, RequestInit] {
  const init: RequestInit = {
    // fetch uppercases only DELETE/GET/HEAD/OPTIONS/POST/PUT: `patch` would go out as typed (servers answer 400)
    method: upperMethod(method),
    // core leaves no null/undefined values, which fetch would send as the text "null"/"undefined"
    headers: stringHeaders(headers),
  };
  if (body !== undefined) {
    // an object would go out as "[object Object]"; a string body without content-type gets
    // text/plain from fetch, so the empty PUT/PATCH body (spec: content-length 0) is sent as 0 bytes
    init.body = isJsonBody(body) ? JSON.stringify(body) : body === "" ? EMPTY_BODY : (body as BodyInit);
    // Node's fetch refuses a stream body unless the request is declared half-duplex
    if (body instanceof ReadableStream) (init as { duplex?: "half" }).duplex = "half";
  }
  // fetch has no timeout option: request.timeout becomes a timer signal, combined with request.signal,
  // whose timer starts when fetch() or new Request() reads init.signal, not here
  return [url, requestSignal(request, init)];
}

/**
 * Converts `endpoint()` output into a `Request`, for APIs that take one (service workers, caches, `fetch(request)`).
 * @example const response = await fetch(toRequest(endpoint("POST /markdown", { text: "Hello **world**" })));
 */
export function toRequest(options: RequestOptions): Request {
  return new Request(...toFetch(options));
}
