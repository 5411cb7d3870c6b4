/**
 * @module browser-headers: what Chromium and Firefox do to the headers of a request a page sends to
 * another origin, written down by name so the browser contract test asserts it on purpose (the core
 * README's "Browsers" section says the same to users). Measured with Debian's Chromium 156 and
 * Firefox ESR 153.
 */
import type { Scenario } from "@scope/endpoint-contract";
import type { BrowserName } from "./browser.ts";

/** Added by the browser with values that depend on its build and the user's settings: compared by name only as absent from expectations. */
export const BROWSER_IGNORED: Record<BrowserName, readonly string[]> = {
  chromium: [
    "accept-encoding", // "gzip, deflate, br, zstd"
    "accept-language", // the user's languages
    "sec-ch-ua", // client hints: brand and version
    "sec-ch-ua-mobile",
    "sec-ch-ua-platform",
  ],
  firefox: [
    "accept-encoding", // "gzip, deflate, br, zstd"
    "accept-language", // the user's languages
  ],
};

/** "wire": the loopback echo on another origin (CORS); "msw": MSW's service worker in the page. */
export type BrowserTransport = "wire" | "msw";

/** Who sends, and from where. */
export interface BrowserContext {
  browser: BrowserName;
  transport: BrowserTransport;
  /** "fetch", "ky", "axios-xhr" or "axios-fetch". */
  client: string;
  pageOrigin: string;
  /** `navigator.userAgent` of the page. */
  userAgent: string;
  /** The version of the axios the page loads: its fetch adapter names it in a user-agent of its own. */
  axiosVersion: string;
}

const CONDITIONAL = new Set(["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range"]);

/**
 * The `user-agent` the page's request leaves with, or undefined where the browser puts its own (on the
 * wire; under MSW there is none). Chromium drops any a page sets (crbug.com/571722), though the Fetch
 * standard allows it. Firefox sends it: the core's through fetch and ky, none through axios's XHR (the
 * axios adapter leaves it out in a browser, where Chromium's XHR would log an error for it), and
 * axios's own `axios/<version>` through axios's fetch adapter, which adds one when the request has none.
 */
export function pageUserAgent(
  scenario: Scenario,
  { browser, client, axiosVersion }: Pick<BrowserContext, "browser" | "client" | "axiosVersion">,
): string | undefined {
  if (browser === "chromium" || client === "axios-xhr") return undefined;
  if (client === "axios-fetch") return `axios/${axiosVersion}`;
  return scenario.expect?.headers["user-agent"];
}

/**
 * The scenario's expectation as it arrives from a page on `pageOrigin`:
 * - `user-agent` as `pageUserAgent` says;
 * - a string body sent with no content-type (`bareString`) is labelled `text/plain;charset=UTF-8`
 *   by fetch and XHR alike;
 * - on "wire", `origin`, `referer` (the page's origin, policy strict-origin-when-cross-origin) and the
 *   fetch metadata headers are added to every cross-origin request, with exactly these values.
 *   Chromium adds `cache-control: max-age=0` when the page sets a conditional header (`if-none-match`,
 *   ...), as the Fetch standard's "no-store" rule wants (Node's fetch adds `cache-control: no-cache`
 *   and `pragma: no-cache` instead). Firefox's Fetch API (not its XHR) adds `cache-control: no-cache`
 *   and `pragma: no-cache` then, and `priority: u=4` (RFC 9218) to every request;
 * - with XMLHttpRequest in Chromium (`client` "axios-xhr"), on both transports, a `charset=utf-8` in
 *   the content-type of a string body (JSON text, raw text) arrives as `charset=UTF-8`: Chromium's
 *   `send(string)` rewrites any charset to "UTF-8", where the XHR standard leaves a case-insensitive
 *   match alone, as Firefox does. Same meaning (RFC 9110 8.3.2: charset names are case-insensitive),
 *   other bytes.
 */
export function inBrowser(scenario: Scenario, context: BrowserContext): Scenario {
  if (scenario.expect === null) return scenario;
  const { browser, transport, client, pageOrigin, userAgent } = context;
  const { "user-agent": _pageValue, ...headers } = scenario.expect.headers;
  const sent = pageUserAgent(scenario, context);
  if (sent !== undefined) headers["user-agent"] = sent;
  if (transport === "wire") {
    headers["user-agent"] ??= userAgent;
    Object.assign(headers, {
      origin: pageOrigin,
      referer: `${pageOrigin}/`,
      // the page and the echo are both 127.0.0.1, on two ports: same site, other origin
      "sec-fetch-site": "same-site",
      "sec-fetch-mode": "cors",
      "sec-fetch-dest": "empty",
    });
    const conditional = Object.keys(headers).some((name) => CONDITIONAL.has(name));
    if (browser === "chromium" && conditional) headers["cache-control"] = "max-age=0";
    // Firefox's Fetch API adds these; its XHR does not
    if (browser === "firefox" && client !== "axios-xhr") {
      headers.priority = "u=4";
      if (conditional) Object.assign(headers, { "cache-control": "no-cache", pragma: "no-cache" });
    }
  }
  if (scenario.bareString) headers["content-type"] ??= "text/plain;charset=UTF-8";
  const type = headers["content-type"];
  if (browser === "chromium" && client === "axios-xhr" && type !== undefined)
    headers["content-type"] = type.replace(/;\s*charset=utf-8$/, "; charset=UTF-8");
  return { ...scenario, expect: { ...scenario.expect, headers } };
}

// Fetch standard, "CORS-safelisted method" and "CORS-safelisted request-header" (values here are short and plain)
const SAFELISTED_METHODS = new Set(["GET", "HEAD", "POST"]);
const SAFELISTED_HEADERS = new Set(["accept", "accept-language", "content-language", "content-type"]);
const SAFELISTED_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

/**
 * The CORS preflight the browser sends before a scenario's request to another origin, as the wire echo
 * records it (`"<method> <path> [<request headers>]"`), or none: a method other than GET, HEAD and POST,
 * or a header outside the safelist (`authorization`, `if-none-match`, `x-*`, a content-type other than
 * form, multipart or text), needs the server's permission first. `user-agent` is such a header where
 * the page sends one (`pageUserAgent`: Firefox): there every request is preflighted unless the page
 * drops the core's (`"user-agent": null`).
 */
export function expectedPreflights(
  scenario: Scenario,
  context: Pick<BrowserContext, "browser" | "client" | "axiosVersion">,
): string[] {
  if (scenario.expect === null) return [];
  const { method, path, headers } = scenario.expect;
  const { "user-agent": _pageValue, ...sent } = headers;
  if (pageUserAgent(scenario, context) !== undefined) sent["user-agent"] = "";
  const unsafe = Object.entries(sent)
    .filter(([name, value]) => {
      if (name === "content-type") return !SAFELISTED_TYPES.has(value.split(";")[0]!.trim().toLowerCase());
      return !SAFELISTED_HEADERS.has(name);
    })
    .map(([name]) => name)
    .sort();
  return SAFELISTED_METHODS.has(method) && unsafe.length === 0 ? [] : [`${method} ${path} [${unsafe.join(",")}]`];
}
