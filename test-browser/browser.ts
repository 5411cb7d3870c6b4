/**
 * @module browser: Chromium driven by playwright-core and Firefox driven by puppeteer-core over
 * WebDriver BiDi, behind one small interface, and a node:http server on 127.0.0.1 serving the BUILT
 * packages (dist/*.mjs) and the clients' own browser ESM builds to a plain page with an import map:
 * no bundler between the files that ship and the browser.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import puppeteer from "puppeteer-core";
import { findChromium, findFirefox } from "./find-browsers.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(join(ROOT, "packages/adapter-ky/package.json"));

/** URL prefix -> directory served under it. Nothing else is reachable: a 404 is a console error, which fails the page. */
const DIRECTORIES: Record<string, string> = {
  "/core/": join(ROOT, "packages/core/dist"),
  "/fetch/": join(ROOT, "packages/adapter-fetch/dist"),
  "/ky-adapter/": join(ROOT, "packages/adapter-ky/dist"),
  "/axios-adapter/": join(ROOT, "packages/adapter-axios/dist"),
  // ky ships plain browser ESM (relative imports between its files); its package "exports" point here
  "/ky/": dirname(require.resolve("ky")),
  // axios's one-file browser ESM build (its "exports" send Node to dist/node, bundlers to lib/ with a "browser" map)
  "/axios/": join(dirname(require.resolve("axios/package.json")), "dist/esm"),
  "/page/": join(ROOT, "test-browser/page"),
  // msw's browser build as one classic script (global `MockServiceWorker`), for the service-worker transport
  "/msw/": join(dirname(require.resolve("msw/package.json")), "lib/iife"),
};

/** Single files served at a fixed path: the service worker must sit at the root to control the page. */
const FILES: Record<string, string> = {
  "/mockServiceWorker.js": join(dirname(require.resolve("msw/package.json")), "lib/mockServiceWorker.js"),
};

/** The import map every page uses: the adapters import the core, ky and axios by bare specifier. */
export const IMPORT_MAP = {
  imports: {
    "@scope/endpoint-core": "/core/index.mjs",
    "@scope/endpoint-core/adapter": "/core/adapter.mjs",
    "@scope/endpoint-core/paginate": "/core/paginate.mjs",
    "@scope/endpoint-fetch": "/fetch/index.mjs",
    "@scope/endpoint-ky": "/ky-adapter/index.mjs",
    "@scope/endpoint-axios": "/axios-adapter/index.mjs",
    ky: "/ky/index.js",
    axios: "/axios/axios.js",
    // the contract's echo handlers import msw; in the page it is the global the classic script set
    msw: "/page/msw-global.js",
  },
};

