/**
 * @module merge-rules: how a value is merged over the one beneath it, for every option and parameter
 * (docs/rules.md#merging). Each option is checked as it is merged (check-options.ts).
 */
import { invalidOption } from "../errors.ts";
import { isPlainObject, setOwn, tooDeep } from "../plain-object.ts";
import type { HeaderInput } from "../types/options.ts";
import { checkBaseUrl, checkRequest } from "./check-options.ts";
import { checkHeaderName, headerValue } from "./header-values.ts";

/**
 * One option every dialect has (method, url, baseUrl, headers, request, data) merged over the one
 * beneath it and checked; `value` is not `undefined`. A dialect's own options merge in the dialect.
 * @example mergeOption("request", { timeout: 1000 }, { retries: 2 }) // { timeout: 1000, retries: 2 }
 */
export function mergeOption(key: string, base: unknown, value: unknown): unknown {
  switch (key) {
    case "headers":
      return mergeHeaders((base ?? {}) as Record<string, HeaderInput>, value);
    case "request":
      return value === null ? null : checkRequest(mergeValue(base, value));
    case "baseUrl":
      return checkBaseUrl(value);
    default:
      return mergeValue(base, value);
  }
}

/**
 * `value` merged over `base`: plain objects key by key (each key read once, `undefined` meaning
 * "not given"), anything else replaces. Nesting too deep for the stack is `ERR_OPTIONS_INVALID`.
 * @example mergeValue({ a: 1, b: { c: 2 } }, { b: { d: 3 } }) // { a: 1, b: { c: 2, d: 3 } }
 */
export function mergeValue(base: unknown, value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(base)) return value;
  return tooDeep(() => mergePlain(base, value));
}

function mergePlain(base: Record<string, unknown>, value: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined) continue;
    const under = Object.hasOwn(merged, key) ? merged[key] : undefined;
    setOwn(merged, key, isPlainObject(item) && isPlainObject(under) ? mergePlain(under, item) : item);
  }
  return merged;
}

/**
 * `source` headers merged into a copy of `base`: each name checked as given, then lowercased, the
 * last spelling winning; each value read once and checked. `undefined` means "not given"; `null` is
 * kept, to remove the header.
 * @example mergeHeaders({ accept: "a" }, { Accept: "b", "x-a": null }) // { accept: "b", "x-a": null }
 */
export function mergeHeaders(
  base: Readonly<Record<string, HeaderInput>>,
  source: unknown,
): Record<string, HeaderInput> {
  if (!isPlainObject(source)) throw invalidOption("headers", source, "a plain object");
  const merged: Record<string, HeaderInput> = { ...base };
  for (const name of Object.keys(source)) {
    const value = source[name];
    if (value === undefined) continue;
    checkHeaderName(name);
    const lower = name.toLowerCase();
    setOwn(merged, lower, value === null ? null : headerValue(value, lower));
  }
  return merged;
}
