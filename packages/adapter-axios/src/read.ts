/** @module read: the axios adapter's typed read (docs/rules.md#reading-an-answer), apart from the converter. */
import type { AxiosError, AxiosInstance, AxiosResponse } from "axios";
import { ownProperties, readAnswer, type Read } from "@scope/endpoint-core/adapter";
import { toAxios } from "./index.ts";

/**
 * A read through an axios instance (`axios` itself or `axios.create()`), whose interceptors,
 * `validateStatus` and adapter apply as configured: sends the options and answers `{ data, error,
 * response }`, `data` from a 2xx and `error` from any other status (the body of axios's own error
 * for a status it rejects), each read as its media type says. axios is asked for the body's bytes
 * (`responseType: "arraybuffer"`), so a response interceptor sees bytes in `response.data`. A network
 * failure or a timeout rejects with axios's own error.
 * @example
 * const { data, error, response } = await readWithAxios(axios)(endpoint("GET /repos/{owner}/{repo}", { owner, repo }));
 */
export function readWithAxios(instance: Pick<AxiosInstance, "request">): Read<AxiosResponse> {
  return (async (options) => {
    const config = toAxios(options);
    // set on the converted config, not spread: its `signal` getter must start the timer when axios sends
    config.responseType = "arraybuffer";
    let response: AxiosResponse;
    try {
      response = await instance.request(config);
    } catch (error) {
      // only an answer axios rejected for its status is read; a network failure or an abort has no response
      const response_ = (error as AxiosError | undefined)?.isAxiosError ? (error as AxiosError).response : undefined;
      if (response_ === undefined) throw error;
      response = response_;
    }
    return readAnswer({
      response,
      status: response.status,
      contentType: response.headers["content-type"] as string | undefined,
      method: ownProperties(options).method,
      // bytes: a Node Buffer (http adapter) or an ArrayBuffer (XHR, fetch); none for HEAD in a browser
      bytes: async () => response.data ?? new ArrayBuffer(0),
    });
  }) as Read<AxiosResponse>;
}
