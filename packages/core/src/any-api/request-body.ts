/**
 * @module request-body: the neutral entry's request, its body written in the operation's media type
 * (docs/rules.md#request-bodies): a plain object as JSON, as a form or as multipart parts, as the
 * request's `content-type` header, else the call's or the table's `body` styles, say; any other body
 * as it is.
 */
import type { Merged } from "../dialect.ts";
import { buildRequest } from "../parse/build-request.ts";
import { isPlainObject } from "../plain-object.ts";
import type { RequestOptions } from "../types/options.ts";
import { type CheckedBody, FORM, MULTIPART } from "./body-styles.ts";
import { formBody } from "./form-body.ts";
import { multipartBody } from "./multipart-body.ts";

/** The media type a `content-type` value names, lowercase, without its parameters. */
function essence(value: unknown): string {
  const text = String(value);
  const end = text.indexOf(";");
  return (end === -1 ? text : text.slice(0, end)).trim().toLowerCase();
}

/**
 * The request of a merged call on the neutral entry: {@link buildRequest}'s, with a plain-object body
 * of a form or multipart operation written as one. A form gets its `content-type` unless the call
 * sets one; multipart gets none of the core's, the client writes it with the boundary it uses.
 */
export function anyApiRequest(merged: Merged): RequestOptions {
  const { body, operation } = merged;
  // GET and HEAD refuse any body first; JSON and raw bodies go as they are
  if (operation.method === "get" || operation.method === "head" || !isPlainObject(body)) return buildRequest(merged);
  const present = merged.settings.headers;
  const given = present.headers["content-type"];
  const styles = operation.styles?.body as CheckedBody | undefined;
  // what the request says it carries wins, then the call's styles over the table's
  const named = given === undefined ? undefined : essence(given);
  const mediaType = named === FORM || named === MULTIPART || named === "application/json" ? named : styles?.mediaType;
  if (mediaType === FORM) {
    const request = buildRequest({ ...merged, body: formBody(body, styles?.encoding) });
    if (!present.contentTypeGiven) request.headers["content-type"] = FORM;
    return request;
  }
  if (mediaType !== MULTIPART) return buildRequest(merged);
  const request = buildRequest({ ...merged, body: multipartBody(body, styles?.encoding) });
  // a multipart type without the boundary the client writes would make the parts unreadable
  if (named === MULTIPART) delete request.headers["content-type"];
  return request;
}
