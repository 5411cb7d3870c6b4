import { Readable } from "node:stream";
import { endpoint, VERSION } from "@scope/endpoint-core";
import ky from "ky";
import { describe, expect, it } from "vitest";
import { toKy } from "@scope/endpoint-ky";

const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };

describe("toKy", () => {
  it("returns the final URL apart from options that carry the uppercased method and the headers", () => {
    expect(toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      { method: "GET", headers: DEFAULT_HEADERS },
    ]);
  });

  it("never sets prefixUrl or searchParams, which would rewrite the URL", () => {
    const [, options] = toKy(endpoint("GET /search/issues", { q: "is:open", per_page: 2 }));
    expect(options).not.toHaveProperty("prefixUrl");
    expect(options).not.toHaveProperty("searchParams");
  });

  it("uppercases a lowercase patch and serialises its JSON body itself, never through ky's json option", () => {
    expect(toKy(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", tags: ["a"] }))).toEqual([
      "https://api.github.com/repos/o/r",
      {
        method: "PATCH",
        headers: { ...DEFAULT_HEADERS, "content-type": "application/json; charset=utf-8" },
        body: '{"name":"x","tags":["a"]}',
      },
    ]);
  });

  it("serialises a JSON array body, and keeps the caller's content-type or its absence", () => {
    expect(toKy(endpoint("POST /labels", { data: [1, "two"] }))[1].body).toBe('[1,"two"]');
    expect(toKy(endpoint("POST /repos", { name: "x", headers: { "content-type": null } }))[1]).toEqual({
      method: "POST",
      headers: DEFAULT_HEADERS,
      body: '{"name":"x"}',
    });
  });

  it("sends the core's empty PUT body as zero bytes, which fetch does not label text/plain as it does a string", () => {
    const [, options] = toKy(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(options.body).toEqual(new Uint8Array(0));
  });

  it("gives every empty body one frozen zero-byte array, which ky's Request copies and leaves usable", async () => {
    const [url, options] = toKy(endpoint("PUT /user/starred/o/r"));
    const body = options.body as Uint8Array;
    expect(toKy(endpoint("PATCH /notifications/threads/1"))[1].body).toBe(body);
    expect(Object.isFrozen(body)).toBe(true);
    let sent: ArrayBuffer | undefined;
    // ky's `fetch` option: the Request ky built, without a network
    const fetch = async (request: Request): Promise<Response> => (
      (sent = await request.arrayBuffer()), new Response(null, { status: 204 })
    );
    await ky(url, { ...options, fetch: fetch as typeof globalThis.fetch });
    expect(sent).toEqual(new ArrayBuffer(0));
    // a detached buffer (transferred away) could not be viewed again
    expect(new Uint8Array(body.buffer)).toEqual(new Uint8Array(0));
  });

  it("sets no body on GET and HEAD", () => {
    expect(toKy(endpoint("GET /user"))[1]).not.toHaveProperty("body");
    expect(toKy(endpoint("HEAD /user"))[1]).not.toHaveProperty("body");
  });

  it.each([
    ["a string", "# hi"],
    ["a Uint8Array view", new Uint8Array([1, 2, 3, 4, 5, 6]).subarray(2, 4)],
    ["a Blob", new Blob(["blob"], { type: "text/plain" })],
    ["a FormData", new FormData()],
    ["a URLSearchParams", new URLSearchParams({ a: "1" })],
    ["a ReadableStream", new Blob(["stream"]).stream()],
  ])("passes %s body through as the same object", (_kind, data) => {
    const [, options] = toKy(endpoint("POST /upload", { data }));
    expect(options.body).toBe(data);
  });

  it("turns numeric header values into the strings fetch would send", () => {
    const [, options] = toKy(endpoint("POST /markdown/raw", { data: "x", headers: { "content-length": 1, "x-n": 5 } }));
    expect(options.headers).toEqual({ ...DEFAULT_HEADERS, "content-length": "1", "x-n": "5" });
  });

  it("sends no header the caller removed with null", () => {
    const [, options] = toKy(endpoint("GET /user", { headers: { "user-agent": null } }));
    expect(options.headers).toEqual({ accept: "application/vnd.github.v3+json" });
  });

  it("maps request.signal to signal, and sets no timeout, retry or other ky setting of its own", () => {
    const signal = new AbortController().signal;
    expect(toKy(endpoint("GET /user", { request: { signal } }))[1]).toEqual({
      method: "GET",
      headers: DEFAULT_HEADERS,
      signal,
    });
    expect(toKy(endpoint("GET /user"))[1]).toEqual({ method: "GET", headers: DEFAULT_HEADERS });
  });

  it("with request.timeout, turns ky's own timeout off and gives a new timer signal on each read", () => {
    const [, options] = toKy(endpoint("GET /user", { request: { timeout: 60_000 } }));
    expect(options.timeout).toBe(false);
    expect(options.signal).toBeInstanceOf(AbortSignal);
    expect(options.signal).not.toBe(options.signal);
  });

  it.each([
    ["a Node Readable", () => Readable.from([Buffer.from("hi"), Buffer.from("!")])],
    ["a web ReadableStream", () => new Blob(["hi", "!"]).stream()],
  ])(
    "hands %s sent with content-length over as a web stream held to it: Node 20's fetch resolved when more came in several chunks",
    async (_, make) => {
      const [, options] = toKy(endpoint("PUT /upload", { data: make(), headers: { "content-length": 2 } }));
      expect(options.body).toBeInstanceOf(ReadableStream);
      await expect(new Response(options.body as ReadableStream).arrayBuffer()).rejects.toMatchObject({
        code: "ERR_CONTENT_LENGTH_MISMATCH",
      });
    },
  );

  it("passes a stream sent without content-length through as the same object", () => {
    const data = new ReadableStream();
    expect(toKy(endpoint("PUT /upload", { data }))[1].body).toBe(data);
  });
});
