/**
 * @module @scope/endpoint-core/adapter: the helpers every adapter uses to hand `endpoint()`'s
 * request options to an HTTP client (docs/rules.md#adapters). Apps need none of them.
 */
export { isJsonBody, serializeBody } from "./json-body.ts";
export { checkContentLength, checkedWebStream, ownProperties } from "./adapter/adapter-input.ts";
export { requestSignal } from "./adapter/request-signal.ts";
export { stringHeaders } from "./adapter/string-headers.ts";
export { upperMethod } from "./adapter/upper-method.ts";
export { readAnswer, readBody, type ReceivedAnswer } from "./adapter/read-answer.ts";
export type { Answer, Read } from "./types/answers.ts";
export type { RequestHeaders, RequestMeta, RequestOptions } from "./types/options.ts";
