/** @module body: the body of a request and its framing headers (docs/rules.md#placing-parameters). */
import { EndpointError, quote } from "../errors.ts";
import { isJsonBody, serializeBody } from "../json-body.ts";
import type { Merged, PresentHeaders } from "../merge/merged.ts";
import { copyDeep, setOwn } from "../plain-object.ts";

const UTF8 = /* @__PURE__ */ new TextEncoder();

/**
 * The body for a method other than GET and HEAD: `data`, else the leftover parameters as a new JSON
 * object: the caller's values as they are, copies of the defaults' (docs/rules.md#safety). PUT and
 * PATCH with neither get `""`, so clients send `content-length: 0` (GitHub wants it).
 */
export function buildBody({ settings, params, paramKeys, query }: Merged): unknown {
  const { method, data, template, defaultParams } = settings;
  if (data !== undefined) return data;
  let body: Record<string, unknown> | undefined;
  // a grouped call's body is its `body` alone
  for (const key of query === undefined ? paramKeys : []) {
    // consumed keys are not even read: each value is read once, where it is used
    if (template.consumed.has(key)) continue;
    const value = params[key];
    if (value === undefined) continue;
    // JSON would write null for them, silently
    if (typeof value === "number" && !Number.isFinite(value))
      throw new EndpointError("ERR_VALUE_INVALID", `Parameter ${quote(key)}: is ${value}, not a finite number`);
    // the defaults' lists, objects and Dates are frozen: a result gets a copy it can change
    setOwn(
      (body ??= {}),
      key,
      defaultParams && typeof value === "object" && value !== null && Object.isFrozen(value) ? copyDeep(value) : value,
    );
  }
  return body ?? (method === "put" || method === "patch" ? "" : undefined);
}

function utf8Length(text: string): number {
  return /[^\0-\x7f]/.test(text) ? UTF8.encode(text).length : text.length;
}

/**
 * The length of `body` on the wire when it is known before sending: no body, text, JSON, bytes, a
 * Blob, URLSearchParams. Undefined for streams, iterables and FormData, which the adapters bound.
 */
function knownLength(body: unknown): number | undefined {
  if (body === undefined) return 0;
  if (typeof body === "string" || body instanceof String) return utf8Length(String(body));
  if (isJsonBody(body)) return utf8Length(serializeBody(body) as string);
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (typeof Blob !== "undefined" && body instanceof Blob) return body.size;
  if (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) return utf8Length(body.toString());
  return undefined;
}

/**
 * Refuses framing a backend could read differently from the client: a `content-length` that
 * disagrees with a body of known length (the surplus would be read as the next request on a
 * keep-alive connection), or one beside `transfer-encoding` (RFC 9112 section 6.1).
 */
export function checkFraming({ contentLength, transferEncoding }: PresentHeaders, body: unknown): void {
  if (contentLength === undefined) return;
  if (transferEncoding) {
    throw new EndpointError(
      "ERR_FRAMING_CONFLICT",
      'Headers "content-length" and "transfer-encoding" together: a backend may read the body either way',
    );
  }
  const size = knownLength(body);
  // compared as text: RFC 9110 section 8.6 writes a length in decimal digits, so "13.0" or "0x0d" disagree too
  if (size !== undefined && String(contentLength) !== String(size)) {
    throw new EndpointError("ERR_CONTENT_LENGTH_MISMATCH", `Header "content-length": the body has ${size} bytes`);
  }
}
