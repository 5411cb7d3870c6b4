/** @module shell-quote: words a shell reads back exactly as they are printed, with nothing hidden from the eye. */
import { CliError } from "./cli-error.ts";
import { HIDDEN, HIDDEN_ALL } from "./hidden.ts";

/** Words a shell reads back unchanged without quotes. */
const BARE = /^[\w@%+=:,./-]+$/;

const NAMED: Readonly<Record<string, string>> = { "\t": "\\t", "\n": "\\n", "\r": "\\r", "\b": "\\b", "\f": "\\f", "\v": "\\v" };

/** A hidden character as bash's `$'...'` escapes: its UTF-8 bytes as `\xHH`, whatever the locale. */
function escapeHidden(char: string): string {
  return NAMED[char] ?? [...new TextEncoder().encode(char)].map((byte) => `\\x${byte.toString(16).padStart(2, "0")}`).join("");
}

/**
 * Quotes a word for the shell. Plain words stay bare; others are single-quoted, where nothing is
 * special but the quote itself, written `'\''`. A word holding a character a terminal would not show
 * (see {@link HIDDEN}) is written in the `$'...'` form of bash, zsh and ksh instead, every such
 * character escaped, so the command on the screen is the command that runs. A NUL is refused:
 * no program argument can hold one.
 * @example shellQuote("it's"); // "'it'\\''s'"
 * @example shellQuote("a\bb"); // "$'a\\bb'"
 */
export function shellQuote(word: string): string {
  if (word.includes("\0")) throw new CliError("ERR_RENDER", "a shell argument cannot hold a NUL character; use a client snippet (--to fetch)");
  if (BARE.test(word)) return word;
  if (!HIDDEN.test(word)) return `'${word.replaceAll("'", "'\\''")}'`;
  return `$'${word.replace(/[\\']/g, "\\$&").replace(HIDDEN_ALL, escapeHidden)}'`;
}
