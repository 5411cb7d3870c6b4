import { toFetch } from "@scope/endpoint-fetch";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../contract/test/readme-blocks.ts";
import { CREDENTIALS, expectKeyCarried, headersOf, KEY, useRedirectSuite } from "../../contract/test/redirect-suite.ts";

// README "Redirects": fetch takes every header but authorization and cookie to another origin on a
// redirect; the README's block, run as written, sends the API key to the first origin only.
const { servers, examples, aimed } = useRedirectSuite("packages/adapter-fetch/README.md");

describe.each([302, 307])("a %i to another origin", (status) => {
  it("without the advice, reaches that origin with x-api-key: fetch drops only authorization and cookie", async () => {
    servers.redirect(status);
    const response = await fetch(...toFetch(aimed()("GET /user", { headers: CREDENTIALS })));
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expectKeyCarried(servers);
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
