/** @module read: the got adapter's typed read (docs/rules.md#reading-an-answer), apart from the converter. */
import type { Got, Response } from "got";
import { ownProperties, readAnswer, type Read } from "@scope/endpoint-core/adapter";
import { toGot } from "./index.ts";

/**
 * A read through a got instance (`got` itself or `got.extend()`), whose retries and hooks apply as
 * configured: sends the options and answers `{ data, error, response }`, `data` from a 2xx and
 * `error` from any other status (the body of got's own `HTTPError`), each read from the raw bytes
 * as its media type says; `response` is got's response. A network failure or a timeout rejects with
 * got's own error.
 * @example
 * const { data, error, response } = await readWithGot(got)(endpoint("GET /repos/{owner}/{repo}", { owner, repo }));
 */
export function readWithGot(instance: Got): Read<Response> {
  return (async (options) => {
    let response: Response;
    try {
      response = (await instance(...toGot(options))) as Response;
    } catch (error) {
      const failed = error as { name?: string; response?: Response } | undefined;
      if (failed?.name !== "HTTPError" || failed.response === undefined) throw error;
      response = failed.response;
    }
    return readAnswer({
      response,
      status: response.statusCode,
      contentType: response.headers["content-type"],
      method: ownProperties(options).method,
      bytes: async () => response.rawBody,
    });
  }) as Read<Response>;
}
