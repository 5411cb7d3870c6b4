import { Readable } from "node:stream";
import { endpoint } from "@scope/endpoint-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toFetch, toRequest } from "@scope/endpoint-fetch";

const CORE = {
  accept: "application/vnd.github.v3+json",
  "user-agent": expect.stringMatching(/^scope-endpoint\.js\/\d/),
};
const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

describe("toFetch", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("turns a GET into [url, init] with the uppercase method, the headers and nothing else", () => {
    expect(toFetch(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      { method: "GET", headers: CORE },
    ]);
  });

  it("uppercases PATCH, which fetch would otherwise send as `patch`", () => {
    expect(toFetch(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "n" }))[1].method).toBe(
      "PATCH",
    );
  });

  it("serialises a JSON object body exactly once", () => {
    const [, init] = toFetch(
      endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", meta: { a: [1] } }),
    );
    expect(init).toEqual({
      method: "POST",
      headers: { ...CORE, ...JSON_TYPE },
      body: '{"title":"t","meta":{"a":[1]}}',
    });
  });

  it("serialises a JSON array body", () => {
    expect(toFetch(endpoint("PUT /x", { data: [1, "two"] }))[1].body).toBe('[1,"two"]');
  });

  it("passes a string body through untouched, even one that looks like JSON", () => {
    const data = '{"already":"json"}';
    expect(toFetch(endpoint("POST /x", { data, headers: { "content-type": "application/json" } }))[1].body).toBe(data);
  });

  it.each([
    ["a Uint8Array view", new Uint8Array([9, 1, 2, 9]).subarray(1, 3)],
    ["a Blob", new Blob(["b"])],
    ["a FormData", new FormData()],
    ["a URLSearchParams", new URLSearchParams("a=1")],
    ["an ArrayBuffer", new ArrayBuffer(2)],
  ])("passes %s body through as the same object", (_, data) => {
    const [, init] = toFetch(endpoint("POST /x", { data }));
    expect(init.body).toBe(data);
    expect(init).not.toHaveProperty("duplex");
  });

  it.each([
    ["a web ReadableStream", () => new ReadableStream()],
    ["a Node Readable", () => Readable.from(["a"])],
    ["an async iterable", () => (async function* () {})()],
  ])("marks %s body half-duplex, as Node's fetch requires", (_, make) => {
    const data = make();
    expect(toFetch(endpoint("POST /x", { data }))[1]).toEqual({
      method: "POST",
      headers: CORE,
      body: data,
      duplex: "half",
    });
  });

  it("sends the empty PUT/PATCH body as zero bytes, so fetch adds no text/plain content-type", () => {
    const [, init] = toFetch(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(init).toEqual({ method: "PUT", headers: CORE, body: new Uint8Array(0) });
  });

  it("gives every empty body one frozen zero-byte array, which fetch copies and leaves usable", async () => {
    const [url, init] = toFetch(endpoint("PUT /user/starred/o/r"));
    const body = init.body as Uint8Array;
    expect(toFetch(endpoint("PATCH /notifications/threads/1"))[1].body).toBe(body);
    expect(Object.isFrozen(body)).toBe(true);
    expect(await new Request(url, init).arrayBuffer()).toEqual(new ArrayBuffer(0));
    // a detached buffer (transferred away) could not be viewed again
    expect(new Uint8Array(body.buffer)).toEqual(new Uint8Array(0));
  });

  it("gives GET and HEAD no body", () => {
    expect(toFetch(endpoint("HEAD /x", { a: 1 }))[1]).not.toHaveProperty("body");
    expect(toFetch(endpoint("GET /x", { a: 1 }))[1]).not.toHaveProperty("body");
  });

  it("turns number header values into text and leaves out headers the core removed", () => {
    const [, init] = toFetch(endpoint("GET /x", { headers: { "X-Count": 5, "user-agent": null } }));
    expect(init.headers).toEqual({ accept: CORE.accept, "x-count": "5" });
  });

  it("forwards request.signal as the same signal", () => {
    const signal = new AbortController().signal;
    expect(toFetch(endpoint("GET /x", { request: { signal } }))[1].signal).toBe(signal);
  });

  it("starts no timer while converting, then a new one each time fetch reads init.signal", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const [url, init] = toFetch(endpoint("GET /x", { request: { timeout: 60_000 } }));
    expect(timeout).not.toHaveBeenCalled();
    const first = new Request(url, init);
    const second = new Request(url, init);
    expect(timeout.mock.calls).toEqual([[60_000], [60_000]]);
    expect(first.signal.aborted || second.signal.aborted).toBe(false);
  });

  it("gives init sent again after a timed-out send a fresh deadline (a retry loop)", async () => {
    const [url, init] = toFetch(endpoint("GET /x", { request: { timeout: 1 } }));
    const first = new Request(url, init);
    await new Promise((resolve) => first.signal.addEventListener("abort", resolve, { once: true }));
    expect(new Request(url, init).signal.aborted).toBe(false);
  });

  it("keeps a timer signal in a spread copy of init, and lets the caller replace it by spreading", () => {
    const [, init] = toFetch(endpoint("GET /x", { request: { timeout: 60_000 } }));
    expect({ ...init, redirect: "manual" }).toEqual({
      method: "GET",
      headers: CORE,
      signal: expect.any(AbortSignal),
      redirect: "manual",
    });
    const own = new AbortController().signal;
    expect({ ...init, signal: own }.signal).toBe(own);
  });

  it("turns request.timeout into a signal that aborts with a TimeoutError", async () => {
    const { signal } = toFetch(endpoint("GET /x", { request: { timeout: 1 } }))[1];
    await new Promise((resolve) => signal!.addEventListener("abort", resolve));
    expect(signal!.reason).toMatchObject({ name: "TimeoutError" });
  });

  it("combines request.signal and request.timeout: the caller's abort wins when it comes first", () => {
    const controller = new AbortController();
    const { signal } = toFetch(endpoint("GET /x", { request: { signal: controller.signal, timeout: 60_000 } }))[1];
    expect(signal!.aborted).toBe(false);
    controller.abort(new Error("stop"));
    expect(signal!.reason).toEqual(new Error("stop"));
  });
  it.each([
    ["a Node Readable", () => Readable.from([Buffer.from("hi"), Buffer.from("!")])],
    [
      "an async iterable",
      () =>
        (async function* () {
          yield Buffer.from("hi");
          yield Buffer.from("!");
        })(),
    ],
    ["a web ReadableStream", () => new Blob(["hi", "!"]).stream()],
  ])(
    "hands %s sent with content-length over as a web stream held to it: Node 20's fetch resolved when more came in several chunks",
    async (_, make) => {
      const [, init] = toFetch(endpoint("PUT /upload", { data: make(), headers: { "content-length": 2 } }));
      expect(init.body).toBeInstanceOf(ReadableStream);
      expect((init as { duplex?: string }).duplex).toBe("half");
      await expect(new Response(init.body).arrayBuffer()).rejects.toMatchObject({
        code: "ERR_CONTENT_LENGTH_MISMATCH",
      });
    },
  );

  it("passes a stream sent without content-length through as the same object", () => {
    const data = new ReadableStream();
    expect(toFetch(endpoint("PUT /upload", { data }))[1].body).toBe(data);
  });
});

describe("toRequest", () => {
  it("builds a Request with the uppercase method, the headers and the serialised body", async () => {
    const request = toRequest(endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "n" }));
    expect(request.method).toBe("PATCH");
    expect(request.url).toBe("https://api.github.com/repos/o/r");
    expect(Object.fromEntries(request.headers)).toEqual({ ...CORE, ...JSON_TYPE });
    expect(await request.text()).toBe('{"name":"n"}');
  });

  it("builds a Request from a ReadableStream body, which needs the half-duplex flag", async () => {
    const data = new Blob(["streamed"]).stream();
    const request = toRequest(endpoint("POST /x", { data, headers: { "content-type": "text/plain" } }));
    expect(await request.text()).toBe("streamed");
  });

  it("starts the request.timeout timer as the Request is made, which aborts with a TimeoutError", async () => {
    const request = toRequest(endpoint("GET /x", { request: { timeout: 1 } }));
    await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
    expect(request.signal.reason).toMatchObject({ name: "TimeoutError" });
  });

  it("builds a bodyless GET Request that carries the caller's signal", () => {
    const controller = new AbortController();
    const request = toRequest(endpoint("GET /x", { request: { signal: controller.signal } }));
    expect(request.body).toBeNull();
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });
});
