/** @module percent-encode: UTF-8 percent-encoding for the two character sets of RFC 6570 section 1.5. */
import { ERROR_CODES, EndpointError, describe } from "./errors.ts";

// Fast path: most literals are plain paths and need no encoding at all.
const ONLY_UNRESERVED_OR_RESERVED = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=]*$/;
// After encodeURI: an input pct-triplet came out as %25XX and must be kept (RFC 6570 section 3.2.3),
// and encodeURI encodes the gen-delims [ and ], which reserved expansion allows
const ENCODE_URI_FIXUPS = /%25([0-9A-Fa-f]{2})|%5B|%5D/g;

function unencodable(value: string): EndpointError {
  return new EndpointError(
    ERROR_CODES.VALUE_UNENCODABLE,
    `Cannot encode ${describe(value)}: a lone UTF-16 surrogate has no UTF-8 form`,
  );
}

function fixEncodeUri(match: string, hex: string | undefined): string {
  if (hex !== undefined) return `%${hex}`;
  return match === "%5B" ? "[" : "]";
}

/** `A-Z a-z 0-9 _`: RFC 6570 varchars without pct-encoding, and the `\w` of the reference's regexes. */
export function isWordChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

/**
 * Encodes everything but the unreserved characters `A-Z a-z 0-9 - . _ ~` (RFC 3986 section 2.3)
 * (simple, `.`, `/`, `;`, `?` and `&` expansion).
 * @example encodeUnreserved("a b/c") // "a%20b%2Fc"
 */
export function encodeUnreserved(value: string): string {
  // a loop over char codes, not a regex: values are short, and one with nothing to escape
  // (most of them) is returned as it is, with nothing allocated
  let out = "";
  let copied = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isWordChar(code) || code === 0x2d || code === 0x2e || code === 0x7e) continue;
    out += value.slice(copied, i);
    if (code < 0x80) {
      // an ASCII character is its own UTF-8 byte
      out += `%${code < 0x10 ? "0" : ""}${code.toString(16).toUpperCase()}`;
    } else {
      // a run beyond ASCII: encodeURIComponent writes its UTF-8 bytes, or refuses a lone surrogate
      let end = i + 1;
      while (end < value.length && value.charCodeAt(end) > 0x7f) end++;
      try {
        out += encodeURIComponent(value.slice(i, end));
      } catch {
        throw unencodable(value);
      }
      i = end - 1;
    }
    copied = i + 1;
  }
  return copied === 0 ? value : out + value.slice(copied);
}

/**
 * Encodes everything but unreserved and reserved characters, keeping existing pct-triplets
 * (`+` and `#` expansion, and template literals: RFC 6570 sections 3.1 and 3.2.3).
 * @example encodeReserved("/a b/%2F%zz") // "/a%20b/%2F%25zz"
 */
export function encodeReserved(value: string): string {
  if (ONLY_UNRESERVED_OR_RESERVED.test(value)) return value;
  try {
    return encodeURI(value).replace(ENCODE_URI_FIXUPS, fixEncodeUri);
  } catch {
    throw unencodable(value);
  }
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
