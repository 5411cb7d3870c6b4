import { describe, expect, it } from "vitest";
import { createEndpoint, type RequestOptions } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

const BASE = "https://api.stripe.example";
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

// the table `endpoint openapi styles` writes for Stripe's form operations and its file upload
const stripe = createEndpoint({
  baseUrl: BASE,
  headers: { authorization: "Bearer sk_test" },
  styles: {
    format: 2,
    operations: {
      "POST /v1/customers": {
        body: {
          mediaType: FORM,
          encoding: { metadata: { style: "deepObject" }, expand: { style: "deepObject" } },
        },
      },
      "POST /v1/items": {
        body: {
          mediaType: FORM,
          encoding: {
            tags: { explode: false },
            words: { style: "spaceDelimited" },
            ids: { style: "pipeDelimited" },
            next: { allowReserved: true },
          },
        },
      },
      "POST /v1/files": {
        body: { mediaType: MULTIPART, encoding: { meta: { contentType: "application/json" } } },
      },
      "POST /v1/json": { body: { mediaType: "application/json" } },
    },
  },
});

// the media type as this runtime's Blob reports it: Bun's adds `;charset=utf-8` to text/plain and JSON
const asBlobType = (type: string) => new Blob([], { type }).type;

/** A FormData's entries as `[name, text]` or `[name, { name, type, text }]`, read back as a server would. */
async function parts(body: unknown): Promise<unknown[]> {
  expect(body).toBeInstanceOf(FormData);
  const entries: unknown[] = [];
  for (const [name, value] of body as FormData)
    entries.push([
      name,
      typeof value === "string" ? value : { name: value.name, type: value.type, text: await value.text() },
    ]);
  return entries;
}

