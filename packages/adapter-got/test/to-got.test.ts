import { Readable } from "node:stream";
import { endpoint, VERSION } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };

describe("toGot", () => {
  it("returns the final URL apart from options that carry the uppercased method and the headers", () => {
    expect(toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toStrictEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      { method: "GET", headers: DEFAULT_HEADERS },
    ]);
  });

  it("keeps url, prefixUrl and searchParams out of the options (got 16 refuses url there)", () => {
    const [, options] = toGot(endpoint("GET /search/issues", { q: "is:open", per_page: 2 }));
    expect(options).not.toHaveProperty("url");
    expect(options).not.toHaveProperty("prefixUrl");
    expect(options).not.toHaveProperty("searchParams");
  });

  it("uppercases a lowercase patch and serialises its JSON body itself, never through got's json option", () => {
    expect(
      toGot(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", tags: ["a"] })),
    ).toStrictEqual([
      "https://api.github.com/repos/o/r",
      {
        method: "PATCH",
        headers: { ...DEFAULT_HEADERS, "content-type": "application/json; charset=utf-8" },
        body: '{"name":"x","tags":["a"]}',
      },
    ]);
  });

  it("uppercases a method outside got's Method list", () => {
    expect(toGot(endpoint("propfind /dav"))[1].method).toBe("PROPFIND");
  });

  it("serialises a JSON array body, and keeps the caller's content-type or its absence", () => {
    expect(toGot(endpoint("POST /labels", { data: [1, "two"] }))[1].body).toBe('[1,"two"]');
    const [, options] = toGot(endpoint("POST /repos", { name: "x", headers: { "content-type": null } }));
    expect(options).toStrictEqual({
      method: "POST",
      headers: { accept: DEFAULT_HEADERS.accept, "user-agent": DEFAULT_HEADERS["user-agent"] },
      body: '{"name":"x"}',
    });
  });

  it("keeps the empty body the core gives a PUT without parameters", () => {
    expect(toGot(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }))[1].body).toBe("");
  });

  it("sets no body on GET and HEAD", () => {
    expect(toGot(endpoint("GET /user"))[1]).not.toHaveProperty("body");
    expect(toGot(endpoint("HEAD /user"))[1]).not.toHaveProperty("body");
  });

  it.each([
    ["a string", "# hi"],
    ["a Uint8Array view", new Uint8Array([1, 2, 3, 4, 5, 6]).subarray(2, 4)],
    ["a FormData", new FormData()],
    ["a ReadableStream", new Blob(["stream"]).stream()],
  ])("passes %s body through as the same object", (_kind, data) => {
    expect(toGot(endpoint("POST /upload", { data }))[1].body).toBe(data);
  });

  it("hands got a Blob as its byte stream, since got 14 rejects a Blob", async () => {
    const body = toGot(endpoint("POST /upload", { data: new Blob(["blob bytes"]) }))[1].body;
    expect(body).toBeInstanceOf(ReadableStream);
    expect(await new Response(body as ReadableStream).text()).toBe("blob bytes");
  });

  it("hands got an ArrayBuffer as a view over all its bytes, since got 14 rejects an ArrayBuffer", () => {
    const data = new Uint8Array([7, 8, 9]).buffer;
    expect(toGot(endpoint("POST /upload", { data }))[1].body).toEqual(new Uint8Array([7, 8, 9]));
  });

  it("hands got URLSearchParams as the text and the content-type fetch would send, since got 14 writes them entry by entry", () => {
    const data = new URLSearchParams({ a: "1", b: "x y" });
    const [, options] = toGot(endpoint("POST /form", { data }));
    expect(options.body).toBe("a=1&b=x+y");
    // got labels text with nothing: a server would not read it as a form
    expect(options.headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    });
    const own = toGot(
      endpoint("POST /form", { data, headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(own[1].headers?.["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("turns numeric header values into strings", () => {
    const [, options] = toGot(
      endpoint("POST /markdown/raw", { data: "x", headers: { "content-length": 1, "x-n": 5 } }),
    );
    expect(options.headers).toStrictEqual({ ...DEFAULT_HEADERS, "content-length": "1", "x-n": "5" });
  });

  it("never sets a header to undefined, which would wipe an instance's own header", () => {
    const [, options] = toGot(endpoint("GET /user", { headers: { "user-agent": null } }));
    expect(options.headers).toStrictEqual({ accept: "application/vnd.github.v3+json" });
  });

  it("maps request.signal to signal, and sets no timeout, retry or other got setting of its own", () => {
    const signal = new AbortController().signal;
    expect(toGot(endpoint("GET /user", { request: { signal } }))[1]).toStrictEqual({
      method: "GET",
      headers: DEFAULT_HEADERS,
      signal,
    });
    expect(toGot(endpoint("GET /user"))[1]).toStrictEqual({ method: "GET", headers: DEFAULT_HEADERS });
  });

  it("with request.timeout, turns every got timeout off and gives a new timer signal on each read", () => {
    const [, options] = toGot(endpoint("GET /user", { request: { timeout: 60_000 } }));
    expect(Object.values(options.timeout!)).toEqual(Array(8).fill(undefined));
    expect(options.signal).toBeInstanceOf(AbortSignal);
    expect(options.signal).not.toBe(options.signal);
  });

  it.each([
    ["a Node Readable", () => Readable.from([Buffer.from("hi"), Buffer.from("!")])],
    [
      "a generator, which got iterates too",
      () =>
        (function* () {
          yield Buffer.from("hi");
          yield Buffer.from("!");
        })(),
    ],
    ["a web ReadableStream", () => new Blob(["hi!"]).stream()],
  ])("holds %s sent with content-length to it: got would write all it gives", async (_, make) => {
    const body = toGot(endpoint("PUT /upload", { data: make(), headers: { "content-length": 2 } }))[1]
      .body as AsyncIterable<Uint8Array>;
    await expect(
      (async () => {
        for await (const _ of body);
      })(),
    ).rejects.toMatchObject({ code: "ERR_CONTENT_LENGTH_MISMATCH" });
  });

  it("passes a stream sent without content-length through as the same object", () => {
    const data = Readable.from(["hi"]);
    expect(toGot(endpoint("PUT /upload", { data }))[1].body).toBe(data);
  });
});
