import type { FoundBrowser } from "../scripts/prerequisites.mjs";

export type { FoundBrowser };
export function findChromium(): FoundBrowser | undefined;
export function findFirefox(): FoundBrowser | undefined;
