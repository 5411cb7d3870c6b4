/** @module upper-method: the method as an HTTP client must send it. */
import { memoize } from "../cache.ts";

// marked pure: a bundle of endpoint() alone, which never calls it, leaves it out
/**
 * A result's `method` as an HTTP client must send it: uppercase (fetch uppercases only some
 * methods and sends `patch` as typed; undici sends any lowercase method as typed, and servers
 * answer 400). Cached per method: the usual call makes no new string.
 * @example upperMethod("patch") // "PATCH"
 */
export const upperMethod: (method: string) => string = /* @__PURE__ */ memoize((method) => method.toUpperCase());
