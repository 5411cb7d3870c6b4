import { describe, expect, it } from "vitest";
import {
  checkPrerequisites,
  describeBrowsers,
  INSTALLED,
  type Lookup,
  MIN_CHROMIUM,
  MIN_FIREFOX,
  TOOLS,
} from "../../../scripts/prerequisites.mjs";

// scripts/prerequisites.mjs, the check npm test runs before anything else, on machines made up here:
// what is on the PATH, which files exist, what `--version` prints. Nothing on this machine is asked.

interface Machine {
  /** Program name to its full path. */
  path?: Record<string, string>;
  /** Files that exist beyond those on the PATH. */
  files?: string[];
  /** Full path to what its `--version` prints. */
  versions?: Record<string, string>;
  env?: Record<string, string>;
  playwrightChromium?: string;
}

function lookup({ path = {}, files = [], versions = {}, env = {}, playwrightChromium }: Machine): Lookup {
  const existing = new Set([...Object.values(path), ...files]);
  return {
    env,
    onPath: (name) => path[name],
    exists: (file) => existing.has(file),
    version: (file) => versions[file],
    playwrightChromium,
  };
}

/** A Debian machine with everything npm test needs. */
const DEBIAN: Machine = {
  path: {
    sh: "/usr/bin/sh",
    bash: "/usr/bin/bash",
    zsh: "/usr/bin/zsh",
    ksh: "/usr/bin/ksh",
    curl: "/usr/bin/curl",
    git: "/usr/bin/git",
    chromium: "/usr/bin/chromium",
    "firefox-esr": "/usr/bin/firefox-esr",
  },
  files: [INSTALLED],
  versions: {
    "/usr/bin/chromium": `Chromium ${MIN_CHROMIUM}.0.8078.108 built on Debian GNU/Linux 12 (bookworm)`,
    "/usr/bin/firefox-esr": `Mozilla Firefox ${MIN_FIREFOX}.8.0esr`,
  },
};

const without = (machine: Machine, ...names: string[]): Machine => ({
  ...machine,
  path: Object.fromEntries(Object.entries(machine.path ?? {}).filter(([name]) => !names.includes(name))),
});

