/** @module string-headers: result headers as text, the form most clients' header types want. */
import { setOwn } from "./plain-object.ts";
import type { RequestHeaders } from "./types.ts";

/**
 * Result headers with every value as text, as most clients' header types want them (the core keeps
 * numbers as numbers: `content-length: 14`). A `null` or `undefined` value, possible only in hand-made
 * options, is left out: fetch would send the text "null", undici an empty header (CONTRACT.md "Headers").
 * When every value is text already (most results), that is `headers` itself: every client copies the
 * headers it is given, and a copy here cost as much as the rest of an adapter. An adapter that adds
 * or changes a header therefore copies first, so the core's result stays as it was.
 * @example stringHeaders({ "content-length": 14 }) // { "content-length": "14" }
 */
export function stringHeaders(headers: RequestHeaders): Record<string, string> {
  // for...in, 1.7x faster than Object.keys().every() here; an inherited enumerable key (a polluted
  // prototype) is never an own header of the result, and a non-text one only means the copy below
  for (const name in headers) if (typeof headers[name] !== "string") return textCopy(headers);
  return headers as Record<string, string>;
}

/** {@link stringHeaders} when a value is not text: a copy with numbers as text, `null` and `undefined` left out. */
function textCopy(headers: RequestHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name] as RequestHeaders[string] | null | undefined;
    if (value !== null && value !== undefined) setOwn(result, name, String(value));
  }
  return result;
}
