// Where the browser suite finds its browsers, the way a contributor has them: scripts/prerequisites.mjs
// decides it, so that npm test's check before anything runs and browser.ts's launch find the same ones.
import { findChromium as chromiumOn, findFirefox as firefoxOn, systemLookup } from "../scripts/prerequisites.mjs";

/** Chromium or Chrome: CHROMIUM_PATH, then a system one (Debian's `chromium`, Chrome), then playwright's own download. */
export const findChromium = () => chromiumOn(systemLookup());

/** Firefox: FIREFOX_PATH, then a system one (Debian's `firefox-esr`, `firefox`). */
export const findFirefox = () => firefoxOn(systemLookup());