/** A plain HTML page: the import map, classic scripts if any, then one module script (inline source, or `src`). */
export function modulePage({
  inline,
  src,
  classic = [],
}: {
  inline?: string;
  src?: string;
  classic?: string[];
}): string {
  const module =
    src === undefined ? `<script type="module">\n${inline}\n</script>` : `<script type="module" src="${src}"></script>`;
  const script = [...classic.map((url) => `<script src="${url}"></script>`), module].join("\n");
  // the data: icon keeps Chromium from asking for /favicon.ico
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>@scope/endpoint browser test</title><link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
${script}
</head><body></body></html>`;
}

const TYPES: Record<string, string> = {
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".html": "text/html",
  ".map": "application/json",
};

export interface StaticServer {
  origin: string;
  /** Every path asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

/** Serves `pages` (path -> HTML or JS text made by the test) and the DIRECTORIES above, on 127.0.0.1. */
export async function startStaticServer(pages: Record<string, string>): Promise<StaticServer> {
  const requested: string[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url!, "http://x").pathname;
    requested.push(path);
    const generated = pages[path];
    if (generated !== undefined) {
      res
        .writeHead(200, { "content-type": TYPES[extname(path) || ".html"]!, "cache-control": "no-store" })
        .end(generated);
      return;
    }
    const prefix = Object.keys(DIRECTORIES).find((p) => path.startsWith(p));
    const base = prefix === undefined ? undefined : DIRECTORIES[prefix]!;
    const file = FILES[path] ?? (base === undefined ? undefined : resolve(base, `.${path.slice(prefix!.length - 1)}`));
    const body =
      FILES[path] !== undefined || file?.startsWith(base! + sep)
        ? await readFile(file!).catch(() => undefined)
        : undefined;
    if (body === undefined) res.writeHead(404).end();
    else
      res
        .writeHead(200, {
          "content-type": TYPES[extname(file!)] ?? "application/octet-stream",
          "cache-control": "no-store",
        })
        .end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

/** The browsers the suite runs in; each vitest project of test-browser/vitest.config.mts sets TEST_BROWSER to one. */
export type BrowserName = "chromium" | "firefox";
export const BROWSER: BrowserName = process.env.TEST_BROWSER === "firefox" ? "firefox" : "chromium";
/** The browser's name as test titles show it. */
export const BROWSER_TITLE: string = BROWSER === "firefox" ? "Firefox" : "Chromium";

/** A page whose console errors and warnings and uncaught errors are collected in `errors`, in order. */
export interface TestPage {
  errors: string[];
  goto(url: string): Promise<void>;
  /** Runs `code` in the page with `arg` (JSON-serialisable), or a string expression. */
  evaluate<A, R>(code: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  evaluate<R>(code: () => R | Promise<R>): Promise<R>;
  evaluate(code: string): Promise<unknown>;
  /** Waits until `code` returns a truthy value in the page, and returns that value as JSON. */
  waitFor(code: () => unknown, timeout: number): Promise<unknown>;
  close(): Promise<void>;
}
/** A browser, or one of its contexts (its own cookies, storage and service workers). */
export interface PageOwner {
  newPage(): Promise<TestPage>;
}
export interface TestBrowser extends PageOwner {
  newContext(): Promise<PageOwner>;
  close(): Promise<void>;
}

const collect = (errors: string[], type: string, text: string): void => {
  // puppeteer says "warn" where playwright says "warning"
  if (type === "error" || type === "warning" || type === "warn")
    errors.push(`console.${type === "warn" ? "warning" : type}: ${text}`);
};

// no sandbox in containers, no network chatter of its own
const ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

async function launchChromium(): Promise<TestBrowser> {
  const found = findChromium();
  if (found === undefined)
    throw new Error(
      "no Chromium: `npx playwright install chromium`, Debian's `apt-get install chromium`, or CHROMIUM_PATH",
    );
  const browser = await chromium.launch({ executablePath: found.path, args: ARGS });
  const owner = (from: { newPage(): Promise<import("playwright-core").Page> }): PageOwner => ({
    async newPage() {
      const page = await from.newPage();
      const errors: string[] = [];
      page.on("console", (message) => collect(errors, message.type(), message.text()));
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      return {
        errors,
        goto: async (url) => void (await page.goto(url)),
        evaluate: (code: never, arg?: unknown) => page.evaluate(code, arg),
        waitFor: async (code, timeout) => (await page.waitForFunction(code, undefined, { timeout })).jsonValue(),
        close: () => page.close(),
      };
    },
  });
  return { ...owner(browser), newContext: async () => owner(await browser.newContext()), close: () => browser.close() };
}

async function launchFirefox(): Promise<TestBrowser> {
  const found = findFirefox();
  if (found === undefined) throw new Error("no Firefox: Debian's `apt-get install firefox-esr`, or FIREFOX_PATH");
  // WebDriver BiDi: puppeteer's only protocol for Firefox; nothing is downloaded
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: found.path, headless: true });
  const owner = (from: { newPage(): Promise<import("puppeteer-core").Page> }): PageOwner => ({
    async newPage() {
      const page = await from.newPage();
      const errors: string[] = [];
      page.on("console", (message) => collect(errors, message.type(), message.text()));
      page.on("pageerror", (error) =>
        errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
      );
      return {
        errors,
        goto: async (url) => void (await page.goto(url)),
        evaluate: (code: never, arg?: unknown) => page.evaluate(code, arg),
        waitFor: async (code, timeout) => (await page.waitForFunction(code, { timeout })).jsonValue(),
        close: () => page.close(),
      };
    },
  });
  return {
    ...owner(browser),
    newContext: async () => owner(await browser.createBrowserContext()),
    close: () => browser.close(),
  };
}

/** Launches the browser of this project (TEST_BROWSER), found as test-browser/find-browsers.mjs finds it. */
export function launchBrowser(): Promise<TestBrowser> {
  return BROWSER === "firefox" ? launchFirefox() : launchChromium();
}
