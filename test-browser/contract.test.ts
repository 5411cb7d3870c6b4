/**
 * The contract scenarios a browser can send, sent from Chromium through fetch, ky and axios (XHR and
 * fetch adapters) with the BUILT adapters, to the loopback wire echo on another origin (CORS), and
 * checked against the same expectations as in Node, with Chromium's own header changes applied by name
 * (./chromium-headers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { expectScenario, Recorder, SCENARIOS, startWireServer, type LoopbackServer, type Scenario } from "@scope/endpoint-contract";
import { launchChromium, modulePage, openPage, startStaticServer, type StaticServer } from "./browser.ts";
import { CHROMIUM_IGNORED, expectedConsoleErrors, inChromium } from "./chromium-headers.ts";

interface BrowserClient {
  /** Key of the page's CLIENTS table (page/contract.js). */
  client: string;
  /** As in the Node runner: scenario id -> why this client cannot carry it in Chromium; such scenarios must fail. */
  unsupported?: Record<string, string>;
}

const CLIENTS: BrowserClient[] = [{ client: "fetch" }, { client: "ky" }, { client: "axios-xhr" }, { client: "axios-fetch" }];

/** packages/contract/src/scenarios.ts as one browser module; the core stays a bare import for the import map. */
async function scenariosModule(): Promise<string> {
  const entry = fileURLToPath(new URL("../packages/contract/src/scenarios.ts", import.meta.url));
  const { outputFiles } = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "browser", target: "es2022", external: ["@scope/endpoint-core"], write: false, logLevel: "silent" });
  return outputFiles[0]!.text;
}

const recorder = new Recorder();
let browser: Browser;
let pages: StaticServer;
let wire: LoopbackServer;
let page: Page;
let errors: string[];
let userAgent: string;

beforeAll(async () => {
  const html = modulePage({ src: "/page/contract.js" });
  [browser, pages, wire] = await Promise.all([
    launchChromium(),
    scenariosModule().then((code) => startStaticServer({ "/": html, "/scenarios.js": code })),
    startWireServer(recorder, { cors: true }),
  ]);
  ({ page, errors } = await openPage(browser));
  await page.goto(`${pages.origin}/`);
  await page.waitForFunction(() => (window as { ready?: boolean }).ready === true, undefined, { timeout: 5_000 }).catch(() => undefined);
  expect(errors, "the contract page loads cleanly").toEqual([]);
  userAgent = await page.evaluate(() => navigator.userAgent);
});
afterAll(async () => {
  await Promise.all([browser?.close(), pages?.close(), wire?.close()]);
});

const send = (client: string, scenario: Scenario, withoutUserAgent = false): Promise<string> =>
  page.evaluate(
    ([name, id, origin, drop]) => (window as unknown as { sendScenario: (...args: unknown[]) => Promise<string> }).sendScenario(name, id, origin, drop),
    [client, scenario.id, wire.origin, withoutUserAgent] as const,
  );

async function check(client: string, scenario: Scenario): Promise<void> {
  recorder.reset(scenario.serverDelay);
  errors.length = 0;
  const outcome = await send(client, scenario);
  await expectScenario(inChromium(scenario, pages.origin, userAgent, client), outcome, recorder.requests, CHROMIUM_IGNORED);
  expect(errors, "console errors").toEqual(expectedConsoleErrors(client, scenario));
}

for (const { client, unsupported } of CLIENTS) {
  describe(`${client} in Chromium over wire (CORS)`, () => {
    for (const scenario of SCENARIOS) {
      const reason = unsupported?.[scenario.id];
      if (reason === undefined) it(scenario.title, () => check(client, scenario));
      else
        it(`${scenario.title} [unsupported by ${client} in Chromium: ${reason}]`, async () => {
          await expect(check(client, scenario), "now passes: remove it from `unsupported`").rejects.toThrow();
        });
    }
  });
}

describe("axios-xhr in Chromium without the core's user-agent", () => {
  it("logs no console error, and Chromium sends its own user-agent anyway", async () => {
    const scenario = SCENARIOS.find((s) => s.id === "get-plain")!;
    recorder.reset();
    errors.length = 0;
    const outcome = await send("axios-xhr", scenario, true);
    await expectScenario(inChromium(scenario, pages.origin, userAgent, "axios-xhr"), outcome, recorder.requests, CHROMIUM_IGNORED);
    expect(errors).toEqual([]);
  });
});
