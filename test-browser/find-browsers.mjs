// Where the browser suite finds its browsers, the way a contributor has them; plain JS, so that
// scripts/test.mjs (Node 20, no TypeScript) can check for them before anything runs.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "playwright-core";

/** The first of `names` found on PATH, as a full path. */
function onPath(names) {
  for (const name of names)
    for (const dir of (process.env.PATH ?? "").split(delimiter)) {
      const path = join(dir, name);
      if (dir !== "" && existsSync(path)) return path;
    }
  return undefined;
}

/** Chromium or Chrome: CHROMIUM_PATH, then a system one (Debian's `chromium`, Chrome), then playwright's own download. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, from: "CHROMIUM_PATH" };
  const system = onPath(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]);
  if (system !== undefined) return { path: system, from: "PATH" };
  // where `npx playwright install chromium` puts it (playwright-core only names the path)
  const downloaded = chromium.executablePath();
  return existsSync(downloaded) ? { path: downloaded, from: "npx playwright install chromium" } : undefined;
}

/** Firefox: FIREFOX_PATH, then a system one (Debian's `firefox-esr`, `firefox`). */
export function findFirefox() {
  if (process.env.FIREFOX_PATH) return { path: process.env.FIREFOX_PATH, from: "FIREFOX_PATH" };
  const system = onPath(["firefox-esr", "firefox"]);
  return system === undefined ? undefined : { path: system, from: "PATH" };
}

/** One line naming what to run when a browser is missing, or undefined when both are there. */
export function missingBrowsers() {
  const chromium = findChromium() === undefined;
  const firefox = findFirefox() === undefined;
  if (!chromium && !firefox) return undefined;
  const none = [chromium && "no Chromium", firefox && "no Firefox"].filter(Boolean).join(" and ");
  const run = [
    chromium && "`npx playwright install chromium` (or `apt-get install chromium`, or set CHROMIUM_PATH)",
    firefox && "`apt-get install firefox-esr` (or set FIREFOX_PATH)",
  ].filter(Boolean);
  return `npm test: ${none} for the browser tests (test-browser/); run ${run.join(" and ")}`;
}