describe("scripts/prerequisites.mjs", () => {
  it("finds nothing missing on a machine with every tool, and names the browsers it found", () => {
    expect(checkPrerequisites(lookup(DEBIAN))).toStrictEqual([]);
    expect(describeBrowsers(lookup(DEBIAN))).toBe(
      `browsers: Chromium ${MIN_CHROMIUM}.0.8078.108 (/usr/bin/chromium, from PATH); ` +
        `Mozilla Firefox ${MIN_FIREFOX}.8.0esr (/usr/bin/firefox-esr, from PATH)`,
    );
  });

  it.each(["ksh", "zsh", "curl", "git", "bash", "sh"])(
    "names %s, what needs it and its Debian package in one line when it is not on the PATH",
    (tool) => {
      const missing = checkPrerequisites(lookup(without(DEBIAN, tool)));
      const { apt, why } = TOOLS.find((entry) => entry.tool === tool)!;
      expect(missing).toStrictEqual([
        {
          name: tool,
          line: `npm test needs ${tool}, which is not on the PATH (${why}): \`apt-get install ${apt}\``,
          apt,
        },
      ]);
      expect(missing[0]!.line).not.toContain("\n");
    },
  );

  it("names each missing tool on a line of its own, and the Debian packages that install them", () => {
    const bare = without(DEBIAN, "ksh", "zsh", "curl", "chromium", "firefox-esr");
    const missing = checkPrerequisites(lookup(bare));
    expect(missing.map(({ name }) => name)).toStrictEqual(["zsh", "ksh", "curl", "Chromium", "Firefox"]);
    expect(missing.map(({ apt }) => apt)).toStrictEqual(["zsh", "ksh", "curl", "chromium", "firefox-esr"]);
    expect(missing[3]!.line).toBe(
      `npm test needs Chromium ${MIN_CHROMIUM} or later for the browser tests (test-browser/), and none was found: ` +
        "`apt-get install chromium`, `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome",
    );
    expect(missing[4]!.line).toBe(
      `npm test needs Firefox ${MIN_FIREFOX} or later for the browser tests (test-browser/), and none was found: ` +
        "`apt-get install firefox-esr`, or set FIREFOX_PATH to a Firefox",
    );
  });

  it("says to run npm ci before anything else is missing", () => {
    expect(checkPrerequisites(lookup({ ...DEBIAN, files: [] }))).toStrictEqual([
      { name: "node_modules", line: "npm test needs the dependencies installed: run `npm ci`", apt: undefined },
    ]);
  });

  it("refuses a Chromium older than the READMEs name, and has apt upgrade Debian's", () => {
    const old = {
      ...DEBIAN,
      versions: { ...DEBIAN.versions, "/usr/bin/chromium": "Chromium 150.0.7871.3 built on Debian" },
    };
    expect(checkPrerequisites(lookup(old))).toStrictEqual([
      {
        name: "Chromium",
        line:
          `npm test needs Chromium ${MIN_CHROMIUM} or later for the browser tests (test-browser/), and /usr/bin/chromium ` +
          "(on the PATH) is 150: `apt-get install chromium` (installs or upgrades Debian's, which is found first), " +
          "or set CHROMIUM_PATH to a newer one",
        apt: "chromium",
      },
    ]);
    // Chrome found instead: Debian's chromium, once installed, comes first
    const chrome = {
      ...without(DEBIAN, "chromium"),
      path: { ...without(DEBIAN, "chromium").path, "google-chrome": "/opt/google/chrome/google-chrome" },
      versions: { ...DEBIAN.versions, "/opt/google/chrome/google-chrome": "Google Chrome 149.0.7000.1" },
    };
    expect(checkPrerequisites(lookup(chrome)).map(({ apt }) => apt)).toStrictEqual(["chromium"]);
  });

  it("refuses an old Firefox, and takes one at the minimum or newer", () => {
    const firefox = (version: string) => ({
      ...DEBIAN,
      versions: { ...DEBIAN.versions, "/usr/bin/firefox-esr": `Mozilla Firefox ${version}` },
    });
    expect(checkPrerequisites(lookup(firefox("140.9.0esr"))).map(({ name, apt }) => [name, apt])).toStrictEqual([
      ["Firefox", "firefox-esr"],
    ]);
    expect(checkPrerequisites(lookup(firefox(`${MIN_FIREFOX + 1}.0`)))).toStrictEqual([]);
  });

  it("takes CHROMIUM_PATH and FIREFOX_PATH over the PATH, and leaves them to the user when they fail", () => {
    const own = {
      ...without(DEBIAN, "chromium", "firefox-esr"),
      env: { CHROMIUM_PATH: "/opt/chromium/chrome", FIREFOX_PATH: "/opt/firefox/firefox" },
      files: [INSTALLED, "/opt/chromium/chrome"],
      versions: { "/opt/chromium/chrome": "Chromium 150.0.1" },
    };
    const missing = checkPrerequisites(lookup(own));
    expect(missing).toStrictEqual([
      {
        name: "Chromium",
        line:
          `npm test needs Chromium ${MIN_CHROMIUM} or later for the browser tests (test-browser/), and CHROMIUM_PATH's ` +
          "/opt/chromium/chrome is 150: point CHROMIUM_PATH at a newer one, or unset it",
        apt: undefined,
      },
      {
        name: "Firefox",
        line:
          `npm test needs Firefox ${MIN_FIREFOX} or later for the browser tests (test-browser/), and FIREFOX_PATH names ` +
          "/opt/firefox/firefox, which does not exist: point it at a Firefox, or unset it",
        apt: undefined,
      },
    ]);
    const fine = { ...own, versions: { "/opt/chromium/chrome": `Chromium ${MIN_CHROMIUM + 3}.0.1` } };
    expect(checkPrerequisites(lookup({ ...fine, files: [...own.files, "/opt/firefox/firefox"] }))).toStrictEqual([]);
  });

  it("takes playwright's own Chromium where no system one is on the PATH", () => {
    const download = "/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
    const machine = {
      ...without(DEBIAN, "chromium"),
      playwrightChromium: download,
      files: [INSTALLED, download],
      versions: { ...DEBIAN.versions, [download]: "Google Chrome for Testing 159.0.8154.6" },
    };
    expect(checkPrerequisites(lookup(machine))).toStrictEqual([]);
    expect(describeBrowsers(lookup(machine))).toContain(
      `Google Chrome for Testing 159.0.8154.6 (${download}, from npx playwright install chromium)`,
    );
    // named but not downloaded: none found
    expect(checkPrerequisites(lookup({ ...machine, files: [INSTALLED] })).map(({ name }) => name)).toStrictEqual([
      "Chromium",
    ]);
  });

  it("lets a browser through whose version it cannot read", () => {
    const unreadable = { ...DEBIAN, versions: {} };
    expect(checkPrerequisites(lookup(unreadable))).toStrictEqual([]);
    expect(describeBrowsers(lookup(unreadable))).toBe(
      "browsers: Chromium (version unknown) (/usr/bin/chromium, from PATH); Firefox (version unknown) (/usr/bin/firefox-esr, from PATH)",
    );
  });
});
