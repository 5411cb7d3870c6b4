import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#placing-parameters: a content-length that disagrees with a string or bytes body is refused
const post = (data: unknown, length: string | number) =>
  endpoint("POST /x", { data, headers: { "content-length": length } });

describe("content-length against a string body", () => {
  it.each([
    ["ASCII", "Hello, world!", 13],
    ["é, 2 bytes in UTF-8", "é", 2],
    ["an emoji, 4 bytes", "\u{1F600}", 4],
    ["a lone high surrogate, sent as the 3 bytes of U+FFFD", "\uD800", 3],
    ["a lone low surrogate", "a\uDC00", 4],
    ["the empty string", "", 0],
  ])("accepts the UTF-8 length of %s", (_, data, bytes) => {
    expect(post(data, bytes).body).toBe(data);
    expect(post(data, String(bytes)).body).toBe(data);
  });

  it.each([
    ["UTF-16 units, not bytes", "é", 1],
    ["an emoji's UTF-16 length", "\u{1F600}", 2],
    ["a lone surrogate as one byte", "\uD800", 1],
    ["one too many", "Hello, world!", 14],
    ["one too few, as a string", "Hello, world!", "12"],
  ])("refuses %s", (_, data, length) => {
    expect(thrown(() => post(data, length)).code).toBe("ERR_CONTENT_LENGTH_MISMATCH");
  });

  it("refuses an empty PUT whose content-length is not 0", () => {
    expect(thrown(() => endpoint("PUT /x", { headers: { "content-length": 5 } })).code).toBe(
      "ERR_CONTENT_LENGTH_MISMATCH",
    );
    expect(endpoint("PUT /x", { headers: { "content-length": 0 } }).body).toBe("");
  });

  it("checks a Content-Length spelled in any case, and one from defaults(), and through parse()", () => {
    expect(thrown(() => endpoint("POST /x", { data: "abc", headers: { "Content-Length": "4" } })).code).toBe(
      "ERR_CONTENT_LENGTH_MISMATCH",
    );
    expect(thrown(() => endpoint.defaults({ headers: { "content-length": 4 } })("POST /x", { data: "abc" })).code).toBe(
      "ERR_CONTENT_LENGTH_MISMATCH",
    );
    const merged = endpoint.merge("POST /x", { data: "abc", headers: { "content-length": 4 } });
    expect(thrown(() => endpoint.parse(merged)).code).toBe("ERR_CONTENT_LENGTH_MISMATCH");
  });
});

describe("content-length against a bytes body", () => {
  const buffer = new ArrayBuffer(10);

  it.each([
    ["an ArrayBuffer", new ArrayBuffer(3), 3],
    ["a Uint8Array view, by its own byteLength", new Uint8Array(buffer, 2, 4), 4],
    ["a Uint16Array, in bytes", new Uint16Array(2), 4],
    ["a DataView", new DataView(buffer, 1, 3), 3],
    ["a Buffer", Buffer.from("h\xe9llo"), 6],
  ])("accepts the length of %s", (_, data, bytes) => {
    expect(post(data, bytes).body).toBe(data);
  });

  it.each([
    ["an ArrayBuffer", new ArrayBuffer(3), 4],
    ["a Uint8Array view, given its buffer's length", new Uint8Array(buffer, 2, 4), 10],
    ["a Uint16Array, given its element count", new Uint16Array(2), 2],
    ["a DataView, given its buffer's length", new DataView(buffer, 1, 3), 10],
  ])("refuses a wrong length for %s", (_, data, length) => {
    expect(thrown(() => post(data, length)).code).toBe("ERR_CONTENT_LENGTH_MISMATCH");
  });
});

describe("bodies of unknown length", () => {
  it("leaves a stream, an iterable and FormData to the adapter", () => {
    const stream = new ReadableStream();
    expect(post(stream, 99).body).toBe(stream);
    const form = new FormData();
    expect(post(form, 99).body).toBe(form);
  });
});

describe("bodies whose length is known before sending", () => {
  it.each([
    ["a JSON body from parameters", () => endpoint("POST /x", { a: "é", headers: { "content-length": 99 } }), 10],
    ["a JSON body as data", () => post({ a: 1 }, 99), 7],
    ["a JSON array as data", () => post([1, 2], 99), 5],
    ["a Blob", () => post(new Blob(["abc"]), 2), 3],
    ["URLSearchParams, as its text q=%C3%A9+x", () => post(new URLSearchParams({ q: "é x" }), 99), 10],
    ["a String object", () => post(new String("héllo"), 5), 6],
    ["no body on a GET", () => endpoint("GET /x", { headers: { "content-length": 5 } }), 0],
    ["the empty body of a PUT", () => endpoint("PUT /x", { headers: { "content-length": 1 } }), 0],
  ])("refuses a content-length that disagrees with %s", (_, call, size) => {
    expect(thrown(call).message).toBe(`Header "content-length": the body has ${size} bytes`);
  });

  it("passes the same bodies with their true length", () => {
    expect(endpoint("POST /x", { a: "é", headers: { "content-length": 10 } }).body).toEqual({ a: "é" });
    expect(post(new Blob(["abc"]), 3).headers["content-length"]).toBe(3);
    expect(post(new URLSearchParams({ q: "é x" }), "10").headers["content-length"]).toBe("10");
    expect(endpoint("GET /x", { headers: { "content-length": 0 } }).headers["content-length"]).toBe(0);
  });
});

describe("transfer-encoding", () => {
  it("is refused beside content-length (RFC 9112 section 6.1): a backend and a proxy could frame the body differently", () => {
    const headers = { "content-length": 3, "Transfer-Encoding": "chunked" };
    expect(thrown(() => endpoint("POST /x", { data: "abc", headers })).code).toBe("ERR_FRAMING_CONFLICT");
    expect(
      endpoint("POST /x", { data: "abc", headers: { "transfer-encoding": "chunked" } }).headers["transfer-encoding"],
    ).toBe("chunked");
  });
});

describe("the core README's upload example", () => {
  it("passes with 13 for 'Hello, world!'", () => {
    expect(
      endpoint("POST https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}", {
        name: "example.zip",
        label: "short description",
        headers: { "content-type": "text/plain", "content-length": 13 },
        data: "Hello, world!",
      }),
    ).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": `scope-endpoint.js/${VERSION}`,
        "content-type": "text/plain",
        "content-length": 13,
      },
      body: "Hello, world!",
    });
  });
});

describe("the mismatch message", () => {
  it("gives the body's length and not the header value", () => {
    const { message } = thrown(() => post("Hello, world!", "1234567"));
    expect(message).toContain("content-length");
    expect(message).toContain("13 bytes");
    expect(message).not.toContain("1234567");
  });
});

describe("issue 13: rules the first version missed", () => {
  // RFC 9110 section 8.6: Content-Length = 1*DIGIT; Number() reads these as 13 and 10
  it.each(["0x0d", "13.0", "1.3e1", "+13"])("refuses a content-length of %j, which is no decimal length", (length) => {
    expect(
      thrown(() => endpoint("POST /x", { data: "Hello, world!", headers: { "content-length": length } })).code,
    ).toBe("ERR_CONTENT_LENGTH_MISMATCH");
  });
});
