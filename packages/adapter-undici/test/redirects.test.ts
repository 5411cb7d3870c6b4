import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Agent, errors, interceptors, request, type Dispatcher } from "undici";
import { toUndici } from "@scope/endpoint-undici";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../contract/test/readme-blocks.ts";
import { CREDENTIALS, expectKeyCarried, headersOf, KEY, useRedirectSuite } from "../../contract/test/redirect-suite.ts";

// README "Redirects": undici.request follows no redirect; a dispatcher with the redirect interceptor takes
// every header but authorization, cookie and proxy-authorization to another origin; the README's block,
// run as written, keeps the API key on the first origin through such a dispatcher.
const { servers, examples, aimed } = useRedirectSuite("packages/adapter-undici/README.md");

describe.each([302, 307])("a %i to another origin", (status) => {
  it("is not followed by request(): the 3xx resolves and nothing reaches that origin", async () => {
    servers.redirect(status);
    const { statusCode, headers, body } = await request(...toUndici(aimed()("GET /user", { headers: CREDENTIALS })));
    await body.dump();
    expect([statusCode, headers.location]).toEqual([status, `${servers.otherOrigin}/landed`]);
    expect(servers.second).toEqual([]);
  });

  it("through a dispatcher with interceptors.redirect, reaches that origin with x-api-key: only authorization and cookie are dropped", async () => {
    servers.redirect(status);
    const dispatcher = new Agent().compose(interceptors.redirect({ maxRedirections: 3 }));
    const [url, options] = toUndici(aimed()("GET /user", { headers: CREDENTIALS }));
    const { statusCode, body } = await request(url, { ...options, dispatcher });
    await body.dump();
    expect(statusCode).toBe(200);
    expectKeyCarried(servers);
  });

  it("with the README's maxRedirections: 0, that dispatcher resolves with the 3xx and sends nothing to that origin", async () => {
    servers.redirect(status);
    const scope = { endpoint: aimed(), toUndici, request, Agent, interceptors };
    const [, [statusCode, headers, body, dispatcher]] = (await evaluate(
      examples[0]!.text,
      scope,
      "[statusCode, headers, body, dispatcher]",
    )) as [unknown, [number, Record<string, unknown>, Dispatcher.ResponseData["body"], Dispatcher]];
    await body.dump();
    await dispatcher.close();
    expect([statusCode, headers.location]).toEqual([status, `${servers.otherOrigin}/landed`]);
    expect(headersOf(servers.first).map((headers) => headers["x-api-key"])).toEqual([KEY]);
    expect(servers.second).toEqual([]);
  });
});

it("refuses maxRedirections above 0 on undici's own agent", async () => {
  servers.redirect(302);
  const dispatcher = new Agent();
  const [url, options] = toUndici(aimed()("GET /user", { headers: CREDENTIALS }));
  // undici 7's types no longer list the option; a user coming from undici 6 passes it anyway
  const asked = { ...options, dispatcher, maxRedirections: 2 };
  await expect(request(url, asked)).rejects.toThrow(errors.InvalidArgumentError);
  await dispatcher.close();
  expect(servers.first).toEqual([]);
});

// Node's own fetch, loaded before undici, makes its built-in undici the global dispatcher, which
// request() then uses; a fresh process, as that order is set once per process
const BUILT_IN = Number(process.versions.undici?.split(".")[0]);
const FETCH_FIRST = `await fetch("data:,");
  const { request } = await import("undici");
  const [url, options] = JSON.parse(process.argv[1]);
  const { statusCode, body } = await request(url, { ...options, maxRedirections: 2 });
  await body.dump();
  process.stdout.write(String(statusCode));`;

it(`with Node's built-in undici ${BUILT_IN} as the global dispatcher, maxRedirections ${BUILT_IN < 7 ? "follows the redirect, x-api-key included" : "is refused"}`, async () => {
  servers.redirect(302);
  const args = JSON.stringify(toUndici(aimed()("GET /user", { headers: CREDENTIALS })));
  const run = promisify(execFile)(process.execPath, ["--input-type=module", "-e", FETCH_FIRST, args], {
    cwd: new URL("..", import.meta.url),
  });
  if (BUILT_IN < 7) {
    expect((await run).stdout).toBe("200");
    expect(headersOf(servers.second).map((headers) => headers["x-api-key"])).toEqual([KEY]);
  } else {
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining("maxRedirections is not supported") });
    expect(servers.second).toEqual([]);
  }
});
