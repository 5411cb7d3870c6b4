// What `npm test` needs from the machine, checked before anything runs (scripts/test.mjs), so that a
// missing tool costs one line naming it and how to get it, not a failure minutes in that names
// something else. `.ci/run` asks `node scripts/prerequisites.mjs --apt` which Debian packages to install.
// Plain JS (Node 20 runs it before anything is built); each check is a pure function of a Lookup,
// so packages/contract/test/prerequisites.test.ts can try any machine.
//   node scripts/prerequisites.mjs          one line per missing tool (exit 1), or what was found
//   node scripts/prerequisites.mjs --apt    the Debian packages that would install or upgrade them
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The oldest browsers the suite accepts: the versions test-browser/browser-headers.ts was measured
 * with and the READMEs name (packages/contract/test/doc-figures.test.ts holds them to these).
 */
export const MIN_CHROMIUM = 156;
export const MIN_FIREFOX = 153;

/** Where `npm ci` leaves its record of what it installed. */
export const INSTALLED = fileURLToPath(new URL("../node_modules/.package-lock.json", import.meta.url));

/** Programs the tests run by name from the PATH, with the Debian package that has each and who runs it. */
export const TOOLS = [
  { tool: "sh", apt: "dash", why: "the CLI tests run printed commands through it" },
  { tool: "bash", apt: "bash", why: "the CLI tests run printed curl commands through it" },
  { tool: "zsh", apt: "zsh", why: "packages/cli/test/shells.ts reads the printed curl commands back through it" },
  { tool: "ksh", apt: "ksh", why: "packages/cli/test/shells.ts reads the printed curl commands back through it" },
  {
    tool: "curl",
    apt: "curl",
    why: "packages/cli/test/wire.test.ts and readme-wire.test.ts send the printed curl commands with it",
  },
  { tool: "git", apt: "git", why: "packages/cli/test/bin.test.ts reads the committed bin/endpoint.cjs from the index" },
];

/**
 * @typedef {object} Lookup what the checks may ask of a machine
 * @property {Record<string, string | undefined>} env
 * @property {(name: string) => string | undefined} onPath the full path of `name` on the PATH
 * @property {(path: string) => boolean} exists
 * @property {(path: string) => string | undefined} version what `path --version` prints
 * @property {string | undefined} playwrightChromium where `npx playwright install chromium` puts it
 */

/** @returns {Lookup} this machine */
export function systemLookup() {
  let playwrightChromium;
  try {
    // playwright-core only names the path; absent before `npm ci`
    playwrightChromium = createRequire(import.meta.url)("playwright-core").chromium.executablePath();
  } catch {
    playwrightChromium = undefined;
  }
  return {
    env: process.env,
    onPath(name) {
      for (const dir of (process.env.PATH ?? "").split(delimiter)) {
        const path = join(dir, name);
        if (dir !== "" && existsSync(path)) return path;
      }
      return undefined;
    },
    exists: existsSync,
    version(path) {
      const { stdout, status } = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 30_000 });
      return status === 0 ? stdout.trim() : undefined;
    },
    playwrightChromium,
  };
}

/** The first of `names` on the PATH. */
const firstOnPath = (lookup, names) => names.map((name) => lookup.onPath(name)).find((path) => path !== undefined);

/** Chromium or Chrome: CHROMIUM_PATH, then a system one (Debian's `chromium`, Chrome), then playwright's own download. */
export function findChromium(lookup) {
  if (lookup.env.CHROMIUM_PATH) return { path: lookup.env.CHROMIUM_PATH, from: "CHROMIUM_PATH" };
  const system = firstOnPath(lookup, [
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
    "chrome",
  ]);
  if (system !== undefined) return { path: system, from: "PATH" };
  const downloaded = lookup.playwrightChromium;
  return downloaded !== undefined && lookup.exists(downloaded)
    ? { path: downloaded, from: "npx playwright install chromium" }
    : undefined;
}

/** Firefox: FIREFOX_PATH, then a system one (Debian's `firefox-esr`, `firefox`). */
export function findFirefox(lookup) {
  if (lookup.env.FIREFOX_PATH) return { path: lookup.env.FIREFOX_PATH, from: "FIREFOX_PATH" };
  const system = firstOnPath(lookup, ["firefox-esr", "firefox"]);
  return system === undefined ? undefined : { path: system, from: "PATH" };
}

