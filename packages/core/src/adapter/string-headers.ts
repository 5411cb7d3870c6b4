/** @module string-headers: result headers as text, the form most clients' header types want. */
import type { RequestHeaders } from "../types/options.ts";

/**
 * A new object with the headers' values as text (the core keeps numbers as numbers:
 * `content-length: 14`). A `null` or `undefined` value, possible only in hand-made options, is left
 * out: fetch would send the text "null", undici an empty header. The adapter may change the copy freely.
 * @example stringHeaders({ "content-length": 14, accept: "*\/*" }) // { "content-length": "14", accept: "*\/*" }
 */
export function stringHeaders(headers: RequestHeaders): Record<string, string> {
  // a spread copies own keys as data properties (`__proto__` too) in one step; most values are text already
  const result: Record<string, unknown> = { ...headers };
  for (const name of Object.keys(result)) {
    const value = result[name];
    if (typeof value === "string") continue;
    if (value === null || value === undefined) delete result[name];
    else result[name] = String(value);
  }
  return result as Record<string, string>;
}
