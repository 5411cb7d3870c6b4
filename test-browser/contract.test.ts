/**
 * The contract scenarios a browser can send, sent from Chromium or Firefox (TEST_BROWSER) through fetch,
 * ky and axios (XHR and fetch adapters) with the BUILT adapters, and checked against the same
 * expectations as in Node, with the browser's own header changes applied by name (./browser-headers.ts). Two transports, each in its
 * own browser context: "wire", the loopback echo on another origin (CORS), and "msw", the contract's
 * echo handlers under MSW's service worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { build } from "esbuild";
import {
  expectScenario,
  Recorder,
  SCENARIOS,
  startWireServer,
  type Received,
  type Scenario,
} from "@scope/endpoint-contract";
import { expectUnsupported, type Unsupported } from "@scope/endpoint-contract/unsupported";
import {
  BROWSER,
  BROWSER_TITLE,
  launchBrowser,
  modulePage,
  startStaticServer,
  type StaticServer,
  type TestBrowser,
  type TestPage,
} from "./browser.ts";
import { BROWSER_IGNORED, expectedPreflights, inBrowser, type BrowserTransport } from "./browser-headers.ts";

/** The page global the MSW transport records into (test-browser/page/msw-echo.js). */
type PageWithRecorder = { mswRecorder: { reset(ms?: number): void; requests: Received[] } };

interface BrowserClient {
  /** Key of the page's CLIENTS table (page/contract.js). */
  client: string;
  /** As in the Node runner: scenario id -> why this client cannot carry it in the browser, and the failure that shows it; such scenarios must fail so. */
  unsupported?: Record<string, Unsupported>;
}

const AXIOS_VERSION = (createRequire(import.meta.url)("axios/package.json") as { version: string }).version;
const CLIENTS: BrowserClient[] = [
  { client: "fetch" },
  { client: "ky" },
  { client: "axios-xhr" },
  { client: "axios-fetch" },
];
const TRANSPORTS: BrowserTransport[] = ["wire", "msw"];

/** A contract source file as one browser module; its bare imports stay for the page's import map. */
async function browserModule(file: string): Promise<string> {
  const entry = fileURLToPath(new URL(`../packages/contract/src/${file}`, import.meta.url));
  const external = ["@scope/endpoint-core", "msw"];
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external,
    write: false,
    logLevel: "silent",
  });
  return outputFiles[0]!.text;
}

/** Where a transport's requests land, and the page that sends them. */
interface Target {
  page: TestPage;
  /** Origin the scenarios are built against. */
  origin: string;
  reset(delay?: number, trickle?: number): Promise<void>;
  requests(): Promise<Received[]>;
  /** CORS preflights that reached a server (only the wire echo can see them). */
  preflights(): string[];
}

const recorder = new Recorder();
const targets = {} as Record<BrowserTransport, Target>;
let browser: TestBrowser;
let pages: StaticServer;
let closeWire: () => Promise<void> = async () => undefined;
let userAgent: string;

async function openContractPage(classic: string[] = []): Promise<TestPage> {
  // one context per transport: msw's service worker must not see the wire transport's requests
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${pages.origin}/${classic.length === 0 ? "" : "msw.html"}`);
  await page.waitFor(() => (window as { ready?: boolean }).ready === true, 5_000).catch(() => undefined);
  expect(page.errors, "the contract page loads cleanly").toEqual([]);
  return page;
}

beforeAll(async () => {
  const [scenarios, handlers] = await Promise.all([browserModule("scenarios.ts"), browserModule("echo-handlers.ts")]);
  let wire;
  [browser, pages, wire] = await Promise.all([
    launchBrowser(),
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
    page: await openContractPage(),
    origin: wire.origin,
    reset: async (delay, trickle) => recorder.reset(delay, trickle),
    requests: async () => recorder.requests,
    preflights: () => recorder.preflights,
  };
  const msw = await openContractPage(["/msw/index.js"]);
  // a string, so vitest's transform leaves the page's own dynamic import alone
  await msw.evaluate('import("/page/msw-echo.js").then((echo) => echo.start())');
  targets.msw = {
    page: msw,
    // any origin works: the service worker answers before the network (as MSW_ORIGIN in the Node runner)
    origin: "http://contract.test",
    reset: (delay) => msw.evaluate((ms) => (window as unknown as PageWithRecorder).mswRecorder.reset(ms), delay),
    requests: async () =>
      (
        await msw.evaluate(() =>
          ((window as unknown as PageWithRecorder).mswRecorder.requests as Received[]).map((r) =>
            "unparsable" in r ? r : { ...r, body: Array.from(r.body) },
          ),
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
    ([name, id, origin, drop]) =>
      (window as unknown as { sendScenario: (...args: unknown[]) => Promise<string> }).sendScenario(
        name,
        id,
        origin,
        drop,
      ),
    [client, scenario.id, target.origin, withoutUserAgent] as const,
  );

/** The scenario as the page sends it after `"user-agent": null` (page/contract.js): no core user-agent. */
function dropUserAgent(scenario: Scenario): Scenario {
  if (scenario.expect === null) return scenario;
  const { "user-agent": _dropped, ...headers } = scenario.expect.headers;
  return { ...scenario, expect: { ...scenario.expect, headers } };
}

async function check(
  transport: BrowserTransport,
  client: string,
  scenario: Scenario,
  withoutUserAgent = false,
): Promise<void> {
  const target = targets[transport];
  await target.reset(scenario.serverDelay, scenario.serverTrickle);
  target.page.errors.length = 0;
  const outcome = await send(target, client, scenario, withoutUserAgent);
  const sent = withoutUserAgent ? dropUserAgent(scenario) : scenario;
  const expected = inBrowser(sent, {
    browser: BROWSER,
    transport,
    client,
    pageOrigin: pages.origin,
    userAgent,
    axiosVersion: AXIOS_VERSION,
  });
  await expectScenario(expected, outcome, await target.requests(), BROWSER_IGNORED[BROWSER]);
  // with default options no adapter may make the browser log an error or a warning
  expect(target.page.errors, "console errors and warnings").toEqual([]);
  expect(target.preflights(), "CORS preflights").toEqual(
    transport === "wire" ? expectedPreflights(sent, { browser: BROWSER, client, axiosVersion: AXIOS_VERSION }) : [],
  );
}

for (const transport of TRANSPORTS) {
  for (const { client, unsupported } of CLIENTS) {
    describe(`${client} in ${BROWSER_TITLE} over ${transport}`, () => {
      for (const scenario of SCENARIOS.filter((s) => transport === "wire" || !s.wireOnly)) {
        const entry = unsupported?.[scenario.id];
        if (entry === undefined) it(scenario.title, () => check(transport, client, scenario));
        else
          it(`${scenario.title} [unsupported by ${client} in ${BROWSER_TITLE}: ${entry.reason}]`, () =>
            expectUnsupported(check(transport, client, scenario), entry));
      }
    });
  }
}

describe(`${BROWSER_TITLE} without the core's user-agent ("user-agent": null, as the READMEs show)`, () => {
  const getPlain = SCENARIOS.find((s) => s.id === "get-plain")!;
  it("axios-xhr logs no console error or warning, and the browser sends its own user-agent", () =>
    check("wire", "axios-xhr", getPlain, true));
  it("fetch sends the browser's own user-agent, and a GET with only safelisted headers needs no preflight", () =>
    check("wire", "fetch", getPlain, true));
});
