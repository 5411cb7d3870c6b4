/** @module merge-option: each option merged over its value in the defaults and checked, as it is read (docs/rules.md#merging). */
import { ABSOLUTE_URL } from "./route-template.ts";
import { EndpointError, invalidOption } from "./errors.ts";
import { mergeHeaders } from "./headers.ts";
import { mergeMediaType, type MergedMediaType } from "./media-type.ts";
import { copyDeep, isPlainObject, mergeValue } from "./plain-object.ts";
import { checkQuerySerializer } from "./query.ts";
import type { HeaderInput } from "./types.ts";

const NO_MEDIA_TYPE: MergedMediaType = /* @__PURE__ */ Object.freeze({ format: "", previews: /* @__PURE__ */ Object.freeze([]) });
// the largest delay a timer takes (a signed 32-bit count of milliseconds)
const MAX_TIMEOUT = 2_147_483_647;

/**
 * `request` checked: an object whose `timeout`, if any, is 1 to 2,147,483,647 ms
 * (docs/rules.md#timeouts-and-signals). A plain object is copied, its keys read once: the timeout
 * checked is the one the adapter reads.
 */
function checkRequest(request: unknown): unknown {
  if (typeof request !== "object") throw invalidOption("request", request, "an object");
  if (isPlainObject(request)) request = { ...request };
  const timeout = (request as { timeout?: unknown } | null)?.timeout;
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 1 && timeout <= MAX_TIMEOUT)) {
    throw new EndpointError("ERR_TIMEOUT_INVALID", `request.timeout: expected 1 to ${MAX_TIMEOUT} ms, got ${typeof timeout === "number" ? timeout : typeof timeout}`);
  }
  return request;
}

/**
 * `baseUrl` checked: absolute (`scheme://`), rooted (`/api`, not the scheme-relative `//host`, which
 * leaves the page's origin), or empty for none (docs/rules.md#base-url).
 */
function checkBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== "string" || !(baseUrl === "" || /^\/(?!\/)/.test(baseUrl) || ABSOLUTE_URL.test(baseUrl))) {
    // not quoted: a base URL can carry credentials (https://user:token@host)
    throw new EndpointError("ERR_BASE_URL_INVALID", "baseUrl: expected https://host/path or /path");
  }
  return baseUrl;
}

/** `keepSlashes` checked: a list of parameter names, copied. */
function checkNames(names: unknown): readonly string[] {
  const copy = Array.isArray(names) ? Array.from(names as unknown[]) : undefined;
  if (!copy?.every((name) => typeof name === "string")) throw invalidOption("keepSlashes", names, "parameter names");
  return copy as string[];
}

/**
 * One option of a call merged over the level's and checked; `value` is not `undefined`.
 * @example mergeOption("request", { timeout: 1000 }, { retries: 2 }) // { timeout: 1000, retries: 2 }
 */
export function mergeOption(key: string, base: unknown, value: unknown): unknown {
  switch (key) {
    case "headers":
      return mergeHeaders((base ?? {}) as Record<string, HeaderInput>, value);
    case "mediaType":
      return mergeMediaType((base ?? NO_MEDIA_TYPE) as MergedMediaType, value);
    case "request":
      return value === null ? null : checkRequest(mergeValue(base, value));
    case "querySerializer":
      // a copy: the styles are read here once, and the copy is what the query is written with
      return checkQuerySerializer(copyDeep(mergeValue(base, value)));
    case "keepSlashes":
      return checkNames(value);
    case "baseUrl":
      return checkBaseUrl(value);
    default:
      return mergeValue(base, value);
  }
}
