import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/index.ts";
import { encodeUnreserved } from "../../src/template/percent-encode.ts";

/** The definition the char-code loop must match: encodeURIComponent, plus the sub-delims it leaves raw. */
const expected = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

describe("encodeUnreserved (RFC 6570 simple expansion)", () => {
  it("escapes every ASCII character but A-Z a-z 0-9 - . _ ~ as two uppercase hex digits", () => {
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      expect(encodeUnreserved(`a${char}b`)).toBe(expected(`a${char}b`));
    }
    expect(encodeUnreserved("\t")).toBe("%09");
  });

  it("writes runs beyond ASCII as UTF-8, surrogate pairs included", () => {
    expect(encodeUnreserved("docs/日本語 ファイル.md")).toBe(expected("docs/日本語 ファイル.md"));
    expect(encodeUnreserved("é😀x😀")).toBe("%C3%A9%F0%9F%98%80x%F0%9F%98%80");
  });

  it("agrees with encodeURIComponent on any well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 20 }), (value) => {
        expect(encodeUnreserved(value)).toBe(expected(value));
      }),
    );
  });

  it("agrees with it on ASCII text, escaped from a table, and on ASCII that turns to UTF-8 midway", () => {
    fc.assert(
      // up to 80 characters: both sides of the 32-character limit of the table path
      fc.property(
        fc.string({ unit: "binary-ascii", maxLength: 80 }),
        fc.string({ unit: "grapheme", maxLength: 5 }),
        (ascii, rest) => {
          expect(encodeUnreserved(ascii)).toBe(expected(ascii));
          expect(encodeUnreserved(ascii + rest)).toBe(expected(ascii + rest));
        },
      ),
    );
    expect(encodeUnreserved("*")).toBe("%2A");
    expect(encodeUnreserved("a b*c")).toBe("a%20b%2Ac");
    expect(encodeUnreserved("%")).toBe("%25");
  });

  it("gives the same escapes on either side of the short-value limit (32 characters)", () => {
    for (const length of [31, 32, 33, 64]) {
      const value = "a*(b) c!'".repeat(8).slice(0, length);
      expect(value).toHaveLength(length);
      expect(encodeUnreserved(value)).toBe(expected(value));
      expect(encodeUnreserved(`${value.slice(1)}é`)).toBe(expected(`${value.slice(1)}é`));
    }
  });

  it("refuses a lone surrogate, even after a well-formed run", () => {
    expect(() => encodeUnreserved("é\uD800")).toThrow(expect.objectContaining({ code: ERROR_CODES.VALUE_UNENCODABLE }));
    expect(() => encodeUnreserved("a b\uDC00")).toThrow(
      expect.objectContaining({ code: ERROR_CODES.VALUE_UNENCODABLE }),
    );
  });
});
