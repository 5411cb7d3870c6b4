/** @module header-values: header names and values as the merge stage checks them (docs/rules.md#headers). */
import { fail, charAt, kindOf, quote, type EndpointErrorCode } from "../errors.ts";
import { isToken } from "../http-token.ts";

// RFC 9110 section 5.5: a field value is visible ASCII, space, tab and obs-text (0x80-0xFF); any
// other control character or code point is refused, since clients refuse or strip it differently
const NOT_IN_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * A header value checked and trimmed: a finite number stays a number, a string loses its outer
 * spaces and tabs. Errors name the header, never show the value (it can be a token).
 * @example headerValue(" token abc ", "authorization") // "token abc"
 */
export function headerValue(value: unknown, name: string): string | number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string" || NOT_IN_VALUE.test(value)) {
    const what = `Header ${quote(name)}`;
    if (typeof value !== "string")
      throw fail("ERR_HEADER_VALUE_INVALID", what, `expected a string or a finite number, got ${kindOf(value)}`);
    headerText(value, what);
  }
  return trimField(value as string);
}

/**
 * `text` without leading and trailing spaces and tabs, which RFC 9110 section 5.5 excludes from a field value.
 * @example trimField(" raw\t") // "raw"
 */
export function trimField(text: string): string {
  // an index scan from each end: a regex alternation with `[\t ]+$` retried at every position of
  // an inner run of spaces, which made a long value quadratic (docs/rules.md#safety)
  let start = 0;
  let end = text.length;
  while (start < end && isFieldSpace(text.charCodeAt(start))) start++;
  while (end > start && isFieldSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** A space or a tab: RFC 9110 section 5.5 excludes them from a field value's ends. */
function isFieldSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/**
 * Checks that `text` may stand in a header value (it will be written into one) and returns it.
 * @example headerText("raw", "mediaType.format") // "raw"
 */
export function headerText(text: string, what: string, code: EndpointErrorCode = "ERR_HEADER_VALUE_INVALID"): string {
  if (NOT_IN_VALUE.test(text))
    throw fail(code, what, `${charAt(text, text.search(NOT_IN_VALUE))} may not stand in a header`);
  return text;
}

/**
 * Checks a header name as given, before it is lowercased, so `\u212Aeep-alive` (a Kelvin sign, which
 * lowercases to `k`) cannot pass a deny-list; the message names the first character that is not a
 * token character.
 */
export function checkHeaderName(name: string): void {
  if (isToken(name)) return;
  const at = Math.max(name.search(/[^!#$%&'*+\-.^_`|~\w]/), 0);
  throw fail(
    "ERR_HEADER_NAME_INVALID",
    `Header name ${quote(name)}`,
    `${name ? charAt(name, at) : "empty"}, not a token`,
  );
}
