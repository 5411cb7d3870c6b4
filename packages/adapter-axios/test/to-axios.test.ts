import axios, { AxiosHeaders, type AxiosRequestTransformer, type InternalAxiosRequestConfig } from "axios";
import { Readable } from "node:stream";
import { endpoint, VERSION } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toAxios } from "@scope/endpoint-axios";

const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };
const JSON_TYPE = "application/json; charset=utf-8";
const bytesOf = (data: unknown): number[] => Array.from(new Uint8Array(data as ArrayBuffer));

describe("toAxios", () => {
  it("keeps the final URL and headers and uppercases the method", () => {
    expect(toAxios(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual({
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      method: "GET",
      headers: DEFAULT_HEADERS,
    });
  });

  it("never sets params or baseURL, which would rewrite the URL", () => {
    const config = toAxios(endpoint("GET /search/issues", { q: "is:open", per_page: 2 }));
    expect(config).not.toHaveProperty("params");
    expect(config).not.toHaveProperty("baseURL");
  });

  it("uppercases a lowercase patch and serialises its JSON body itself, under the core's content-type", () => {
    expect(toAxios(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", tags: ["a"] }))).toEqual(
      {
        url: "https://api.github.com/repos/o/r",
        method: "PATCH",
        headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
        data: '{"name":"x","tags":["a"]}',
      },
    );
  });

  it("hands over JSON text that axios's default transformRequest passes on unchanged, whatever the content-type", () => {
    for (const type of [
      JSON_TYPE,
      "application/vnd.github+json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]) {
      const body = { constructor: "Alice", title: "ü ✓", labels: ["bug"], nested: { n: 1, none: null } };
      const config = toAxios(endpoint("POST /issues", { data: body, headers: { "content-type": type } }));
      expect(config.data).toBe(JSON.stringify(body));
      // what axios's dispatchRequest does: the default transform, called with the config as `this`
      const headers = new AxiosHeaders(config.headers as Record<string, string>);
      const [transform] = axios.defaults.transformRequest as AxiosRequestTransformer[];
      expect(transform!.call({ ...config, headers } as InternalAxiosRequestConfig, config.data, headers)).toBe(
        JSON.stringify(body),
      );
      expect(headers.getContentType()).toBe(type);
    }
  });

  it("hands a string under a JSON content-type over as its UTF-8 bytes, which axios's transformRequest leaves alone", () => {
    const config = toAxios(
      endpoint("POST /dispatches", { data: ' {"a":"ü"} ', headers: { "content-type": "application/json" } }),
    );
    expect(config.data).toBeInstanceOf(ArrayBuffer);
    expect(bytesOf(config.data)).toEqual(Array.from(new TextEncoder().encode(' {"a":"ü"} ')));
    expect(config.headers).toEqual({ ...DEFAULT_HEADERS, "content-type": "application/json" });
  });

  it("passes a string under any other content-type through as the same string", () => {
    const config = toAxios(endpoint("POST /markdown/raw", { data: "# hi", headers: { "content-type": "text/plain" } }));
    expect(config.data).toBe("# hi");
  });

  it("hands a Uint8Array view over as exactly its own bytes, not its whole backing buffer", () => {
    const view = new Uint8Array([9, 9, 1, 2, 3, 9]).subarray(2, 5);
    const config = toAxios(
      endpoint("PUT /upload", { data: view, headers: { "content-type": "application/octet-stream" } }),
    );
    expect(config.data).toBeInstanceOf(ArrayBuffer);
    expect(bytesOf(config.data)).toEqual([1, 2, 3]);
  });

  it("hands an ArrayBuffer over without copying", () => {
    const { buffer } = new Uint8Array([1, 2, 3]);
    expect(toAxios(endpoint("PUT /upload", { data: buffer })).data).toBe(buffer);
  });

  it.each([
    ["a Blob", new Blob(["blob"], { type: "text/plain" })],
    ["a FormData", new FormData()],
    ["a URLSearchParams", new URLSearchParams({ a: "1" })],
    ["a ReadableStream", new Blob(["stream"]).stream()],
    ["an ArrayBuffer", new ArrayBuffer(2)],
  ])("passes %s body through as the same object", (_kind, data) => {
    expect(toAxios(endpoint("POST /upload", { data })).data).toBe(data);
  });

  it("tells axios to send no content-type when the caller set none, instead of its x-www-form-urlencoded", () => {
    expect(toAxios(endpoint("POST /repos/o/r/forks")).headers).toEqual({ ...DEFAULT_HEADERS, "content-type": false });
    expect(toAxios(endpoint("PUT /user/starred/o/r")).headers).toEqual({ ...DEFAULT_HEADERS, "content-type": false });
    expect(toAxios(endpoint("POST /markdown/raw", { data: "x" })).headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": false,
    });
  });

  it("sends the core's empty PUT body as zero bytes, which XHR and fetch do not label text/plain as they do a string", () => {
    expect(toAxios(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })).data).toEqual(
      new ArrayBuffer(0),
    );
  });

  it("sets the content-type axios must not invent over a hand-made undefined one, in a copy", () => {
    const headers = { accept: "a", "content-type": undefined } as unknown as Record<string, string>;
    const config = toAxios({ method: "post", url: "https://api.github.com/x", headers, body: "x" });
    expect(config.headers).toStrictEqual({ "content-type": false, accept: "a" });
    expect(headers).toStrictEqual({ accept: "a", "content-type": undefined });
  });

  it("labels a typed Blob with its own type, as fetch does, and an untyped one with none", () => {
    expect(toAxios(endpoint("POST /upload", { data: new Blob(["x"], { type: "image/png" }) })).headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": "image/png",
    });
    expect(toAxios(endpoint("POST /upload", { data: new Blob(["x"]) })).headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": false,
    });
  });

  it("leaves the content-type of FormData to axios, which writes its boundary, and gives URLSearchParams fetch's", () => {
    expect(toAxios(endpoint("POST /upload", { data: new FormData() })).headers).toEqual(DEFAULT_HEADERS);
    // axios's own label writes charset=utf-8 in lowercase; every other client sends fetch's
    expect(toAxios(endpoint("POST /upload", { data: new URLSearchParams() })).headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    });
  });

  it("keeps the caller's content-type over anything axios or the body would choose", () => {
    const config = toAxios(
      endpoint("POST /upload", {
        data: new Blob(["x"], { type: "image/png" }),
        headers: { "content-type": "image/gif" },
      }),
    );
    expect(config.headers).toEqual({ ...DEFAULT_HEADERS, "content-type": "image/gif" });
  });

  it("sets no body and no content-type directive on GET, HEAD and a bodyless DELETE", () => {
    expect(toAxios(endpoint("GET /user"))).toEqual({
      url: "https://api.github.com/user",
      method: "GET",
      headers: DEFAULT_HEADERS,
    });
    expect(toAxios(endpoint("HEAD /user")).data).toBeUndefined();
    expect(toAxios(endpoint("DELETE /repos/o/r")).headers).toEqual(DEFAULT_HEADERS);
  });

  it("drops a body handed over on GET or HEAD, which axios's Node adapter would send", () => {
    const options = { method: "get", url: "https://api.github.com/user", headers: DEFAULT_HEADERS, body: "x" };
    expect(toAxios(options).data).toBeUndefined();
    expect(toAxios({ ...options, method: "head" }).data).toBeUndefined();
  });

  it("turns numeric header values into text", () => {
    expect(toAxios(endpoint("GET /user", { headers: { "x-n": 5 } })).headers).toEqual({
      ...DEFAULT_HEADERS,
      "x-n": "5",
    });
  });

  it("sends no header the caller removed with null", () => {
    expect(toAxios(endpoint("GET /user", { headers: { "user-agent": null } })).headers).toEqual({
      accept: DEFAULT_HEADERS.accept,
    });
  });

  it("maps request.signal to signal, and sets no timeout of its own", () => {
    const signal = new AbortController().signal;
    const config = toAxios(endpoint("GET /user", { request: { signal } }));
    expect(config).toEqual({ url: "https://api.github.com/user", method: "GET", headers: DEFAULT_HEADERS, signal });
  });

  it("with request.timeout, turns axios's own timeout off and gives a new timer signal on each read", () => {
    const config = toAxios(endpoint("GET /user", { request: { timeout: 60_000 } }));
    expect(config.timeout).toBe(0);
    expect(config.signal).toBeInstanceOf(AbortSignal);
    expect(config.signal).not.toBe(config.signal);
  });

  it("leaves axios's status, redirect and transform defaults alone", () => {
    const config = toAxios(endpoint("POST /repos", { name: "x" }));
    for (const key of [
      "validateStatus",
      "maxRedirects",
      "transformRequest",
      "transformResponse",
      "adapter",
      "timeout",
    ]) {
      expect(config).not.toHaveProperty(key);
    }
  });

  it.each([
    ["a Node Readable", () => Readable.from([Buffer.from("hi"), Buffer.from("!")])],
    [
      "an async iterable",
      () =>
        (async function* () {
          yield Buffer.from("hi!");
        })(),
    ],
    ["a web ReadableStream", () => new Blob(["hi!"]).stream()],
  ])(
    "hands %s sent with content-length over as a Node Readable held to it, which axios's Node adapter streams",
    async (_, make) => {
      const { data } = toAxios(
        endpoint("PUT /upload", {
          data: make(),
          headers: { "content-length": 2, "content-type": "application/octet-stream" },
        }),
      );
      expect(data).toBeInstanceOf(Readable);
      await expect((data as Readable).toArray()).rejects.toMatchObject({ code: "ERR_CONTENT_LENGTH_MISMATCH" });
    },
  );

  it("passes a Node Readable sent without content-length through as the same object", () => {
    const data = Readable.from(["hi"]);
    expect(
      toAxios(endpoint("PUT /upload", { data, headers: { "content-type": "application/octet-stream" } })).data,
    ).toBe(data);
  });
});
