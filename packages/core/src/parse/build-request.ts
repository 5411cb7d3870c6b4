/** @module build-request: the parse stage, a merged call to request options (docs/rules.md#stages). */
import { fail } from "../errors.ts";
import { isJsonBody } from "../json-body.ts";
import type { Merged } from "../dialect.ts";
import type { RequestHeaders, RequestOptions } from "../types/options.ts";
import { buildBody, checkFraming } from "./body.ts";
import { appendQuery } from "./query.ts";
import { buildUrl } from "./url.ts";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * A dialect's `amendHeaders` when it has nothing to add: the headers stay as merged.
 * @example keepHeaders(settings, headers) // headers unchanged
 */
export function keepHeaders(): void {}

/**
 * Builds the request (docs/rules.md#placing-parameters): the URL, the leftover parameters in its
 * query (GET, HEAD) or the body, a JSON content-type, the framing checked, and the dialect's last
 * word on the headers.
 * Every option of `merged` was checked by the merge stage.
 */
export function buildRequest(merged: Merged): RequestOptions {
  const { settings } = merged;
  const { method } = merged.operation;
  const { request } = settings;
  const present = settings.headers;
  const headers = present.shared ? { ...present.headers } : (present.headers as RequestHeaders);
  let url = buildUrl(merged);
  let body: unknown;
  if (method === "get" || method === "head") {
    if (merged.body !== undefined || settings.data !== undefined)
      throw fail(
        "ERR_BODY_NOT_ALLOWED",
        merged.query === undefined ? "data" : "body",
        `a ${method.toUpperCase()} request carries no body`,
      );
    url = appendQuery(url, merged);
  } else {
    // a grouped call's query goes to the query for every method
    if (merged.query !== undefined) url = appendQuery(url, merged);
    body = buildBody(merged);
  }
  // a GET has no body to look at
  if (body !== undefined && isJsonBody(body) && !present.contentTypeGiven) headers["content-type"] = JSON_CONTENT_TYPE;
  checkFraming(present, body);
  merged.dialect.amendHeaders(settings, headers);
  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (request !== undefined) result.request = request;
  return result;
}
