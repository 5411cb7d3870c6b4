import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  checkContentLength,
  checkedWebStream,
  isJsonBody,
  ownProperties,
  stringHeaders,
  upperMethod,
} from "../../src/adapter.ts";
import { EndpointError } from "../../src/index.ts";

describe("isJsonBody: the one body test every adapter shares", () => {
  it("is true for plain objects, null-prototype objects and arrays", () => {
    expect([isJsonBody({ a: 1 }), isJsonBody(Object.create(null)), isJsonBody([1])]).toEqual([true, true, true]);
  });

  it("is false for strings, bytes, Blob, FormData, URLSearchParams, streams, null and Dates", () => {
    const others = [
      "",
      "text",
      new Uint8Array(1),
      new Blob([]),
      new FormData(),
      new URLSearchParams(),
      new ReadableStream(),
      null,
      undefined,
      new Date(),
    ];
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
      // biome-ignore lint/suspicious/noProto: the own key named __proto__ is what this test reads
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
    const methods = [
      "get",
      "head",
      "post",
      "put",
      "patch",
      "delete",
      "options",
      "propfind",
      "constructor",
      "__proto__",
    ];
    expect(methods.map(upperMethod)).toEqual(methods.map((method) => method.toUpperCase()));
    expect(upperMethod("patch")).toBe("PATCH"); // from the cache, the second time
  });
});

describe("ownProperties: what an adapter reads, own keys only", () => {
  it("copies own enumerable keys onto a null prototype, __proto__ included as an ordinary key", () => {
    const copy = ownProperties(JSON.parse('{"__proto__": 1, "body": "b"}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(copy)).toBe(null);
    expect({ ...copy }).toEqual(JSON.parse('{"__proto__": 1, "body": "b"}'));
  });

  it("gives an empty copy for undefined and null", () => {
    expect(Object.keys(ownProperties(undefined))).toEqual([]);
    expect(Object.keys(ownProperties(null))).toEqual([]);
  });

  it("reads a key set on Object.prototype as undefined", () => {
    (Object.prototype as Record<string, unknown>)["body"] = "inherited";
    let read: unknown[];
    try {
      const copy = ownProperties<{ body?: unknown; url?: string }>({ url: "/x" });
      read = [copy.body, copy.url];
    } finally {
      delete (Object.prototype as Record<string, unknown>)["body"];
    }
    expect(read).toEqual([undefined, "/x"]);
  });
});

/** The chunks `body` gives, and how it ends: "done" or the error's code and message. */
async function drain(body: unknown): Promise<{ chunks: unknown[]; end: string }> {
  const chunks: unknown[] = [];
  try {
    for await (const chunk of body as AsyncIterable<unknown>) chunks.push(chunk);
    return { chunks, end: "done" };
  } catch (error) {
    return { chunks, end: `${(error as EndpointError).code}: ${(error as Error).message}` };
  }
}

const MORE = 'ERR_CONTENT_LENGTH_MISMATCH: Header "content-length": the body stream gave';
const SMUGGLED = "GET /admin HTTP/1.1\r\nhost: x\r\nauthorization: token victim\r\n\r\n";
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("checkContentLength: a streamed body held to its content-length", () => {
  const kinds: Array<[string, (chunks: Array<Uint8Array | string>) => unknown]> = [
    [
      "an async generator",
      (chunks) =>
        (async function* () {
          yield* chunks;
        })(),
    ],
    [
      "a generator",
      (chunks) =>
        (function* () {
          yield* chunks;
        })(),
    ],
    ["a Node Readable", (chunks) => Readable.from(chunks)],
    [
      "a web ReadableStream",
      (chunks) =>
        new ReadableStream({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }),
    ],
  ];

  it.each(kinds)("passes the chunks of %s through when they add up to the length", async (_, make) => {
    const chunks = [bytes("he"), "llo ü", bytes("")];
    expect(await drain(checkContentLength(make(chunks), { "content-length": "8" }))).toEqual({ chunks, end: "done" });
    expect(await drain(checkContentLength(make(chunks), { "content-length": 8 }))).toEqual({ chunks, end: "done" });
  });

  it.each(kinds)("throws from %s instead of giving the chunk that goes past the length", async (_, make) => {
    const result = await drain(checkContentLength(make([bytes("hi"), SMUGGLED]), { "content-length": 2 }));
    expect(result).toEqual({ chunks: [bytes("hi")], end: `${MORE} ${2 + SMUGGLED.length} bytes` });
  });

  it.each(kinds)("throws from %s when a chunk straddles the length, giving none of it", async (_, make) => {
    expect(await drain(checkContentLength(make([bytes("h"), `i${SMUGGLED}`]), { "content-length": 2 }))).toEqual({
      chunks: [bytes("h")],
      end: `${MORE} ${2 + SMUGGLED.length} bytes`,
    });
  });

  it.each(kinds)("throws at the end of %s when fewer bytes came", async (_, make) => {
    expect(await drain(checkContentLength(make([bytes("hi")]), { "content-length": "5" }))).toEqual({
      chunks: [bytes("hi")],
      end: `${MORE} 2 bytes`,
    });
  });

  it("counts text chunks as their UTF-8 bytes", async () => {
    expect((await drain(checkContentLength(Readable.from(["ü"]), { "content-length": 1 }))).end).toBe(
      `${MORE} 2 bytes`,
    );
    expect((await drain(checkContentLength(Readable.from(["ü"]), { "content-length": 2 }))).end).toBe("done");
  });

  it("holds an empty body to content-length 0", async () => {
    expect(await drain(checkContentLength(Readable.from([]), { "content-length": 0 }))).toEqual({
      chunks: [],
      end: "done",
    });
    expect((await drain(checkContentLength(Readable.from([]), { "content-length": 1 }))).end).toBe(`${MORE} 0 bytes`);
  });

  it.each(["0x2", "2.0", "+2", "-2", "2e0", "", "2, 2"])(
    "fails at the first chunk for content-length %j, which is not decimal digits",
    async (value) => {
      expect(await drain(checkContentLength(Readable.from([bytes("hi")]), { "content-length": value }))).toEqual({
        chunks: [],
        end: `${MORE} 2 bytes`,
      });
      expect((await drain(checkContentLength(Readable.from([]), { "content-length": value }))).end).toBe(
        `${MORE} 0 bytes`,
      );
    },
  );

  it("stops reading the source once the length is passed: a Node Readable is destroyed, a generator returns", async () => {
    const stream = Readable.from([bytes("hi"), bytes("!"), bytes("never read")]);
    await drain(checkContentLength(stream, { "content-length": 2 }));
    expect(stream.destroyed).toBe(true);
    let finished = false;
    const source = (function* () {
      try {
        yield bytes("hi!");
        yield bytes("never read");
      } finally {
        finished = true;
      }
    })();
    expect((await drain(checkContentLength(source, { "content-length": 2 }))).chunks).toEqual([]);
    expect(finished).toBe(true);
  });

  it("returns every other body as it is, and any body without an own content-length", () => {
    const stream = Readable.from([bytes("hi")]);
    const others = [
      "hi",
      "",
      new Uint8Array(2),
      new Blob(["hi"]),
      new FormData(),
      new URLSearchParams("a=1"),
      [1, 2],
      { a: 1 },
      undefined,
      null,
      2,
    ];
    for (const body of others) expect(checkContentLength(body, { "content-length": 2 })).toBe(body);
    expect(checkContentLength(stream, {})).toBe(stream);
    expect(checkContentLength(stream, { "content-type": "text/plain" })).toBe(stream);
  });

  it("reads content-length as an own header only: one set on Object.prototype changes nothing", () => {
    const stream = Readable.from([bytes("hi")]);
    (Object.prototype as Record<string, unknown>)["content-length"] = "1";
    let checked: unknown;
    try {
      checked = checkContentLength(stream, { accept: "*/*" });
    } finally {
      delete (Object.prototype as Record<string, unknown>)["content-length"];
    }
    expect(checked).toBe(stream);
  });

  it("throws an EndpointError, which is a TypeError", async () => {
    const error = await (async () => {
      try {
        for await (const _ of checkContentLength(Readable.from([bytes("hi")]), {
          "content-length": 1,
        }) as AsyncIterable<unknown>);
      } catch (error) {
        return error;
      }
    })();
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ code: "ERR_CONTENT_LENGTH_MISMATCH", name: "EndpointError" });
  });
});

