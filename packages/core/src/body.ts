/** @module body: the one body test the core and every adapter share (docs/rules.md#adapters). */
import { isPlainObject } from "./plain-object.ts";

/**
 * Whether `endpoint()` made (or would make) this body into JSON: a plain object or an array.
 * Adapters serialise exactly these, once, with `serializeBody()`, and pass every other body
 * (string, bytes, Blob, FormData, URLSearchParams, stream) through untouched.
 * @example isJsonBody({ a: 1 }) // true
 * @example isJsonBody("raw text") // false
 */
export function isJsonBody(body: unknown): body is Record<string, unknown> | unknown[] {
  return Array.isArray(body) || isPlainObject(body);
}
