/**
 * @module check-options: the check of each option's value, as the merge stage reads it (docs/rules.md#option-keys).
 * Each returns the value to use, a copy where a second read could differ.
 */
import { fail, invalidOption } from "../errors.ts";
import { isPlainObject, own } from "../plain-object.ts";
import { ABSOLUTE_URL } from "../template/route-template.ts";

// the largest delay a timer takes (a signed 32-bit count of milliseconds)
const MAX_TIMEOUT = 2_147_483_647;

/**
 * `request` checked: an object whose `timeout`, if any, is 1 to 2,147,483,647 ms
 * (docs/rules.md#timeouts-and-signals). Copied, its own keys read once, class instances too: the
 * timeout checked is the one the adapter reads, never a getter's second answer.
 */
export function checkRequest(request: unknown): Record<string, unknown> {
  // isPlainObject first: it reports a revoked Proxy, which Array.isArray would throw a TypeError for
  if (typeof request !== "object" || request === null || (!isPlainObject(request) && Array.isArray(request))) {
    throw invalidOption("request", request, "an object");
  }
  const copy: Record<string, unknown> = { ...request };
  const timeout = own(copy, "timeout");
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 1 && timeout <= MAX_TIMEOUT)) {
    throw fail(
      "ERR_TIMEOUT_INVALID",
      "request.timeout",
      `expected 1 to ${MAX_TIMEOUT} ms, got ${typeof timeout === "number" ? timeout : typeof timeout}`,
    );
  }
  return copy;
}

/**
 * `baseUrl` checked: absolute (`scheme://`), rooted (`/api`), or empty for none
 * (docs/rules.md#base-url). A WHATWG URL parser drops tabs and newlines and reads `\` as `/`, so a
 * base holding either (`/\evil.example`, `/\t/evil.example`) would leave the page's origin as
 * `//host` does: controls, spaces and backslashes are refused.
 */
export function checkBaseUrl(baseUrl: unknown): string {
  if (
    typeof baseUrl !== "string" ||
    /[\0-\x20\x7f\\]/.test(baseUrl) ||
    !(baseUrl === "" || /^\/(?!\/)/.test(baseUrl) || ABSOLUTE_URL.test(baseUrl))
  ) {
    // not quoted: a base URL can carry credentials (https://user:token@host)
    throw fail(
      "ERR_BASE_URL_INVALID",
      "baseUrl",
      "expected https://host/path or /path, with no space, control character or backslash",
    );
  }
  return baseUrl;
}
