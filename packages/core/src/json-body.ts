/** @module json-body: which bodies are JSON, and their text: the one test the core and every adapter share (docs/rules.md#adapters). */
import { fail } from "./errors.ts";
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

/**
 * The body as it goes on the wire: `JSON.stringify(body)` for a body {@link isJsonBody} accepts
 * (a plain object or an array), any other body unchanged. A body JSON cannot write (a cycle, a
 * BigInt, nesting too deep for the stack) throws an `EndpointError` with code `ERR_BODY_INVALID`;
 * its message says why without quoting the body, and `cause` is the original error.
 * @example serializeBody({ title: "Hi", labels: ["bug"] }) // '{"title":"Hi","labels":["bug"]}'
 * @example serializeBody(new Uint8Array([1, 2])) // the same Uint8Array
 */
export function serializeBody(body: unknown): unknown {
  if (!isJsonBody(body)) return body;
  try {
    return JSON.stringify(body);
  } catch (error) {
    // the first line only: V8's cycle message goes on to name the properties of the cycle
    const why =
      error instanceof RangeError ? "nested too deeply" : String((error as Error)?.message ?? error).split("\n")[0];
    throw fail("ERR_BODY_INVALID", "JSON body", `cannot be serialised: ${why}`, { cause: error });
  }
}
