/** @module read: the fetch adapter's typed read (docs/rules.md#reading-an-answer), apart from the converter. */
import { ownProperties, readAnswer, type Read } from "@scope/endpoint-core/adapter";
import { toFetch } from "./index.ts";

/**
 * A read through `fetcher` (the global `fetch` by default, looked up at each call, or your own wrapper):
 * sends the options and answers `{ data, error, response }`, `data` from a 2xx and `error` from any
 * other status, each read as its media type says; `response` is fetch's `Response`, its body read.
 * A network failure or a timeout rejects with fetch's own error.
 * @example
 * const { data, error, response } = await readWithFetch()(endpoint("GET /repos/{owner}/{repo}", { owner, repo }));
 */
export function readWithFetch(
  fetcher: (url: string, init: RequestInit) => Promise<Response> = (url, init) => globalThis.fetch(url, init),
): Read<Response> {
  return (async (options) => {
    const response = await fetcher(...toFetch(options));
    return readAnswer({
      response,
      status: response.status,
      contentType: response.headers.get("content-type"),
      method: ownProperties(options).method,
      bytes: () => response.arrayBuffer(),
    });
  }) as Read<Response>;
}
