/** @module build-request: the parse stage, a merged call to request options (docs/rules.md#stages). */
import { EndpointError } from "../errors.ts";
import { isJsonBody } from "../json-body.ts";
import type { Merged } from "../merge/merged.ts";
import type { RequestHeaders, RequestOptions } from "../types/options.ts";
import { amendAccept } from "./accept.ts";
import { buildBody, checkFraming } from "./body.ts";
import { appendQuery } from "./query.ts";
import { buildUrl } from "./url.ts";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Builds the request (docs/rules.md#placing-parameters): the URL, the leftover parameters in its
 * query (GET, HEAD) or the body, a JSON content-type, the framing checked, and `accept` amended.
 * Every option of `merged` was checked by the merge stage.
 */
export function buildRequest(merged: Merged): RequestOptions {
  const { settings } = merged;
  const { method, mediaType, request } = settings;
  const present = settings.headers;
  const headers = present.shared ? { ...present.headers } : (present.headers as RequestHeaders);
  let url = buildUrl(merged);
  let body: unknown;
  if (method === "get" || method === "head") {
    if (settings.data !== undefined)
      throw new EndpointError(
        "ERR_BODY_NOT_ALLOWED",
        `${merged.query === undefined ? "data" : "body"}: a ${method.toUpperCase()} request carries no body`,
      );
    url = appendQuery(url, merged);
  } else {
    // a grouped call's query goes to the query for every method
    if (merged.query !== undefined) url = appendQuery(url, merged);
    body = buildBody(merged);
  }
  if (isJsonBody(body) && !present.contentTypeGiven) headers["content-type"] = JSON_CONTENT_TYPE;
  checkFraming(present, body);
  if (mediaType !== undefined && (mediaType.format || mediaType.previews.length)) {
    const { accept } = present;
    const amended = amendAccept(
      accept === undefined ? undefined : String(accept),
      mediaType.format,
      mediaType.previews,
    );
    if (amended !== undefined) headers["accept"] = amended;
  }
  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined) result.request = request;
  return result;
}
