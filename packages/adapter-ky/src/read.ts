/** @module read: the ky adapter's typed read (docs/rules.md#reading-an-answer), apart from the converter. */
import type { KyInstance } from "ky";
import { ownProperties, readAnswer, type Read } from "@scope/endpoint-core/adapter";
import { toKy } from "./index.ts";

/** What ky's `HTTPError` holds: the response, and from ky 2 on, its body already read as `data`. */
type KyHttpError = { name: string; response?: Response; data?: unknown };

/**
 * A read through a ky instance (`ky` itself or `ky.create()`), whose retries, hooks and timeout
 * apply as configured: sends the options and answers `{ data, error, response }`, `data` from a 2xx
 * and `error` from any other status (the body of ky's own `HTTPError`), each read as its media type
 * says; `response` is ky's `Response`. A network failure or a timeout rejects with ky's own error.
 * @example
 * const { data, error, response } = await readWithKy(ky)(endpoint("GET /repos/{owner}/{repo}", { owner, repo }));
 */
export function readWithKy(instance: KyInstance): Read<Response> {
  return (async (options) => {
    let response: Response;
    try {
      response = await instance(...toKy(options));
    } catch (error) {
      const failed = error as KyHttpError | undefined;
      if (failed?.name !== "HTTPError" || !(failed.response instanceof Response)) throw error;
      response = failed.response;
      // ky 2 reads an error's body itself (JSON parsed, else text) into `data`, leaving the response used
      if (response.bodyUsed) return { data: undefined, error: failed.data, response };
    }
    return readAnswer({
      response,
      status: response.status,
      contentType: response.headers.get("content-type"),
      method: ownProperties(options).method,
      bytes: () => response.arrayBuffer(),
    });
  }) as Read<Response>;
}
