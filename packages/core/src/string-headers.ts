/** @module string-headers: result headers as text, the form most clients' header types want. */
import { setOwn } from "./plain-object.ts";
import type { RequestHeaders } from "./types.ts";

/**
 * A new object with the headers' values as text (the core keeps numbers as numbers:
 * `content-length: 14`). A `null` or `undefined` value, possible only in hand-made options, is left
 * out: fetch would send the text "null", undici an empty header. The adapter may change the copy freely.
 * @example stringHeaders({ "content-length": 14, accept: "*\/*" }) // { "content-length": "14", accept: "*\/*" }
 */
export function stringHeaders(headers: RequestHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name] as RequestHeaders[string] | null | undefined;
    if (value !== null && value !== undefined) setOwn(result, name, String(value));
  }
  return result;
}
