import got, { RequestError } from "got";
import type { ReceivedRequest } from "@scope/endpoint-contract";
import { toGot } from "@scope/endpoint-got";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../contract/test/readme-blocks.ts";
import { CREDENTIALS, expectKeyCarried, headersOf, KEY, useRedirectSuite } from "../../contract/test/redirect-suite.ts";

// README "Redirects": got takes every header but authorization and cookie to another origin on a
// redirect; the README's block, run as written, keeps redirects (and the API key) on the first origin.
const { servers, examples, aimed } = useRedirectSuite("packages/adapter-got/README.md");

/** The README's example, run as written: what it rejects with, or the body it read. */
const runExample = (): Promise<unknown> =>
  evaluate(examples[0]!.text, { endpoint: aimed(), toGot, got }, "user").then(
    ([, user]) => user,
    (reason: unknown) => reason,
  );

describe.each([302, 307])("a %i to another origin", (status) => {
  it("without the advice, reaches that origin with x-api-key: got drops only authorization and cookie", async () => {
    servers.redirect(status);
    expect(await got(...toGot(aimed()("GET /user", { headers: CREDENTIALS }))).json()).toEqual({ ok: true });
    expectKeyCarried(servers);
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
