/** @module plain-object: which objects are "plain", the ones the core merges key by key. */

/**
 * True for object literals and `Object.create(null)` objects (reference rule R8); false for
 * arrays, Dates, class instances, Buffers, Blobs and the like, which are passed along as a whole.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Sets an own data property even for the key `__proto__`, which plain assignment would turn
 * into a prototype change (CONTRACT.md "Safety").
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
