import { endpoint, VERSION } from "@scope/endpoint-core";
import { FormData as UndiciFormData } from "undici";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";

const DEFAULT_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${VERSION}` };
const JSON_TYPE = "application/json; charset=utf-8";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toUndici", () => {
  it("returns the final URL apart from options that carry the uppercased method and the headers", () => {
    expect(toUndici(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      { method: "GET", headers: DEFAULT_HEADERS },
    ]);
  });

  it("never sets query, which would rebuild the URL's query", () => {
    expect(toUndici(endpoint("GET /search/issues", { q: "is:open", per_page: 2 }))[1]).not.toHaveProperty("query");
  });

  it("uppercases a lowercase patch, which undici would send as typed, and serialises its JSON body once", () => {
    expect(
      toUndici(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", tags: ["a"] })),
    ).toEqual([
      "https://api.github.com/repos/o/r",
      {
        method: "PATCH",
        headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
        body: '{"name":"x","tags":["a"]}',
      },
    ]);
  });

  it("uppercases any method, since undici uppercases none", () => {
    expect(toUndici({ method: "propfind", url: "https://dav.example/x", headers: {} })[1].method).toBe("PROPFIND");
  });

  it("serialises a JSON array body", () => {
    expect(toUndici(endpoint("POST /labels", { data: [1, "two"] }))[1].body).toBe('[1,"two"]');
  });

  it.each([
    ["a string", "# hi"],
    ["a string under a JSON content-type", ' {"a":1} '],
    ["a Uint8Array view", new Uint8Array([1, 2, 3, 4, 5, 6]).subarray(2, 4)],
    ["a Blob", new Blob(["blob"], { type: "text/plain" })],
    ["an undici FormData", new UndiciFormData()],
    ["a ReadableStream", new Blob(["stream"]).stream()],
  ])("passes %s body through as the same object", (_kind, data) => {
    expect(toUndici(endpoint("POST /upload", { data, headers: { "content-type": "application/json" } }))[1].body).toBe(
      data,
    );
  });

  it("copies Node's global FormData into undici's own, which undici 7 alone can serialise (nodejs/undici#4212)", () => {
    const form = new FormData();
    form.append("name", "octo");
    form.append("file", new Blob(["hi"], { type: "text/plain" }), "hi.txt");
    const body = toUndici(endpoint("POST /upload", { data: form }))[1].body as unknown as UndiciFormData;
    expect(body).toBeInstanceOf(UndiciFormData);
    expect(body.get("name")).toBe("octo");
    expect(body.get("file")).toMatchObject({ name: "hi.txt", type: "text/plain", size: 2 });
  });

  it("sends a URLSearchParams as its text under fetch's form content-type, as undici would iterate it", () => {
    const result = endpoint("POST /login", { data: new URLSearchParams({ a: "1 2" }) });
    const [, options] = toUndici(result);
    expect(options.body).toBe("a=1+2");
    expect(options.headers).toEqual({
      ...DEFAULT_HEADERS,
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    });
    // on a copy: the core's result keeps its own headers as they were
    expect(result.headers).toEqual(DEFAULT_HEADERS);
    const own = { "content-type": "application/x-www-form-urlencoded" };
    expect(toUndici(endpoint("POST /login", { data: new URLSearchParams(), headers: own }))[1].headers).toEqual({
      ...DEFAULT_HEADERS,
      ...own,
    });
  });

  it("adds no content-type the caller did not set, as undici itself adds none", () => {
    expect(toUndici(endpoint("POST /markdown/raw", { data: "x" }))[1].headers).toEqual(DEFAULT_HEADERS);
    expect(toUndici(endpoint("POST /repos/o/r/forks"))[1]).toEqual({ method: "POST", headers: DEFAULT_HEADERS });
  });

  it("sends the core's empty PUT body as an empty string", () => {
    expect(toUndici(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }))[1].body).toBe("");
  });

  it("drops a body handed over on GET or HEAD, which undici would send", () => {
    const options = { method: "get", url: "https://api.github.com/user", headers: DEFAULT_HEADERS, body: "x" };
    expect(toUndici(options)[1].body).toBeUndefined();
    expect(toUndici({ ...options, method: "head" })[1].body).toBeUndefined();
  });

  it("turns numeric header values into text and drops null and undefined, which undici would send empty", () => {
    const headers = { "x-n": 5, "x-null": null, "x-undefined": undefined } as unknown as Record<string, string>;
    expect(toUndici({ method: "get", url: "https://api.github.com/user", headers })[1].headers).toEqual({ "x-n": "5" });
  });

  it("passes request.signal through as signal when there is no timeout", () => {
    const signal = new AbortController().signal;
    expect(toUndici(endpoint("GET /user", { request: { signal } }))[1].signal).toBe(signal);
  });

  it("starts no timer while converting: the signal makes it when undici reads it", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const [, options] = toUndici(endpoint("GET /user", { request: { timeout: 60_000 } }));
    expect(timeout).not.toHaveBeenCalled();
    // undici.request(url, options) copies the options as it is called: `{ ...opts, origin, path, method }`
    const { signal } = { ...options };
    expect(timeout).toHaveBeenCalledExactlyOnceWith(60_000);
    expect(signal).toBeInstanceOf(AbortSignal);
    // the next send of the same options gets a timer of its own
    expect(options.signal).not.toBe(signal);
  });

  it("bounds the whole exchange by request.timeout through a signal that aborts with a TimeoutError", async () => {
    const signal = toUndici(endpoint("GET /user", { request: { timeout: 1 } }))[1].signal as AbortSignal;
    await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
    expect(signal.reason).toMatchObject({ name: "TimeoutError" });
  });

  it("aborts on the caller's signal too when a timeout is set", () => {
    const controller = new AbortController();
    const signal = toUndici(endpoint("GET /user", { request: { signal: controller.signal, timeout: 60_000 } }))[1]
      .signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    controller.abort(new Error("stop"));
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toEqual(new Error("stop"));
  });

  it("leaves undici's own timeouts, redirects and status handling alone without request.timeout", () => {
    const [, options] = toUndici(endpoint("GET /user"));
    for (const key of ["headersTimeout", "bodyTimeout", "maxRedirections", "throwOnError", "dispatcher"]) {
      expect(options).not.toHaveProperty(key);
    }
  });

  it("with request.timeout, turns undici's headers and body timeouts off, so the timer signal is the one deadline", () => {
    const [, options] = toUndici(endpoint("GET /user", { request: { timeout: 1000 } }));
    expect(options).toMatchObject({ headersTimeout: 0, bodyTimeout: 0 });
  });
});

describe("toUndiciDispatch", () => {
  it("splits the URL into origin and a path with its query, as undici.request does", () => {
    expect(toUndiciDispatch(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual({
      origin: "https://api.github.com",
      path: "/orgs/octokit/repos?type=private",
      method: "GET",
      headers: DEFAULT_HEADERS,
    });
  });

  it("keeps the core's percent-encoding in the path and query", () => {
    const options = endpoint("GET /repos/{owner}/{repo}/git/ref/{ref}", {
      owner: "o",
      repo: "r",
      ref: "heads/x y",
      label: "ü ✓",
    });
    expect(toUndiciDispatch(options).path).toBe("/repos/o/r/git/ref/heads%2Fx%20y?label=%C3%BC%20%E2%9C%93");
  });

  it("starts the path with / even for a bare origin, and keeps a non-default port in the origin", () => {
    expect(toUndiciDispatch({ method: "get", url: "http://127.0.0.1:8080?x=1", headers: {} })).toMatchObject({
      origin: "http://127.0.0.1:8080",
      path: "/?x=1",
    });
  });

  it("puts the timer signal on the options it returns, unread, so Dispatcher#request starts the timer", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const options = toUndiciDispatch(endpoint("GET /user", { request: { timeout: 60_000 } }));
    expect(Object.keys(options)).toEqual([
      "origin",
      "path",
      "method",
      "headers",
      "bodyTimeout",
      "headersTimeout",
      "signal",
    ]);
    expect(timeout).not.toHaveBeenCalled();
    expect(options.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledOnce();
  });

  it("carries the same method, headers, body and signal as toUndici", () => {
    const signal = new AbortController().signal;
    const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", request: { signal } });
    const { origin, path, ...rest } = toUndiciDispatch(options);
    expect(rest).toEqual(toUndici(options)[1]);
    expect(rest.signal).toBe(signal);
  });
});
