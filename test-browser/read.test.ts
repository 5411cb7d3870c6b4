/**
 * The adapters' reads in Chromium or Firefox (TEST_BROWSER): the page (page/read.js) reads the
 * contract's answer server, in this Node process on another origin (CORS), through the BUILT
 * adapters' reads over fetch, ky and axios (XHR and fetch adapters), and pages through fetch with the
 * built core's `paginate`; `checkRemoteReads` compares each answer with the Node 20 suite's expectations.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { checkRemoteReads, type RemoteAnswer, type RemoteClient } from "@scope/endpoint-contract";
import {
  BROWSER_TITLE,
  launchBrowser,
  modulePage,
  startStaticServer,
  type StaticServer,
  type TestBrowser,
  type TestPage,
} from "./browser.ts";

const CLIENTS: RemoteClient[] = [
  { client: "fetch", node: { file: "packages/adapter-fetch/test/read.test.ts", client: "fetch" } },
  { client: "ky", node: { file: "packages/adapter-ky/test/read.test.ts", client: "ky" }, retries: true },
  // Node's axios reads through its http adapter: XHR repeats no Node 20 test
  { client: "axios-xhr", timeoutError: /CanceledError/ },
  {
    client: "axios-fetch",
    node: { file: "packages/adapter-axios/test/read.test.ts", client: "axios", also: "axios's fetch adapter" },
    // axios rejects an aborted request with its own CanceledError, as in Node
    timeoutError: /CanceledError/,
  },
];

/** packages/contract/src/remote-reads.ts as one browser module; the core stays a bare import for the page's import map. */
async function remoteModule(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL("../packages/contract/src/remote-reads.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external: ["@scope/endpoint-core", "@scope/endpoint-core/*"],
    write: false,
    logLevel: "silent",
  });
  return outputFiles[0]!.text;
}

let browser: TestBrowser;
let pages: StaticServer;
let page: TestPage;

beforeAll(async () => {
  [browser, pages] = await Promise.all([
    launchBrowser(),
    startStaticServer({ "/": modulePage({ src: "/page/read.js" }), "/remote-reads.js": await remoteModule() }),
  ]);
  page = await (await browser.newContext()).newPage();
  await page.goto(`${pages.origin}/`);
  await page.waitFor(() => (window as { ready?: boolean }).ready === true, 5_000).catch(() => undefined);
  expect(page.errors, "the read page loads cleanly").toEqual([]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), pages?.close()]);
});

checkRemoteReads({
  where: BROWSER_TITLE,
  clients: CLIENTS,
  cors: true,
  // as JSON text, as Deno and Bun send theirs: WebDriver BiDi sends an object met twice in one value
  // (a page's items, in `items` and `pages`) as a reference, which puppeteer-core reads as undefined
  ask: async (request) =>
    JSON.parse(
      await page.evaluate(
        async (sent) =>
          JSON.stringify(
            await (window as unknown as { answerRead: (request: unknown) => Promise<RemoteAnswer> }).answerRead(sent),
          ),
        request,
      ),
    ) as RemoteAnswer,
});