describe("request bodies by media type (docs/rules.md#request-bodies)", () => {
  it("writes a form operation's plain object in each property's style: Stripe's nested metadata and expand list", () => {
    const request = stripe("POST /v1/customers", {
      body: { email: "jenny@example.com", metadata: { plan: "pro", seats: 3 }, expand: ["a", "b"], none: null },
    });
    expect(request).toEqual({
      method: "post",
      url: `${BASE}/v1/customers`,
      headers: { authorization: "Bearer sk_test", "content-type": FORM },
      body: "email=jenny%40example.com&metadata%5Bplan%5D=pro&metadata%5Bseats%5D=3&expand%5B%5D=a&expand%5B%5D=b",
    });
  });

  it("writes a deepObject property nested deeper by its bracketed path, as Stripe reads shipping[address][city]", () => {
    const request = stripe("POST /v1/customers", {
      body: { metadata: { shipping: { address: { city: "Paris" }, lines: ["a", "b"] }, items: [{ price: "p_1" }] } },
    });
    expect(request.body).toBe(
      "metadata%5Bshipping%5D%5Baddress%5D%5Bcity%5D=Paris&metadata%5Bshipping%5D%5Blines%5D%5B%5D=a" +
        "&metadata%5Bshipping%5D%5Blines%5D%5B%5D=b&metadata%5Bitems%5D%5B0%5D%5Bprice%5D=p_1",
    );
  });

  it("writes form lists and objects exploded by default, and each query style as the query writes it", () => {
    const body = (value: Record<string, unknown>): unknown => stripe("POST /v1/items", { body: value }).body;
    expect(body({ a: [1, 2], o: { k: "v", l: "w" }, t: true })).toBe("a=1&a=2&k=v&l=w&t=true");
    expect(body({ tags: ["x", "y"] })).toBe("tags=x,y");
    expect(body({ words: ["x", "y"] })).toBe("words=x%20y");
    expect(body({ ids: [1, 2] })).toBe("ids=1%7C2");
    // allowReserved keeps / : , ? raw but never & = + # [ ] '
    expect(body({ next: "/a:b,c?d&e=f+g#h[i]'", other: "/a" })).toBe(
      "next=/a:b,c?d%26e%3Df%2Bg%23h%5Bi%5D%27&other=%2Fa",
    );
    // the same bytes as the query writes for the same styles
    const query = createEndpoint({
      baseUrl: BASE,
      styles: { "GET /q": { query: { tags: { explode: false }, next: { allowReserved: true } } } },
    })("GET /q", { params: { query: { tags: ["x", "y"], next: "/a b" } } }).url;
    expect(query).toBe(`${BASE}/q?${body({ tags: ["x", "y"], next: "/a b" })}`);
  });

  it("lets the request's content-type choose the media type, over the table and the call's styles, keeping it as given", () => {
    const api = createEndpoint({ baseUrl: BASE });
    const form = api("POST /x", { body: { a: [1, 2] }, headers: { "content-type": `${FORM}; charset=utf-8` } });
    expect(form.body).toBe("a=1&a=2");
    expect(form.headers["content-type"]).toBe(`${FORM}; charset=utf-8`);
    // a JSON content-type on a form operation: JSON, under the type given
    const json = stripe("POST /v1/customers", { body: { a: 1 }, headers: { "Content-Type": "Application/JSON" } });
    expect([json.body, json.headers["content-type"]]).toEqual([{ a: 1 }, "Application/JSON"]);
    // any other type leaves the operation's media type to decide, and is kept
    const text = stripe("POST /v1/customers", { body: { a: 1 }, headers: { "content-type": "text/plain" } });
    expect([text.body, text.headers["content-type"]]).toEqual(["a=1", "text/plain"]);
    // removed with null: the form is written and no content-type is sent
    const none = stripe("POST /v1/customers", { body: { a: 1 }, headers: { "content-type": null } });
    expect([none.body, none.headers["content-type"]]).toEqual(["a=1", undefined]);
  });

  it("lays a call's body styles over the operation's: its media type, and each encoding field by field", () => {
    const call = stripe("POST /v1/items", {
      body: { tags: ["x", "y"], o: { k: "v" } },
      styles: { body: { encoding: { tags: { style: "pipeDelimited" }, o: { style: "deepObject" } } } },
    });
    // tags keeps the table's explode false under the call's style
    expect(call.body).toBe("tags=x%7Cy&o%5Bk%5D=v");
    const json = stripe("POST /v1/items", { body: { a: 1 }, styles: { body: { mediaType: "application/json" } } });
    expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
    const api = createEndpoint({ baseUrl: BASE });
    const own = api("POST /x", { body: { o: { k: "v" } }, styles: { body: { mediaType: FORM } } });
    expect([own.body, own.headers["content-type"]]).toEqual(["k=v", FORM]);
    // a call's styles without a body entry keep the operation's
    expect(stripe("POST /v1/customers", { body: { m: 1 }, styles: { query: {} } }).body).toBe("m=1");
    expect(stripe("POST /v1/json", { body: { a: 1 } }).body).toEqual({ a: 1 });
  });

  it("lays a call's body styles over an operation with none, or with a media type and no encodings", async () => {
    const api = createEndpoint({
      baseUrl: BASE,
      styles: {
        "POST /q": { query: { a: { explode: false } }, body: undefined },
        "POST /m": { body: { mediaType: MULTIPART } },
        "POST /f": { body: { mediaType: FORM, encoding: { t: { explode: false }, p: { contentType: "image/png" } } } },
      },
    });
    const form = api("POST /q", {
      body: { t: ["x", "y"] },
      styles: { body: { mediaType: FORM, encoding: { t: { explode: false } } } },
    });
    expect(form.body).toBe("t=x,y");
    const parts = api("POST /m", {
      body: { p: "x" },
      styles: { body: { encoding: { p: { contentType: "image/png" } } } },
    });
    expect((parts.body as FormData).get("p")).toBeInstanceOf(Blob);
    // a field the call leaves out keeps the operation's: explode false under allowReserved, the part's type under a style
    const laid = api("POST /f", {
      body: { t: ["/a", "b"] },
      styles: { body: { mediaType: MULTIPART, encoding: { t: { allowReserved: true }, p: { style: "form" } } } },
    });
    expect(((laid.body as FormData).getAll("t") as string[]).join()).toBe("/a,b");
    const again = api("POST /f", {
      body: { t: ["/a", "b"] },
      styles: { body: { encoding: { t: { allowReserved: true } } } },
    });
    expect(again.body).toBe("t=/a,b");
    const typed = api("POST /f", {
      body: { p: "x" },
      styles: { body: { mediaType: MULTIPART, encoding: { p: { style: "form" } } } },
    });
    expect(((typed.body as FormData).get("p") as Blob).type).toBe("image/png");
  });

  it("writes a multipart operation's plain object as FormData, with no content-type of the core's", async () => {
    const file = new File(["%PDF-1.7"], "evidence.pdf", { type: "application/pdf" });
    const request = stripe("POST /v1/files", {
      body: {
        purpose: "dispute_evidence",
        file,
        count: 2,
        urgent: false,
        big: 10n,
        tags: ["a", "b"],
        bytes: new Uint8Array([104, 105]),
        buffer: new Uint8Array([111, 107]).buffer,
        blob: new Blob(["raw"]),
        meta: { a: 1 },
        plain: { b: [2] },
        when: new Date(0),
        none: null,
        skipped: undefined,
      },
    }) as RequestOptions;
    expect(request.headers).toEqual({ authorization: "Bearer sk_test" });
    expect(await parts(request.body)).toEqual([
      ["purpose", "dispute_evidence"],
      ["file", { name: "evidence.pdf", type: "application/pdf", text: "%PDF-1.7" }],
      ["count", "2"],
      ["urgent", "false"],
      ["big", "10"],
      ["tags", "a"],
      ["tags", "b"],
      ["bytes", { name: "blob", type: "application/octet-stream", text: "hi" }],
      ["buffer", { name: "blob", type: "application/octet-stream", text: "ok" }],
      ["blob", { name: "blob", type: "", text: "raw" }],
      ["meta", { name: "blob", type: asBlobType("application/json"), text: '{"a":1}' }],
      ["plain", '{"b":[2]}'],
      ["when", "1970-01-01T00:00:00.000Z"],
    ]);
  });

  it("gives a part the encoding's contentType: a string, bytes, a Blob, and a File keeping its name", async () => {
    const api = createEndpoint({
      baseUrl: BASE,
      styles: {
        "POST /up": {
          body: {
            mediaType: MULTIPART,
            encoding: {
              text: { contentType: "text/csv" },
              bytes: { contentType: "image/png" },
              file: { contentType: "image/png" },
              same: { contentType: "text/plain" },
            },
          },
        },
      },
    });
    const body = api("POST /up", {
      body: {
        text: "a,b",
        bytes: [new Uint8Array([1]), new Uint8Array([2])],
        file: new File(["x"], "x.bin"),
        same: new Blob(["s"], { type: "text/plain" }),
      },
    }).body;
    expect(await parts(body)).toEqual([
      ["text", { name: "blob", type: "text/csv", text: "a,b" }],
      ["bytes", { name: "blob", type: "image/png", text: "\u0001" }],
      ["bytes", { name: "blob", type: "image/png", text: "\u0002" }],
      ["file", { name: "x.bin", type: "image/png", text: "x" }],
      ["same", { name: "blob", type: asBlobType("text/plain"), text: "s" }],
    ]);
  });

  it("drops a multipart content-type the call gives: the client writes it with its boundary", async () => {
    const api = createEndpoint({ baseUrl: BASE });
    const request = api("PUT /x", { body: { a: "1" }, headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(request.headers).toEqual({});
    expect(await parts(request.body)).toEqual([["a", "1"]]);
  });

  it("sends any other body as it is, whatever the operation's media type: text, bytes, streams, URLSearchParams, FormData", () => {
    const form = new FormData();
    const search = new URLSearchParams({ a: "1" });
    const stream = new ReadableStream();
    const bytes = new Uint8Array([1]);
    for (const body of ["a=1", search, form, new Blob(["x"]), bytes, stream]) {
      const request = stripe("POST /v1/customers", { body });
      expect(request.body).toBe(body);
      expect(request.headers).toEqual({ authorization: "Bearer sk_test" });
    }
    // a list is JSON, as it always was
    expect(stripe("POST /v1/customers", { body: [1] }).body).toEqual([1]);
    expect(stripe("POST /v1/files", { body: "raw" }).body).toBe("raw");
  });

  it("refuses a body on GET and HEAD before writing it", () => {
    const api = createEndpoint({ baseUrl: BASE, styles: { "GET /x": { body: { mediaType: FORM } } } });
    expect(thrown(() => api("GET /x", { body: { a: { b: { c: 1 } } } })).code).toBe("ERR_BODY_NOT_ALLOWED");
    expect(thrown(() => api("HEAD /x", { body: { a: 1 } })).code).toBe("ERR_BODY_NOT_ALLOWED");
  });

  it("checks a content-length against the body as written", () => {
    expect(stripe("POST /v1/customers", { body: { a: "é" }, headers: { "content-length": 8 } }).body).toBe("a=%C3%A9");
    expect(
      thrown(() => stripe("POST /v1/customers", { body: { a: "é" }, headers: { "content-length": 4 } })).code,
    ).toBe("ERR_CONTENT_LENGTH_MISMATCH");
  });

  it("refuses a form value its style cannot write with ERR_BODY_INVALID naming the property, never its value", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ a: [["secret"]] }, 'Body property "a": array nested in a list or object'],
      [{ o: { k: { tier: "secret" } } }, 'Body property "o": object nested in a list or object'],
      [{ hook: () => "secret" }, 'Body property "hook": function has no text form'],
      [{ n: Number.NaN }, 'Body property "n": number is NaN, not a finite number'],
      [{ s: "\ud800" }, 'Body property "s": '],
    ];
    for (const [body, message] of cases) {
      const error = thrown(() => stripe("POST /v1/customers", { body }));
      expect(error.code).toBe("ERR_BODY_INVALID");
      expect(error.message.startsWith(message)).toBe(true);
      expect(error.message).not.toMatch(/secret/);
      expect(error.cause).toBeInstanceOf(TypeError);
    }
    // an error that is not the engine's goes out as it is
    const getter = Object.defineProperty({}, "a", {
      enumerable: true,
      get() {
        throw new RangeError("boom");
      },
    });
    expect(() => stripe("POST /v1/customers", { body: getter })).toThrow(RangeError);
  });

  it("refuses a multipart value no part holds with ERR_BODY_INVALID naming the property, never its value", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const cases: [unknown, string][] = [
      [
        () => "secret",
        'Body property "v": function is no part (expected text, a number, a Blob, bytes, a plain object or a list of them)',
      ],
      [Symbol("secret"), 'Body property "v": symbol is no part'],
      [new Map([["secret", 1]]), 'Body property "v": object is no part'],
      [new ReadableStream(), 'Body property "v": object is no part'],
      [Number.POSITIVE_INFINITY, 'Body property "v": is Infinity, not a finite number'],
      [new Date(Number.NaN), 'Body property "v": is an invalid Date'],
      [cycle, 'Body property "v": cannot be serialised as JSON'],
      [[{ big: 1n }], 'Body property "v": cannot be serialised as JSON'],
    ];
    for (const [v, message] of cases) {
      const error = thrown(() => stripe("POST /v1/files", { body: { v } }));
      expect(error.code).toBe("ERR_BODY_INVALID");
      expect(error.message.startsWith(message)).toBe(true);
      expect(error.message).not.toMatch(/secret/);
    }
  });
});
