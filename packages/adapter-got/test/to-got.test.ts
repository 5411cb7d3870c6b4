import { endpoint, VERSION } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };

describe("toGot", () => {
  it("returns the final URL apart from options that carry the uppercased method and the headers", () => {
    expect(toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toStrictEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      { method: "GET", headers: DEFAULT_HEADERS, retry: { limit: 0 } },
    ]);
  });

  it("keeps url, prefixUrl and searchParams out of the options (got 16 refuses url there)", () => {
    const [, options] = toGot(endpoint("GET /search/issues", { q: "is:open", per_page: 2 }));
    expect(options).not.toHaveProperty("url");
    expect(options).not.toHaveProperty("prefixUrl");
    expect(options).not.toHaveProperty("searchParams");
  });

  it("uppercases a lowercase patch and hands its JSON body to got's json option, under the core's content-type", () => {
    expect(toGot(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", tags: ["a"] }))).toStrictEqual([
      "https://api.github.com/repos/o/r",
      {
        method: "PATCH",
        headers: { ...DEFAULT_HEADERS, "content-type": "application/json; charset=utf-8" },
        json: { name: "x", tags: ["a"] },
        retry: { limit: 0 },
      },
    ]);
  });

  it("uppercases a method outside got's Method list", () => {
    expect(toGot(endpoint("propfind /dav"))[1].method).toBe("PROPFIND");
  });

  it("hands a JSON array body over as it is, and never sets body beside json (got throws on both)", () => {
    const data = [1, "two"];
    const [, options] = toGot(endpoint("POST /labels", { data }));
    expect(options.json).toBe(data);
    expect(options).not.toHaveProperty("body");
  });

  it("keeps the caller's own content-type for a JSON body, which got leaves alone", () => {
    const [, options] = toGot(endpoint("POST /repos", { name: "x", headers: { "content-type": "application/vnd.github+json" } }));
    expect(options).toMatchObject({ json: { name: "x" }, headers: { "content-type": "application/vnd.github+json" } });
  });

  it("serialises a JSON body itself when the caller removed the content-type, which got would set to application/json", () => {
    const [, options] = toGot(endpoint("POST /repos", { name: "x", headers: { "content-type": null } }));
    expect(options.body).toBe('{"name":"x"}');
    expect(options).not.toHaveProperty("json");
    expect(options.headers).not.toHaveProperty("content-type");
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

  it("hands got URLSearchParams as the text fetch would send, since got 14 writes them entry by entry", () => {
    const data = new URLSearchParams({ a: "1", b: "x y" });
    expect(toGot(endpoint("POST /form", { data }))[1].body).toBe("a=1&b=x+y");
  });

  it("turns numeric header values into strings", () => {
    const [, options] = toGot(endpoint("POST /markdown/raw", { data: "x", headers: { "content-length": 1, "x-n": 5 } }));
    expect(options.headers).toStrictEqual({ ...DEFAULT_HEADERS, "content-length": "1", "x-n": "5" });
  });

  it("removes got's own user-agent when the caller removed the core's with null", () => {
    const result = endpoint("GET /user", { headers: { "user-agent": null } });
    const [, options] = toGot(result);
    expect(options.headers).toStrictEqual({ accept: "application/vnd.github.v3+json", "user-agent": undefined });
    // on a copy: the core's result keeps its own headers as they were
    expect(result.headers).toStrictEqual({ accept: "application/vnd.github.v3+json" });
  });

  it("maps request.signal to signal and request.timeout to timeout.request", () => {
    const signal = new AbortController().signal;
    const [, options] = toGot(endpoint("GET /user", { request: { signal, timeout: 1500 } }));
    expect(options.signal).toBe(signal);
    expect(options.timeout).toStrictEqual({ request: 1500 });
  });

  it("sets neither signal nor timeout when the request gives none (got's signal setter throws on undefined)", () => {
    const [, options] = toGot(endpoint("GET /user"));
    expect(options).not.toHaveProperty("signal");
    expect(options).not.toHaveProperty("timeout");
  });

  it("turns got's retries off", () => {
    expect(toGot(endpoint("DELETE /repos/o/r"))[1].retry).toStrictEqual({ limit: 0 });
  });

  it("leaves its input untouched", () => {
    const options = endpoint("POST /repos", { name: "x", headers: { "x-n": 5 } });
    const copy = structuredClone(options);
    toGot(options);
    expect(options).toEqual(copy);
  });
});
