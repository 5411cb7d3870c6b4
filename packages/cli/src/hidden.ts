/** @module hidden: characters a terminal does not show as themselves, and source text with them escaped. */

/**
 * Characters a terminal does not show as themselves: C0 controls, DEL and C1 controls (a backspace
 * or an escape sequence can paint a different command over the one that runs), line and paragraph
 * separators, and format characters (bidi overrides, zero-width spaces: Unicode category Cf).
 * @example HIDDEN.test("a\bb"); // true
 */
export const HIDDEN: RegExp = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/**
 * {@link HIDDEN}, every match.
 * @example "a\u202eb".replace(HIDDEN_ALL, "?"); // "a?b"
 */
export const HIDDEN_ALL: RegExp = new RegExp(HIDDEN.source, "gu");

// what JSON.stringify leaves raw of HIDDEN: it escapes C0 itself
const RAW_HIDDEN = /[\x7f-\x9f\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * JSON or JavaScript source with every character a terminal would not show (DEL, C1 controls, bidi
 * and zero-width characters, which `JSON.stringify` leaves raw) written as `\uXXXX`: the same value,
 * and what is on the screen is what runs.
 * `hidden` (a global pattern) widens what is escaped, for text that is not JSON.
 * @example visible(JSON.stringify("a\u202eb")); // '"a\\u202eb"'
 */
export function visible(source: string, hidden: RegExp = RAW_HIDDEN): string {
  return source.replace(hidden, (char) =>
    char
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}
