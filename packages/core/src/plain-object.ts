/** @module plain-object: which objects are "plain", and how the core copies and merges them. */
import { EndpointError } from "./errors.ts";

/**
 * True for object literals and `Object.create(null)` objects; false for arrays, Dates, class
 * instances, Buffers, Blobs and the like, which are passed along as a whole.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Sets an own data property even for the key `__proto__`, which plain assignment would turn into a
 * prototype change (docs/rules.md#safety).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * `value` merged over `base`: plain objects key by key (each key read once, `undefined` meaning
 * "not given"), anything else replaces (docs/rules.md#merging).
 */
export function mergeValue(base: unknown, value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(base)) return value;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item !== undefined) setOwn(merged, key, mergeValue(Object.hasOwn(merged, key) ? merged[key] : undefined, item));
  }
  return merged;
}

/**
 * A copy in which plain objects and arrays are new, so nothing returned shares them with `value`.
 * With `freeze`, the copies are frozen too. Nesting too deep for the stack (or a cycle) is refused.
 */
export function copyDeep<T>(value: T, freeze = false): T {
  const copy = (item: unknown): unknown => {
    let result: unknown = item;
    if (Array.isArray(item)) result = item.map(copy);
    else if (isPlainObject(item)) {
      const object: Record<string, unknown> = {};
      for (const key of Object.keys(item)) setOwn(object, key, copy(item[key]));
      result = object;
    }
    return freeze && result !== item ? Object.freeze(result) : result;
  };
  try {
    return copy(value) as T;
  } catch (error) {
    // the copy recurses: a cycle or 1e5 levels would surface as "Maximum call stack size exceeded"
    if (error instanceof RangeError) throw new EndpointError("ERR_OPTIONS_INVALID", "Options too deep or cyclic", { cause: error });
    throw error;
  }
}
