/**
 * The built ESM files load in Chromium and Firefox as they ship: a plain page, an import map for the bare
 * specifiers, `<script type="module">`, no bundler. Any console error or warning, or uncaught error, fails.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { endpoint, VERSION } from "@scope/endpoint-core";
import {
  BROWSER_TITLE,
  launchBrowser,
  modulePage,
  startStaticServer,
  type StaticServer,
  type TestBrowser,
} from "./browser.ts";

// Runs in the page: every public function of the four browser packages, on a GET with a query.
const PAGE_SCRIPT = `
import { endpoint, EndpointError, VERSION } from "@scope/endpoint-core";
import { toFetch, toRequest } from "@scope/endpoint-fetch";
import { toKy } from "@scope/endpoint-ky";
import { toAxios } from "@scope/endpoint-axios";
import ky from "ky";
import axios from "axios";

const options = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private", headers: { authorization: "token secret123" } });
const post = endpoint("POST /markdown", { text: "Hello **world**" });
let error;
try { endpoint("GET /a/{b", {}); } catch (e) { error = { isEndpointError: e instanceof EndpointError, isTypeError: e instanceof TypeError, code: e.code }; }
const request = toRequest(post);
window.__result = {
  version: VERSION,
  options,
  fetch: toFetch(post),
  request: { method: request.method, url: request.url, contentType: request.headers.get("content-type"), body: await request.text() },
  ky: { args: toKy(post), isFunction: typeof ky === "function" && typeof ky.create === "function" },
  axios: { config: toAxios(post), isFunction: typeof axios.request === "function", version: axios.VERSION },
  error,
};
`;

let browser: TestBrowser;
let server: StaticServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startStaticServer({ "/": modulePage({ inline: PAGE_SCRIPT }) }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

it(`loads core, fetch, ky and axios adapters from dist/*.mjs with an import map and no console error in ${BROWSER_TITLE}`, async () => {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/`);
  const result = await page
    .waitFor(() => (window as { __result?: unknown }).__result, 5_000)
    .catch((error: unknown) => ({ failed: String(error) }));
  expect(page.errors).toEqual([]);
  const post = endpoint("POST /markdown", { text: "Hello **world**" });
  const json = '{"text":"Hello **world**"}';
  expect(result).toEqual({
    version: VERSION,
    // the built core in the browser gives what the source gives in Node
    options: JSON.parse(
      JSON.stringify(
        endpoint("GET /orgs/{org}/repos", {
          org: "octokit",
          type: "private",
          headers: { authorization: "token secret123" },
        }),
      ),
    ),
    fetch: [post.url, { method: "POST", headers: post.headers, body: json }],
    request: { method: "POST", url: post.url, contentType: "application/json; charset=utf-8", body: json },
    // every adapter serialises the JSON body itself; in a browser the axios adapter leaves out the user-agent XHR refuses
    ky: { args: [post.url, { method: "POST", headers: post.headers, body: json }], isFunction: true },
    axios: {
      config: {
        url: post.url,
        method: "POST",
        headers: { accept: post.headers.accept, "content-type": post.headers["content-type"] },
        data: json,
      },
      isFunction: true,
      version: "1.21.1",
    },
    error: { isEndpointError: true, isTypeError: true, code: "ERR_TEMPLATE_SYNTAX" },
  });
  // the files that ran are the built ones, and the clients' browser ESM builds
  expect(new Set(server.requested)).toEqual(
    new Set([
      "/",
      "/core/index.mjs",
      "/core/adapter.mjs",
      // the chunks index.mjs and adapter.mjs share (EndpointError, the JSON body test, the encoders)
      ...server.requested.filter((path) => /^\/core\/[a-z-]+-[\w-]+\.mjs$/.test(path)),
      "/fetch/index.mjs",
      "/ky-adapter/index.mjs",
      "/axios-adapter/index.mjs",
      "/axios/axios.js",
      ...server.requested.filter((path) => path.startsWith("/ky/")),
    ]),
  );
  // each of the core's files once
  const core = server.requested.filter((path) => path.startsWith("/core/"));
  expect(core).toHaveLength(new Set(core).size);
  expect(server.requested).toContain("/ky/index.js");
  await page.close();
});
