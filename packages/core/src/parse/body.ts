/** @module body: the body of a request and its framing headers (docs/rules.md#placing-parameters). */
import { fail } from "../errors.ts";
import { isJsonBody, serializeBody } from "../json-body.ts";
import type { Merged, PresentHeaders } from "../dialect.ts";

const UTF8 = /* @__PURE__ */ new TextEncoder();

/**
 * The body for a method other than GET and HEAD: `data`, else what the dialect makes of the call's
 * parameters (GitHub: the leftovers as JSON). PUT and PATCH with neither get `""`, so clients send
 * `content-length: 0` (GitHub wants it).
 */
export function buildBody(merged: Merged): unknown {
  const data = merged.body !== undefined ? merged.body : merged.settings.data;
  if (data !== undefined) return data;
  const { method } = merged.operation;
  return merged.dialect.leftovers(merged) ?? (method === "put" || method === "patch" ? "" : undefined);
}

/** A dialect's `leftovers` when a call's parameters never make a body (every call grouped). */
export function noLeftovers(): undefined {
  return undefined;
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
    throw fail(
      "ERR_FRAMING_CONFLICT",
      'Headers "content-length" and "transfer-encoding"',
      "both given, so a backend may read the body either way",
    );
  }
  const size = knownLength(body);
  // compared as text: RFC 9110 section 8.6 writes a length in decimal digits, so "13.0" or "0x0d" disagree too
  if (size !== undefined && String(contentLength) !== String(size)) {
    throw fail("ERR_CONTENT_LENGTH_MISMATCH", 'Header "content-length"', `the body has ${size} bytes`);
  }
}
