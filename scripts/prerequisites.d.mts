/** Types for prerequisites.mjs, which scripts/test.mjs runs and packages/contract/test/prerequisites.test.ts checks. */

/** What the checks may ask of a machine. */
export interface Lookup {
  env: Record<string, string | undefined>;
  /** The full path of `name` on the PATH. */
  onPath(name: string): string | undefined;
  exists(path: string): boolean;
  /** What `path --version` prints, or undefined when it fails. */
  version(path: string): string | undefined;
  /** Where `npx playwright install chromium` puts it. */
  playwrightChromium: string | undefined;
}

/** A browser executable and how it was found (an environment variable, PATH, or playwright's download). */
export interface FoundBrowser {
  path: string;
  from: string;
}

/** A missing tool: the line npm test prints, and the Debian package that installs or upgrades it. */
export interface Missing {
  name: string;
  line: string;
  apt: string | undefined;
}

export const MIN_CHROMIUM: number;
export const MIN_FIREFOX: number;
export const INSTALLED: string;
export const TOOLS: readonly { tool: string; apt: string; why: string }[];
export function systemLookup(): Lookup;
export function findChromium(lookup: Lookup): FoundBrowser | undefined;
export function findFirefox(lookup: Lookup): FoundBrowser | undefined;
export function majorVersion(text: string | undefined): number | undefined;
export function checkPrerequisites(lookup: Lookup): Missing[];
export function describeBrowsers(lookup: Lookup): string;