describe("checkedWebStream: checkContentLength for fetch-based clients", () => {
  it("returns a body that needs no check as it is", () => {
    const bytes = new Uint8Array([1, 2]);
    expect(checkedWebStream(bytes, { "content-length": 2 })).toBe(bytes);
    const stream = Readable.from(["hi"]);
    expect(checkedWebStream(stream, {})).toBe(stream);
  });

  it("keeps the body where ReadableStream.from is missing (older runtimes), as fetch sent it before", () => {
    const from = Object.getOwnPropertyDescriptor(ReadableStream, "from");
    const stream = Readable.from(["hi"]);
    try {
      Reflect.deleteProperty(ReadableStream, "from");
      expect(checkedWebStream(stream, { "content-length": 2 })).toBe(stream);
    } finally {
      if (from) Object.defineProperty(ReadableStream, "from", from);
    }
  });

  it("gives a web stream of the checked chunks, which errors before a byte past the length", async () => {
    const checked = checkedWebStream(Readable.from(["hi", "GET /admin HTTP/1.1\r\n\r\n"]), { "content-length": 2 });
    expect(checked).toBeInstanceOf(ReadableStream);
    const reader = (checked as ReadableStream).getReader();
    expect((await reader.read()).value).toBe("hi");
    await expect(reader.read()).rejects.toMatchObject({ code: "ERR_CONTENT_LENGTH_MISMATCH" });
  });
});
