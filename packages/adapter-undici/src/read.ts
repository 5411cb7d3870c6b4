/** @module read: the undici adapter's typed read (docs/rules.md#reading-an-answer), apart from the converters. */
import type { Dispatcher, request } from "undici";
import { ownProperties, readAnswer, type Read } from "@scope/endpoint-core/adapter";
import { toUndici, toUndiciDispatch } from "./index.ts";

/**
 * A read through undici: its `request` function, or a `Dispatcher` (`Agent`, `Pool`, `Client`) whose
 * `request` is called: sends the options and answers `{ data, error, response }`, `data` from a 2xx
 * and `error` from any other status, each read as its media type says (the body always consumed);
 * `response` is undici's `ResponseData`. A network failure or a timeout rejects with undici's own error.
 * @example
 * const { data, error, response } = await readWithUndici(request)(endpoint("GET /repos/{owner}/{repo}", { owner, repo }));
 */
export function readWithUndici(client: typeof request | Pick<Dispatcher, "request">): Read<Dispatcher.ResponseData> {
  return (async (options) => {
    const response =
      typeof client === "function"
        ? await client(...toUndici(options))
        : await client.request(toUndiciDispatch(options));
    return readAnswer({
      response,
      status: response.statusCode,
      contentType: response.headers["content-type"],
      method: ownProperties(options).method,
      bytes: () => response.body.arrayBuffer(),
    });
  }) as Read<Dispatcher.ResponseData>;
}
