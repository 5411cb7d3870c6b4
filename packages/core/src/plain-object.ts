/** @module plain-object: which objects are "plain", how their own keys are read and set, and how the core copies them. */
import { fail } from "./errors.ts";

/**
 * True for object literals and `Object.create(null)` objects; false for arrays, Dates, class
 * instances, Buffers, Blobs and the like, which are passed along as a whole.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  let proto: unknown;
  try {
    proto = Object.getPrototypeOf(value);
  } catch (error) {
    // a revoked Proxy throws on every operation
    throw fail("ERR_OPTIONS_INVALID", "options", "a revoked Proxy cannot be read", { cause: error });
  }
  return proto === Object.prototype || proto === null;
}

/**
 * `object[key]` when it is an own property, else undefined: a key some other code set on
 * `Object.prototype` is never read as an option (docs/rules.md#safety).
 */
export function own(object: object, key: string): unknown {
  const value = (object as Record<string, unknown>)[key];
  // most keys asked for are absent: only a value found needs to be the object's own
  return value === undefined || Object.hasOwn(object, key) ? value : undefined;
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

/** `run()`, with a stack overflow (a cycle, or 1e5 levels of nesting) reported as `ERR_OPTIONS_INVALID`. */
export function tooDeep<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError)
      throw fail("ERR_OPTIONS_INVALID", "options", "too deep or cyclic", { cause: error });
    throw error;
  }
}

const TYPED_ARRAY_SLICE = /* @__PURE__ */ Object.getPrototypeOf(Uint8Array.prototype).slice as (
  this: ArrayBufferView,
) => ArrayBufferView;

/** A Date whose setters throw: `Object.freeze` alone leaves a Date's time writable. */
function frozenDate(date: Date): Date {
  for (const name of Object.getOwnPropertyNames(Date.prototype)) {
    if (name.startsWith("set")) {
      Object.defineProperty(date, name, {
        value() {
          throw new TypeError(`Cannot call ${name}() on a frozen Date`);
        },
      });
    }
  }
  return Object.freeze(date);
}

/** A copy of a Date or of bytes (typed array, DataView, ArrayBuffer), or `value` itself for anything else. */
function copyMutable(value: object): unknown {
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof ArrayBuffer) return value.slice(0);
  if (value instanceof DataView)
    return new DataView(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  if (ArrayBuffer.isView(value)) return TYPED_ARRAY_SLICE.call(value);
  return value;
}

/**
 * A copy in which plain objects, arrays, Dates and bytes are new, so nothing returned shares them
 * with `value`. With `freeze`, the copies are frozen too, Dates included; bytes cannot be frozen in
 * JavaScript, so each reader gets its own copy (docs/rules.md#safety). Nesting too deep for the
 * stack (or a cycle) is refused.
 */
export function copyDeep<T>(value: T, freeze = false): T {
  const copy = (item: unknown): unknown => {
    if (typeof item !== "object" || item === null) return item;
    let result: unknown;
    if (Array.isArray(item)) result = item.map(copy);
    else if (isPlainObject(item)) {
      const object: Record<string, unknown> = {};
      for (const key of Object.keys(item)) setOwn(object, key, copy(item[key]));
      result = object;
    } else {
      result = copyMutable(item);
      return freeze && result instanceof Date ? frozenDate(result) : result;
    }
    return freeze ? Object.freeze(result) : result;
  };
  return tooDeep(() => copy(value) as T);
}
