import ky, { HTTPError } from "ky";
import { endpoint } from "@scope/endpoint-core";
import { useRedirectServers, type Received, type ReceivedRequest } from "@scope/endpoint-contract";
import { toKy } from "@scope/endpoint-ky";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blocks, evaluate } from "../../contract/test/readme-blocks.ts";

// README "Redirects": ky, through fetch, takes every header but authorization and cookie to another
// origin on a redirect; the README's block, run as written, sends the API key to the first origin only.
const servers = useRedirectServers();
const KEY = "k-redirect-test";
const CREDENTIALS = { "x-api-key": KEY, authorization: "token t0ken", cookie: "session=1" };
const examples = blocks("packages/adapter-ky/README.md", "## Redirects").filter((block) => block.lang === "js");

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
  it("without the advice, reaches that origin with x-api-key: ky drops only authorization and cookie", async () => {
    servers.redirect(status);
    expect(await ky(...toKy(aimed()("GET /user", { headers: CREDENTIALS }))).json()).toEqual({ ok: true });
    const [arrived, ...more] = headersOf(servers.second);
    expect(more).toEqual([]);
    expect(arrived).toMatchObject({ "x-api-key": KEY });
    expect(arrived).not.toHaveProperty("authorization");
    expect(arrived).not.toHaveProperty("cookie");
  });

  it('with the README\'s redirect: "manual", rejects with the 3xx as the response and sends nothing to that origin', async () => {
    servers.redirect(status);
    const error = await evaluate(examples[0]!.text, { endpoint: aimed(), toKy, ky }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HTTPError);
    const { response } = error as HTTPError;
    expect([response.status, response.headers.get("location")]).toEqual([status, `${servers.otherOrigin}/landed`]);
    // sent once: ky does not retry a 3xx
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(servers.second).toEqual([]);
  });
});

it('with redirect: "error", fetch rejects and ky retries it as a network error, sending nothing to the other origin', async () => {
  servers.redirect(302, "other", 3);
  const [url, options] = toKy(aimed()("GET /user", { headers: CREDENTIALS }));
  await expect(ky(url, { ...options, redirect: "error" })).rejects.toThrow(TypeError);
  // ky's default: two retries of a GET
  expect(servers.first).toHaveLength(3);
  expect(servers.second).toEqual([]);
});
