/** @module shell-quote: words a shell reads back exactly as they are printed, with nothing hidden from the eye. */
import { CliError } from "./cli-error.ts";
import { HIDDEN, HIDDEN_ALL } from "./hidden.ts";

/**
 * Words sh, bash, zsh and ksh all read back unchanged without quotes, whatever their options: an
 * allow-list, since each shell adds its own specials (zsh's `=cmd`, `^` and `#` globs, `~` after `=`
 * or `:`, braces, `!` history). `=` and `~` are out anywhere, `%` only at the start (a job spec).
 */
const BARE = /^(?!%)[\w@%+,./:-]+$/;

const NAMED: Readonly<Record<string, string>> = {
  "\t": "\\t",
  "\n": "\\n",
  "\r": "\\r",
  "\b": "\\b",
  "\f": "\\f",
  "\v": "\\v",
};

/**
 * A character as a `$'...'` escape: its UTF-8 bytes as three-digit octal `\NNN`, whatever the
 * locale. Not `\xHH`: ksh93 reads every hex digit after `\x`, so `\xaeb` would be one character.
 */
function escapeByte(char: string): string {
  return (
    NAMED[char] ?? [...new TextEncoder().encode(char)].map((byte) => `\\${byte.toString(8).padStart(3, "0")}`).join("")
  );
}

/**
 * Quotes a word for the shell. Words of {@link BARE} characters stay bare; others are single-quoted,
 * where nothing is special but the quote itself, written `'\''`. A word holding a character a
 * terminal would not show (see {@link HIDDEN}) is written in the `$'...'` form of bash, zsh and ksh
 * instead, every such character escaped (and `!`, which an older interactive bash could still read
 * as history there), so the command on the screen is the command that runs. A NUL is refused: no
 * program argument can hold one.
 * @example shellQuote("it's"); // "'it'\\''s'"
 * @example shellQuote("a\bb"); // "$'a\\bb'"
 */
export function shellQuote(word: string): string {
  if (word.includes("\0"))
    throw new CliError("ERR_RENDER", "a shell argument cannot hold a NUL character; use a client snippet (--to fetch)");
  if (BARE.test(word)) return word;
  if (!HIDDEN.test(word)) return `'${word.replaceAll("'", "'\\''")}'`;
  return `$'${word.replace(/[\\']/g, "\\$&").replace(HIDDEN_ALL, escapeByte).replaceAll("!", escapeByte)}'`;
}
