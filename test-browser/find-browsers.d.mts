/** A browser executable and how it was found (an environment variable, PATH, or playwright's download). */
export interface FoundBrowser {
  path: string;
  from: string;
}
export function findChromium(): FoundBrowser | undefined;
export function findFirefox(): FoundBrowser | undefined;
export function missingBrowsers(): string | undefined;
