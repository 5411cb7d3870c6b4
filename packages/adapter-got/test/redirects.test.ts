import got, { RequestError } from "got";
import { endpoint } from "@scope/endpoint-core";
import { useRedirectServers, type Received, type ReceivedRequest } from "@scope/endpoint-contract";
import { toGot } from "@scope/endpoint-got";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blocks, evaluate } from "../../contract/test/readme-blocks.ts";

// README "Redirects": got takes every header but authorization and cookie to another origin on a
// redirect; the README's block, run as written, keeps redirects (and the API key) on the first origin.
const servers = useRedirectServers();
const KEY = "k-redirect-test";
const CREDENTIALS = { "x-api-key": KEY, authorization: "token t0ken", cookie: "session=1" };
const examples = blocks("packages/adapter-got/README.md", "## Redirects").filter((block) => block.lang === "js");

/** `endpoint` aimed at the first server, as a `baseUrl` would aim it. */
const aimed = (): typeof endpoint => endpoint.defaults({ baseUrl: servers.origin });
const headersOf = (received: Received[]): Record<string, string>[] =>
  received.map((request) => (request as ReceivedRequest).headers);
/** The README's example, run as written: what it rejects with, or the body it read. */
const runExample = (): Promise<unknown> =>
  evaluate(examples[0]!.text, { endpoint: aimed(), toGot, got }, "user").then(
    ([, user]) => user,
    (reason: unknown) => reason,
  );

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
  it("without the advice, reaches that origin with x-api-key: got drops only authorization and cookie", async () => {
    servers.redirect(status);
    expect(await got(...toGot(aimed()("GET /user", { headers: CREDENTIALS }))).json()).toEqual({ ok: true });
    const [arrived, ...more] = headersOf(servers.second);
    expect(more).toEqual([]);
    expect(arrived).toMatchObject({ "x-api-key": KEY });
    expect(arrived).not.toHaveProperty("authorization");
    expect(arrived).not.toHaveProperty("cookie");
  });

  it("with the README's beforeRedirect hook, rejects with its message and sends nothing to that origin", async () => {
    servers.redirect(status);
    const error = await runExample();
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe(`redirect to ${servers.otherOrigin} refused`);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(servers.second).toEqual([]);
  });

  it("with the README's beforeRedirect hook, follows one within the origin", async () => {
    servers.redirect(status, "same");
    expect(await runExample()).toEqual({ ok: true });
    expect((servers.first as ReceivedRequest[]).map(({ path }) => path)).toEqual(["/user", "/landed"]);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY, KEY]);
    expect(servers.second).toEqual([]);
  });

  it("with followRedirect: false, resolves with the 3xx and sends nothing to that origin", async () => {
    servers.redirect(status);
    const response = await got.extend({ followRedirect: false })(
      ...toGot(aimed()("GET /user", { headers: CREDENTIALS })),
    );
    expect([response.statusCode, response.headers.location]).toEqual([status, `${servers.otherOrigin}/landed`]);
    expect(servers.first).toHaveLength(1);
    expect(servers.second).toEqual([]);
  });
});
