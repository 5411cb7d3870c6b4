import { describe, expect, it } from "vitest";
import { readAnswer, readBody } from "../../src/adapter.ts";

const encoded = (text: string) => new TextEncoder().encode(text);
const body = (contentType: string | string[] | null | undefined, bytes: Uint8Array | ArrayBuffer, method = "GET") =>
  readBody({ status: 200, contentType, method, bytes: async () => bytes });

describe("readBody: the body as its media type says (docs/rules.md#reading-an-answer)", () => {
  it.each([
    ["application/json", '{"a":1}', { a: 1 }],
    ["application/json; charset=utf-8", "[1,2]", [1, 2]],
    ["APPLICATION/JSON", "true", true],
    ["application/vnd.github.v3+json", '{"id":7}', { id: 7 }],
    ["application/problem+json ; charset=utf-8", '{"title":"x"}', { title: "x" }],
    ["text/plain; charset=utf-8", "héllo", "héllo"],
    ["text/html", "<p>", "<p>"],
    ["application/xml", "<a/>", "<a/>"],
    ["application/atom+xml", "<feed/>", "<feed/>"],
    ["application/javascript", "x()", "x()"],
    ["application/x-www-form-urlencoded", "a=1", "a=1"],
  ])("%s gives %j", async (type, text, value) => {
    expect(await body(type, encoded(text))).toStrictEqual(value);
  });

  it.each([["application/octet-stream"], ["application/jsonx"], ["image/png"], [""], [null], [undefined]])(
    "%j gives the bytes as a Uint8Array",
    async (type) => {
      expect(await body(type, new Uint8Array([0, 255]))).toStrictEqual(new Uint8Array([0, 255]));
    },
  );

  it("reads an ArrayBuffer, and exactly a view's bytes", async () => {
    expect(await body("text/plain", encoded("abc").buffer)).toBe("abc");
    expect(await body("text/plain", encoded("xabcx").subarray(1, 4))).toBe("abc");
  });

  it("gives undefined for an empty body and for HEAD, after reading the body", async () => {
    let read = 0;
    const bytes = async () => (read++, encoded('{"a":1}'));
    expect(await body("application/json", new Uint8Array(0))).toBeUndefined();
    expect(await readBody({ status: 200, contentType: "application/json", method: "head", bytes })).toBeUndefined();
    expect(read).toBe(1);
  });

  it("rejects with JSON.parse's error for JSON that does not parse", async () => {
    await expect(body("application/json", encoded("{"))).rejects.toBeInstanceOf(SyntaxError);
  });

  it("joins a repeated content-type as a client gives it", async () => {
    expect(await body(["application/json"], encoded("1"))).toBe(1);
  });
});

describe("readAnswer: a 2xx body is data, any other is error", () => {
  const answer = (status: number) =>
    readAnswer({
      response: { status },
      status,
      contentType: "application/json",
      method: "GET",
      bytes: async () => encoded('"b"'),
    });

  it.each([200, 201, 299])("%i is data", async (status) => {
    expect(await answer(status)).toStrictEqual({ data: "b", error: undefined, response: { status } });
  });

  it.each([199, 300, 404, 500])("%i is error", async (status) => {
    expect(await answer(status)).toStrictEqual({ data: undefined, error: "b", response: { status } });
  });
});
