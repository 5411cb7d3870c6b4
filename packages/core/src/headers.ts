/** @module headers: lowercasing, merging and validating header objects. */
import { EndpointError, describe, invalidOption } from "./errors.ts";
import { isPlainObject, setOwn } from "./plain-object.ts";
import type { HeaderInput, RequestHeaders } from "./types.ts";

// token = 1*tchar (RFC 9110 section 5.6.2)
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 9110 section 5.5: CR, LF and NUL in a field value would split or end the header
export const FORBIDDEN_IN_VALUE: RegExp = /[\r\n\0]/;

/** Whether `value` is an HTTP token: what a method or a header name must be. */
export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/** Checks that `headers` is a plain object; `what` names it in the error. */
export function assertHeaderObject(headers: unknown, what: string): asserts headers is Record<string, HeaderInput> {
  if (!isPlainObject(headers)) throw invalidOption(what, headers, "a plain object");
}

/**
 * Copies `source` headers into `target` with lowercased names (the last spelling wins),
 * skipping `undefined` values ("not given"); `null` is kept so it can remove a default.
 */
export function mergeHeaders(target: Record<string, HeaderInput>, source: Record<string, HeaderInput>): Record<string, HeaderInput> {
  for (const name of Object.keys(source)) {
    const value = source[name];
    if (value !== undefined) setOwn(target, name.toLowerCase(), value);
  }
  return target;
}

// Results for the frozen headers of each `DEFAULTS`, checked once when `defaults()` made them
const checked = new WeakMap<object, RequestHeaders>();
// the last of them that was used: the defaults' headers object stays frozen, so it can only match itself
let lastChecked: object | undefined;
let lastFinal: RequestHeaders | undefined;

/** Checks the frozen headers of new `DEFAULTS` once, so calls that add no headers skip the checks. */
export function checkDefaultHeaders(headers: Readonly<Record<string, HeaderInput>>): void {
  // frozen, because V8 adds a key to a spread copy of a frozen object fast but of a mutable one slowly
  checked.set(headers, Object.freeze(finalHeaders(headers)));
}

/**
 * The headers of a result: lowercased, validated, `null`/`undefined` removed (a `null`
 * removes the header, so a later spelling of the same name can bring it back).
 */
export function finalHeaders(headers: Readonly<Record<string, HeaderInput>>): RequestHeaders {
  // most calls of a program share one set of defaults: compared before the WeakMap lookup
  if (headers === lastChecked) return { ...(lastFinal as RequestHeaders) };
  const known = checked.get(headers);
  if (known !== undefined) {
    lastChecked = headers;
    lastFinal = known;
    return { ...known };
  }
  const result: RequestHeaders = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    const lower = name.toLowerCase();
    if (value === undefined) continue;
    if (value === null) {
      delete result[lower];
      continue;
    }
    if (!TOKEN.test(name)) {
      throw new EndpointError("ERR_HEADER_NAME_INVALID", `Header name ${describe(name)} is not a token`);
    }
    if (typeof value === "number" ? !Number.isFinite(value) : typeof value !== "string" || FORBIDDEN_IN_VALUE.test(value)) {
      throw new EndpointError(
        "ERR_HEADER_VALUE_INVALID",
        `Header ${describe(lower)} is ${describe(value)}, not a finite number or a string without CR, LF or NUL`,
      );
    }
    setOwn(result, lower, value);
  }
  return result;
}

/** Whether `headers` removes `name` (lowercase) with a `null` value, in any spelling. */
export function removesHeader(headers: Readonly<Record<string, HeaderInput>>, name: string): boolean {
  for (const key of Object.keys(headers)) if (headers[key] === null && key.toLowerCase() === name) return true;
  return false;
}
