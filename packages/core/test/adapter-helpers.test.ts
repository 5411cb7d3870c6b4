import { describe, expect, it } from "vitest";
import { isJsonBody, stringHeaders, upperMethod } from "../src/adapter.ts";

describe("isJsonBody: the one body test every adapter shares", () => {
  it("is true for plain objects, null-prototype objects and arrays", () => {
    expect([isJsonBody({ a: 1 }), isJsonBody(Object.create(null)), isJsonBody([1])]).toEqual([true, true, true]);
  });

  it("is false for strings, bytes, Blob, FormData, URLSearchParams, streams, null and Dates", () => {
    const others = ["", "text", new Uint8Array(1), new Blob([]), new FormData(), new URLSearchParams(), new ReadableStream(), null, undefined, new Date()];
    expect(others.map(isJsonBody)).toEqual(others.map(() => false));
  });
});

describe("stringHeaders", () => {
  it("writes every value as text and keeps the names", () => {
    expect(stringHeaders({ "content-length": 14, accept: "a" })).toEqual({ "content-length": "14", accept: "a" });
  });

  it("leaves out null and undefined values of hand-made options", () => {
    expect(stringHeaders({ a: null, b: undefined, c: 0 } as never)).toEqual({ c: "0" });
  });

  it("keeps a __proto__ header an ordinary own header, whether the values are text already or not", () => {
    for (const value of ["1", 1]) {
      const result = stringHeaders(JSON.parse(`{"__proto__": ${JSON.stringify(value)}, "a": "x"}`));
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(Object.keys(result)).toEqual(["__proto__", "a"]);
      expect(result["__proto__"]).toBe("1");
    }
  });

  it("returns a new object every time, even when every value is text already", () => {
    const text = { accept: "a", "user-agent": "b" };
    const result = stringHeaders(text);
    expect(result).not.toBe(text);
    expect(result).toEqual(text);
    result["x-added"] = "1";
    expect(text).toEqual({ accept: "a", "user-agent": "b" });
  });

  it("gives own headers only when Object.prototype has an enumerable key, text or not", () => {
    for (const polluted of ["evil", 1]) {
      (Object.prototype as Record<string, unknown>)["x-polluted"] = polluted;
      try {
        expect(stringHeaders({ accept: "a", "content-length": 1 })).toEqual({ accept: "a", "content-length": "1" });
        for (const result of [stringHeaders({ accept: "a" }), stringHeaders({ accept: "a", "content-length": 1 })]) {
          expect(Object.keys(result)).not.toContain("x-polluted");
          expect(Object.hasOwn(result, "x-polluted")).toBe(false);
        }
      } finally {
        delete (Object.prototype as Record<string, unknown>)["x-polluted"];
      }
    }
  });
});

describe("upperMethod", () => {
  it("uppercases the standard methods and any other token, as clients must send them", () => {
    const methods = ["get", "head", "post", "put", "patch", "delete", "options", "propfind", "constructor", "__proto__"];
    expect(methods.map(upperMethod)).toEqual(methods.map((method) => method.toUpperCase()));
    expect(upperMethod("patch")).toBe("PATCH"); // from the cache, the second time
  });
});
