import axios, { AxiosError } from "axios";
import { toAxios } from "@scope/endpoint-axios";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../contract/test/readme-blocks.ts";
import { CREDENTIALS, expectKeyCarried, headersOf, KEY, useRedirectSuite } from "../../contract/test/redirect-suite.ts";

// README "Redirects": axios (Node's http adapter, follow-redirects) takes every header but authorization
// and cookie to another origin on a redirect; the README's block, run as written, sends the API key to
// the first origin only.
const { servers, examples, aimed } = useRedirectSuite("packages/adapter-axios/README.md");

describe.each([302, 307])("a %i to another origin", (status) => {
  it("without the advice, reaches that origin with x-api-key: axios drops only authorization and cookie", async () => {
    servers.redirect(status);
    const { status: final } = await axios.request(toAxios(aimed()("GET /user", { headers: CREDENTIALS })));
    expect(final).toBe(200);
    expectKeyCarried(servers);
  });

  it("with the README's maxRedirects: 0, rejects with the 3xx as the response and sends nothing to that origin", async () => {
    servers.redirect(status);
    const error = await evaluate(examples[0]!.text, { endpoint: aimed(), toAxios, axios }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AxiosError);
    const { response } = error as AxiosError;
    expect([response?.status, response?.headers.location]).toEqual([status, `${servers.otherOrigin}/landed`]);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(servers.second).toEqual([]);
  });

  it('with sensitiveHeaders: ["x-api-key"], follows it without x-api-key', async () => {
    servers.redirect(status);
    const config = toAxios(aimed()("GET /user", { headers: CREDENTIALS }));
    const { status: final } = await axios.request({ ...config, sensitiveHeaders: ["x-api-key"] });
    expect(final).toBe(200);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(headersOf(servers.second).map((headers) => headers["x-api-key"])).toEqual([undefined]);
  });
});

it('keeps x-api-key on a redirect within the origin with sensitiveHeaders: ["x-api-key"]', async () => {
  servers.redirect(302, "same");
  const config = toAxios(aimed()("GET /user", { headers: CREDENTIALS }));
  await axios.request({ ...config, sensitiveHeaders: ["x-api-key"] });
  expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY, KEY]);
  expect(servers.second).toEqual([]);
});
