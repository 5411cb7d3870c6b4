/** @module merge-option: each option merged over its value in the defaults and checked, as it is read (docs/rules.md#merging). */
import { ABSOLUTE_URL } from "./route-template.ts";
import { EndpointError, invalidOption } from "./errors.ts";
import { mergeHeaders } from "./headers.ts";
import { mergeMediaType, type MergedMediaType } from "./media-type.ts";
import { copyDeep, isPlainObject, mergeValue, own } from "./plain-object.ts";
import { checkQuerySerializer } from "./query.ts";
import type { HeaderInput } from "./types.ts";

const NO_MEDIA_TYPE: MergedMediaType = /* @__PURE__ */ Object.freeze({ format: "", previews: /* @__PURE__ */ Object.freeze([]) });
// the largest delay a timer takes (a signed 32-bit count of milliseconds)
const MAX_TIMEOUT = 2_147_483_647;

/**
 * `request` checked: an object whose `timeout`, if any, is 1 to 2,147,483,647 ms
 * (docs/rules.md#timeouts-and-signals). Copied, its own keys read once, class instances too: the
 * timeout checked is the one the adapter reads, never a getter's second answer.
 */
function checkRequest(request: unknown): Record<string, unknown> {
  // isPlainObject first: it reports a revoked Proxy, which Array.isArray would throw a TypeError for
  if (typeof request !== "object" || request === null || (!isPlainObject(request) && Array.isArray(request))) {
    throw invalidOption("request", request, "an object");
  }
  const copy: Record<string, unknown> = { ...request };
  const timeout = own(copy, "timeout");
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 1 && timeout <= MAX_TIMEOUT)) {
    throw new EndpointError("ERR_TIMEOUT_INVALID", `request.timeout: expected 1 to ${MAX_TIMEOUT} ms, got ${typeof timeout === "number" ? timeout : typeof timeout}`);
  }
  return copy;
}

/**
 * `baseUrl` checked: absolute (`scheme://`), rooted (`/api`), or empty for none
 * (docs/rules.md#base-url). A WHATWG URL parser drops tabs and newlines and reads `\` as `/`, so a
 * base holding either (`/\evil.example`, `/\t/evil.example`) would leave the page's origin as
 * `//host` does: controls, spaces and backslashes are refused.
 */
function checkBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== "string" || /[\0-\x20\x7f\\]/.test(baseUrl) || !(baseUrl === "" || /^\/(?!\/)/.test(baseUrl) || ABSOLUTE_URL.test(baseUrl))) {
    // not quoted: a base URL can carry credentials (https://user:token@host)
    throw new EndpointError("ERR_BASE_URL_INVALID", "baseUrl: expected https://host/path or /path, with no space, control character or backslash");
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
