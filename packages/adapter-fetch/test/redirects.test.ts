import { endpoint } from "@scope/endpoint-core";
import { useRedirectServers, type Received, type ReceivedRequest } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blocks, evaluate } from "../../contract/test/readme-blocks.ts";

// README "Redirects": fetch takes every header but authorization and cookie to another origin on a
// redirect; the README's block, run as written, sends the API key to the first origin only.
const servers = useRedirectServers();
const KEY = "k-redirect-test";
const CREDENTIALS = { "x-api-key": KEY, authorization: "token t0ken", cookie: "session=1" };
const examples = blocks("packages/adapter-fetch/README.md", "## Redirects").filter((block) => block.lang === "js");

/** `endpoint` aimed at the first server, as a `baseUrl` would aim it. */
const aimed = (): typeof endpoint => endpoint.defaults({ baseUrl: servers.origin });
const headersOf = (received: Received[]): Record<string, string>[] =>
  received.map((request) => (request as ReceivedRequest).headers);

beforeEach(() => {
  vi.stubEnv("API_KEY", KEY);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

it("the README shows one example under Redirects", () => {
  expect(examples).toHaveLength(1);
});

describe.each([302, 307])("a %i to another origin", (status) => {
  it("without the advice, reaches that origin with x-api-key: fetch drops only authorization and cookie", async () => {
    servers.redirect(status);
    const response = await fetch(...toFetch(aimed()("GET /user", { headers: CREDENTIALS })));
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    const [arrived, ...more] = headersOf(servers.second);
    expect(more).toEqual([]);
    expect(arrived).toMatchObject({ "x-api-key": KEY });
    expect(arrived).not.toHaveProperty("authorization");
    expect(arrived).not.toHaveProperty("cookie");
  });

  it('with the README\'s redirect: "manual", resolves with the 3xx and sends nothing to that origin', async () => {
    servers.redirect(status);
    const [, response] = (await evaluate(examples[0]!.text, { endpoint: aimed(), toFetch, fetch }, "response")) as [
      unknown,
      Response,
    ];
    await response.arrayBuffer();
    expect([response.status, response.headers.get("location")]).toEqual([status, `${servers.otherOrigin}/landed`]);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(servers.second).toEqual([]);
  });

  it('with redirect: "error", rejects and sends nothing to that origin', async () => {
    servers.redirect(status);
    const [url, init] = toFetch(aimed()("GET /user", { headers: CREDENTIALS }));
    await expect(fetch(url, { ...init, redirect: "error" })).rejects.toThrow(TypeError);
    expect(servers.first).toHaveLength(1);
    expect(servers.second).toEqual([]);
  });
});
