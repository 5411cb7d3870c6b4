import ky, { HTTPError } from "ky";
import { toKy } from "@scope/endpoint-ky";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../contract/test/readme-blocks.ts";
import { CREDENTIALS, expectKeyCarried, headersOf, KEY, useRedirectSuite } from "../../contract/test/redirect-suite.ts";

// README "Redirects": ky, through fetch, takes every header but authorization and cookie to another
// origin on a redirect; the README's block, run as written, sends the API key to the first origin only.
const { servers, examples, aimed } = useRedirectSuite("packages/adapter-ky/README.md");

describe.each([302, 307])("a %i to another origin", (status) => {
  it("without the advice, reaches that origin with x-api-key: ky drops only authorization and cookie", async () => {
    servers.redirect(status);
    expect(await ky(...toKy(aimed()("GET /user", { headers: CREDENTIALS }))).json()).toEqual({ ok: true });
    expectKeyCarried(servers);
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
