/** @module percent-encode: UTF-8 percent-encoding for the two character sets of RFC 6570 section 1.5. */
import { type EndpointError, fail, parameter, charAt } from "../errors.ts";

// most literals are plain paths and need no encoding at all
const ONLY_UNRESERVED_OR_RESERVED = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=]*$/;
// the same set with the braces that delimit a template's expressions
const TEMPLATE_AS_IS = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;={}]*$/;
// After encodeURI: an input pct-triplet came out as %25XX and must be kept (RFC 6570 section 3.2.3),
// and encodeURI encodes the gen-delims [ and ], which reserved expansion allows
const ENCODE_URI_FIXUPS = /%25([0-9A-Fa-f]{2})|%5B|%5D/g;
// encodeURIComponent leaves these sub-delims raw; the unreserved set (RFC 3986 section 2.3) does not
// (tested before the replace: benchmarks/README.md, "Why the core looks as it does")
const HAS_SUB_DELIM_LEFT_RAW = /[!'()*]/;
const SUB_DELIMS_LEFT_RAW = /[!'()*]/g;

/** Where `text`'s first lone UTF-16 surrogate is, which has no UTF-8 form; -1 if none. */
export function loneSurrogateAt(text: string): number {
  return text.search(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
}

// the value is not shown (it can be a secret): the parameter's name, the surrogate and its position are
function unencodable(value: string, name: string | undefined): EndpointError {
  const what = `${charAt(value, loneSurrogateAt(value))} is a lone surrogate`;
  return fail("ERR_VALUE_UNENCODABLE", name === undefined ? "Text" : parameter(name), what);
}

function fixEncodeUri(match: string, hex: string | undefined): string {
  if (hex !== undefined) return `%${hex}`;
  return match === "%5B" ? "[" : "]";
}

// the unreserved set (RFC 3986 section 2.3) as a table by char code: one load per character
const UNRESERVED = /* @__PURE__ */ Uint8Array.from(
  { length: 128 },
  (_, code) => +/[\w.~-]/.test(String.fromCharCode(code)),
);

// "%XX" of every ASCII code, looked up rather than formatted for each character escaped
const ESCAPES: readonly string[] = /* @__PURE__ */ Array.from(
  { length: 128 },
  (_, code) => `%${(code < 16 ? "0" : "") + code.toString(16).toUpperCase()}`,
);

/** `%XX` of one ASCII character: the sub-delims `!'()*` encodeURIComponent leaves raw, or a query delimiter. */
function hexEscape(char: string): string {
  return ESCAPES[char.charCodeAt(0)] as string;
}

/**
 * `value` escaped from `from` on by table, when it is short ASCII ("*", a date, "good first issue"),
 * which is most values and quicker than encodeURIComponent (benchmarks/README.md, "Why the core
 * looks as it does"). Else undefined.
 */
function escapeShortAscii(value: string, from: number): string | undefined {
  if (value.length > 32) return undefined;
  // runs between escapes are sliced, not added a character at a time
  let out = "";
  let run = 0;
  for (let i = from; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (UNRESERVED[code] === 1) continue;
    // a code from 128 up has no entry: UTF-8 is encodeURIComponent's to write
    const triplet = ESCAPES[code];
    if (triplet === undefined) return undefined;
    out += value.slice(run, i) + triplet;
    run = i + 1;
  }
  return out + value.slice(run);
}

/**
 * Encodes everything but the unreserved characters `A-Z a-z 0-9 - . _ ~` (RFC 3986 section 2.3)
 * (simple, `.`, `/`, `;`, `?` and `&` expansion).
 * `name`, the parameter the value belongs to, is named in the error for a lone surrogate.
 * @example encodeUnreserved("a b/c") // "a%20b%2Fc"
 */
export function encodeUnreserved(value: string, name?: string): string {
  // most values are plain words: a char-code scan finds that sooner than a regex test
  let i = 0;
  // codes from 128 up read undefined from the table: not unreserved
  while (i < value.length && UNRESERVED[value.charCodeAt(i)] === 1) i++;
  if (i === value.length) return value;
  const escaped = escapeShortAscii(value, i);
  if (escaped !== undefined) return escaped;
  try {
    const encoded = encodeURIComponent(value);
    return HAS_SUB_DELIM_LEFT_RAW.test(encoded) ? encoded.replace(SUB_DELIMS_LEFT_RAW, hexEscape) : encoded;
  } catch {
    throw unencodable(value, name);
  }
}

/**
 * Whether every literal of a template is written as it is by {@link encodeReserved}: the template
 * is ASCII that encoding keeps, its braces aside (most routes: one test instead of one per literal).
 * @example literalsAsIs("/repos/{owner}/{repo}") // true
 */
export function literalsAsIs(template: string): boolean {
  return TEMPLATE_AS_IS.test(template);
}

/**
 * Encodes everything but unreserved and reserved characters, keeping existing pct-triplets
 * (`+` and `#` expansion, and template literals: RFC 6570 sections 3.1 and 3.2.3).
 * `name` as for {@link encodeUnreserved}.
 * @example encodeReserved("/a b/%2F%zz") // "/a%20b/%2F%25zz"
 */
export function encodeReserved(value: string, name?: string): string {
  if (ONLY_UNRESERVED_OR_RESERVED.test(value)) return value;
  try {
    return encodeURI(value).replace(ENCODE_URI_FIXUPS, fixEncodeUri);
  } catch {
    throw unencodable(value, name);
  }
}

// what a query value may not hold raw even when reserved characters are allowed
// (docs/rules.md#query): `#` ends the query, `&` `=` `+` are form delimiters, `[` `]` are not allowed
// outside an IP literal, and every WHATWG URL parser rewrites `'` as %27 in an http(s) query
const QUERY_STRUCTURE = /[#&=+[\]']/g;

/**
 * {@link encodeReserved} for a query value (`allowReserved`, docs/rules.md#query): reserved
 * characters stay raw, but never one that changes the query's structure or that a client rewrites.
 * @example encodeQueryReserved("a/b?c#d&e=f+g'h") // "a/b?c%23d%26e%3Df%2Bg%27h"
 */
export function encodeQueryReserved(value: string, name?: string): string {
  return encodeReserved(value, name).replace(QUERY_STRUCTURE, hexEscape);
}

/**
 * The first `max` code points of `value` (RFC 6570 section 2.4.1 counts characters, not
 * UTF-16 units, so a prefix never splits a surrogate pair).
 * @example truncateCodePoints("\u{1D11E}stave", 1) // "\u{1D11E}"
 */
export function truncateCodePoints(value: string, max: number): string {
  if (value.length <= max) return value;
  let units = 0;
  for (let count = 0; count < max && units < value.length; count++) {
    const unit = value.charCodeAt(units);
    const isPair = unit >= 0xd800 && unit <= 0xdbff && (value.charCodeAt(units + 1) & 0xfc00) === 0xdc00;
    units += isPair ? 2 : 1;
  }
  return value.slice(0, units);
}