/** The major version in what `--version` printed ("Chromium 156.0.8078.108 ...", "Mozilla Firefox 153.8.0esr"). */
export const majorVersion = (text) => {
  const match = /\b(\d+)\.\d+/.exec(text ?? "");
  return match === null ? undefined : Number(match[1]);
};

const BROWSERS = [
  {
    name: "Chromium",
    min: MIN_CHROMIUM,
    apt: "chromium",
    variable: "CHROMIUM_PATH",
    find: findChromium,
    get: "`apt-get install chromium`, `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome",
    upgrade: {
      PATH: "`apt-get install chromium` (installs or upgrades Debian's, which is found first), or set CHROMIUM_PATH to a newer one",
      "npx playwright install chromium": "`npx playwright install chromium` again, or `apt-get install chromium`",
    },
  },
  {
    name: "Firefox",
    min: MIN_FIREFOX,
    apt: "firefox-esr",
    variable: "FIREFOX_PATH",
    find: findFirefox,
    get: "`apt-get install firefox-esr`, or set FIREFOX_PATH to a Firefox",
    upgrade: {
      PATH: "`apt-get install firefox-esr` (installs or upgrades Debian's, which is found first), or set FIREFOX_PATH to a newer one",
    },
  },
];

/**
 * What this machine lacks for `npm test`: one entry per missing tool, with the line to print and the
 * Debian package that installs or upgrades it (none where only the user's own setting can help).
 * @param {Lookup} lookup
 * @returns {{ name: string, line: string, apt: string | undefined }[]}
 */
export function checkPrerequisites(lookup) {
  const missing = [];
  if (!lookup.exists(INSTALLED))
    missing.push({
      name: "node_modules",
      line: "npm test needs the dependencies installed: run `npm ci`",
      apt: undefined,
    });
  for (const { tool, apt, why } of TOOLS)
    if (lookup.onPath(tool) === undefined)
      missing.push({
        name: tool,
        line: `npm test needs ${tool}, which is not on the PATH (${why}): \`apt-get install ${apt}\``,
        apt,
      });
  for (const browser of BROWSERS) {
    const needs = `npm test needs ${browser.name} ${browser.min} or later for the browser tests (test-browser/)`;
    const found = browser.find(lookup);
    if (found === undefined) {
      missing.push({ name: browser.name, line: `${needs}, and none was found: ${browser.get}`, apt: browser.apt });
      continue;
    }
    const own = found.from === browser.variable;
    if (own && !lookup.exists(found.path)) {
      missing.push({
        name: browser.name,
        line: `${needs}, and ${browser.variable} names ${found.path}, which does not exist: point it at a ${browser.name}, or unset it`,
        apt: undefined,
      });
      continue;
    }
    const printed = lookup.version(found.path);
    const major = majorVersion(printed);
    // a version that cannot be read is let through: test.mjs prints what it found
    if (major === undefined || major >= browser.min) continue;
    const where = own
      ? `${browser.variable}'s ${found.path}`
      : `${found.path} (${found.from === "PATH" ? "on the PATH" : found.from})`;
    missing.push({
      name: browser.name,
      line: `${needs}, and ${where} is ${major}: ${own ? `point ${browser.variable} at a newer one, or unset it` : browser.upgrade[found.from]}`,
      apt: own ? undefined : browser.apt,
    });
  }
  return missing;
}

/** One line naming the browsers the suite will drive: which binary, which version, found how. */
export function describeBrowsers(lookup) {
  const each = BROWSERS.map((browser) => {
    const found = browser.find(lookup);
    if (found === undefined) return `no ${browser.name}`;
    // "Chromium 156.0.8078.108 built on Debian ...": the name and the version
    const printed = /^.*?\d+(\.\d+)+\S*/.exec(lookup.version(found.path) ?? "")?.[0];
    return `${printed ?? `${browser.name} (version unknown)`} (${found.path}, from ${found.from})`;
  });
  return `browsers: ${each.join("; ")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const lookup = systemLookup();
  const missing = checkPrerequisites(lookup);
  if (process.argv.includes("--apt")) {
    console.log([...new Set(missing.map(({ apt }) => apt).filter(Boolean))].join(" "));
  } else {
    for (const { line } of missing) console.error(line);
    if (missing.length === 0) console.log(`npm test has what it needs. ${describeBrowsers(lookup)}`);
    process.exitCode = missing.length === 0 ? 0 : 1;
  }
}
