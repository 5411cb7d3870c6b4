/**
 * The contract scenarios a browser can send, sent from Chromium through fetch, ky and axios (XHR and
 * fetch adapters) with the BUILT adapters, and checked against the same expectations as in Node, with
 * Chromium's own header changes applied by name (./chromium-headers.ts). Two transports, each in its
 * own browser context: "wire", the loopback echo on another origin (CORS), and "msw", the contract's
 * echo handlers under MSW's service worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { expectScenario, Recorder, SCENARIOS, startWireServer, type Received, type Scenario } from "@scope/endpoint-contract";
import { launchChromium, modulePage, openPage, startStaticServer, type StaticServer } from "./browser.ts";
import { CHROMIUM_IGNORED, expectedPreflights, inChromium, type BrowserTransport } from "./chromium-headers.ts";

interface BrowserClient {
  /** Key of the page's CLIENTS table (page/contract.js). */
  client: string;
  /** As in the Node runner: scenario id -> why this client cannot carry it in Chromium; such scenarios must fail. */
  unsupported?: Record<string, string>;
}

const CLIENTS: BrowserClient[] = [{ client: "fetch" }, { client: "ky" }, { client: "axios-xhr" }, { client: "axios-fetch" }];
const TRANSPORTS: BrowserTransport[] = ["wire", "msw"];

/** A contract source file as one browser module; its bare imports stay for the page's import map. */
async function browserModule(file: string): Promise<string> {
  const entry = fileURLToPath(new URL(`../packages/contract/src/${file}`, import.meta.url));
  const external = ["@scope/endpoint-core", "msw"];
  const { outputFiles } = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "browser", target: "es2022", external, write: false, logLevel: "silent" });
  return outputFiles[0]!.text;
}

/** Where a transport's requests land, and the page that sends them. */
interface Target {
  page: Page;
  errors: string[];
  /** Origin the scenarios are built against. */
  origin: string;
  reset(delay?: number, trickle?: number): Promise<void>;
  requests(): Promise<Received[]>;
  /** CORS preflights that reached a server (only the wire echo can see them). */
  preflights(): string[];
}

const recorder = new Recorder();
const targets = {} as Record<BrowserTransport, Target>;
let browser: Browser;
let pages: StaticServer;
let closeWire: () => Promise<void> = async () => undefined;
let userAgent: string;

async function openContractPage(classic: string[] = []): Promise<{ page: Page; errors: string[] }> {
  // one context per transport: msw's service worker must not see the wire transport's requests
  const opened = await openPage(await browser.newContext());
  await opened.page.goto(`${pages.origin}/${classic.length === 0 ? "" : "msw.html"}`);
  await opened.page.waitForFunction(() => (window as { ready?: boolean }).ready === true, undefined, { timeout: 5_000 }).catch(() => undefined);
  expect(opened.errors, "the contract page loads cleanly").toEqual([]);
  return opened;
}

beforeAll(async () => {
  const [scenarios, handlers] = await Promise.all([browserModule("scenarios.ts"), browserModule("echo-handlers.ts")]);
  let wire;
  [browser, pages, wire] = await Promise.all([
    launchChromium(),
    startStaticServer({
      "/": modulePage({ src: "/page/contract.js" }),
      "/msw.html": modulePage({ src: "/page/contract.js", classic: ["/msw/index.js"] }),
      "/scenarios.js": scenarios,
      "/echo-handlers.js": handlers,
    }),
    startWireServer(recorder, { cors: true }),
  ]);
  closeWire = wire.close;
  targets.wire = {
    ...(await openContractPage()),
    origin: wire.origin,
    reset: async (delay, trickle) => recorder.reset(delay, trickle),
    requests: async () => recorder.requests,
    preflights: () => recorder.preflights,
  };
  const msw = await openContractPage(["/msw/index.js"]);
  // a string, so vitest's transform leaves the page's own dynamic import alone
  await msw.page.evaluate('import("/page/msw-echo.js").then((echo) => echo.start())');
  targets.msw = {
    ...msw,
    // any origin works: the service worker answers before the network (as MSW_ORIGIN in the Node runner)
    origin: "http://contract.test",
    reset: (delay) => msw.page.evaluate((ms) => (window as any).mswRecorder.reset(ms), delay),
    requests: async () =>
      (
        await msw.page.evaluate(() =>
          ((window as any).mswRecorder.requests as Received[]).map((r) => ("unparsable" in r ? r : { ...r, body: Array.from(r.body) })),
        )
      ).map((r) => ("unparsable" in r ? r : { ...r, body: new Uint8Array(r.body as number[]) })) as Received[],
    // the service worker answers before any network, preflight included
    preflights: () => [],
  };
  userAgent = await targets.wire.page.evaluate(() => navigator.userAgent);
});
afterAll(async () => {
  await Promise.all([browser?.close(), pages?.close(), closeWire()]);
});

const send = (target: Target, client: string, scenario: Scenario, withoutUserAgent = false): Promise<string> =>
  target.page.evaluate(
    ([name, id, origin, drop]) => (window as unknown as { sendScenario: (...args: unknown[]) => Promise<string> }).sendScenario(name, id, origin, drop),
    [client, scenario.id, target.origin, withoutUserAgent] as const,
  );

async function check(transport: BrowserTransport, client: string, scenario: Scenario, withoutUserAgent = false): Promise<void> {
  const target = targets[transport];
  await target.reset(scenario.serverDelay, scenario.serverTrickle);
  target.errors.length = 0;
  const outcome = await send(target, client, scenario, withoutUserAgent);
  const expected = inChromium(scenario, { transport, client, pageOrigin: pages.origin, userAgent });
  await expectScenario(expected, outcome, await target.requests(), CHROMIUM_IGNORED);
  // with default options no adapter may make the browser log an error or a warning
  expect(target.errors, "console errors and warnings").toEqual([]);
  expect(target.preflights(), "CORS preflights").toEqual(transport === "wire" ? expectedPreflights(scenario) : []);
}

for (const transport of TRANSPORTS) {
  for (const { client, unsupported } of CLIENTS) {
    describe(`${client} in Chromium over ${transport}`, () => {
      for (const scenario of SCENARIOS.filter((s) => transport === "wire" || !s.wireOnly)) {
        const reason = unsupported?.[scenario.id];
        if (reason === undefined) it(scenario.title, () => check(transport, client, scenario));
        else
          it(`${scenario.title} [unsupported by ${client} in Chromium: ${reason}]`, async () => {
            await expect(check(transport, client, scenario), "now passes: remove it from `unsupported`").rejects.toThrow();
          });
      }
    });
  }
}

describe("axios-xhr in Chromium without the core's user-agent", () => {
  it("logs no console error or warning, and Chromium sends its own user-agent anyway", () => check("wire", "axios-xhr", SCENARIOS.find((s) => s.id === "get-plain")!, true));
});
