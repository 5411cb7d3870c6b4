/**
 * @module chromium-headers: what Chromium does to the headers of a request a page sends to another
 * origin, written down by name so the browser contract test asserts it on purpose (the fetch README
 * "Browsers" section says the same to users). Measured with Debian's Chromium 156.
 */
import type { Scenario } from "@scope/endpoint-contract";

/** Added by Chromium with values that depend on its build and the user's settings: compared by name only as absent from expectations. */
export const CHROMIUM_IGNORED: readonly string[] = [
  "accept-encoding", // "gzip, deflate, br, zstd"
  "accept-language", // the user's languages
  "sec-ch-ua", // client hints: brand and version
  "sec-ch-ua-mobile",
  "sec-ch-ua-platform",
];

/** "wire": the loopback echo on another origin (CORS); "msw": MSW's service worker in the page. */
export type BrowserTransport = "wire" | "msw";

/** Who sends, and from where. */
export interface ChromiumContext {
  transport: BrowserTransport;
  /** "fetch", "ky", "axios-xhr" or "axios-fetch". */
  client: string;
  pageOrigin: string;
  /** `navigator.userAgent` of the page. */
  userAgent: string;
}

const CONDITIONAL = new Set(["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range"]);

/**
 * The scenario's expectation as it arrives from a Chromium page on `pageOrigin`:
 * - `user-agent` is Chromium's own: the Fetch standard lets a page set it, Chromium does not
 *   (crbug.com/571722); fetch drops the page's value silently, and the axios adapter leaves it out in
 *   a browser, where XHR would log an error for it. On "msw" the service worker sees the request
 *   before the network layer: no user-agent at all;
 * - a string body sent with no content-type (`bareString`) is labelled `text/plain;charset=UTF-8`
 *   by fetch and XHR alike;
 * - on "wire", `origin`, `referer` (the page's origin, policy strict-origin-when-cross-origin) and the
 *   fetch metadata headers are added to every cross-origin request, with exactly these values, and
 *   `cache-control: max-age=0` when the page sets a conditional header (`if-none-match`, ...): Chromium
 *   then revalidates, as the Fetch standard's "no-store" rule wants (Node's fetch adds
 *   `cache-control: no-cache` and `pragma: no-cache` instead);
 * - with XMLHttpRequest (`client` "axios-xhr"), on both transports, a `charset=utf-8` in the content-type
 *   of a string body (JSON text, raw text) arrives as `charset=UTF-8`: Chromium's `send(string)` rewrites
 *   any charset to "UTF-8", where the XHR standard leaves a case-insensitive match alone. Same meaning
 *   (RFC 9110 8.3.2: charset names are case-insensitive), other bytes.
 */
export function inChromium(scenario: Scenario, { transport, client, pageOrigin, userAgent }: ChromiumContext): Scenario {
  if (scenario.expect === null) return scenario;
  const { "user-agent": _pageValue, ...headers } = scenario.expect.headers;
  if (transport === "wire") {
    Object.assign(headers, {
      "user-agent": userAgent,
      origin: pageOrigin,
      referer: `${pageOrigin}/`,
      // the page and the echo are both 127.0.0.1, on two ports: same site, other origin
      "sec-fetch-site": "same-site",
      "sec-fetch-mode": "cors",
      "sec-fetch-dest": "empty",
    });
    if (Object.keys(headers).some((name) => CONDITIONAL.has(name))) headers["cache-control"] = "max-age=0";
  }
  if (scenario.bareString) headers["content-type"] ??= "text/plain;charset=UTF-8";
  const type = headers["content-type"];
  if (client === "axios-xhr" && type !== undefined) headers["content-type"] = type.replace(/;\s*charset=utf-8$/, "; charset=UTF-8");
  return { ...scenario, expect: { ...scenario.expect, headers } };
}

// Fetch standard, "CORS-safelisted method" and "CORS-safelisted request-header" (values here are short and plain)
const SAFELISTED_METHODS = new Set(["GET", "HEAD", "POST"]);
const SAFELISTED_HEADERS = new Set(["accept", "accept-language", "content-language", "content-type"]);
const SAFELISTED_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

/**
 * The CORS preflight Chromium sends before a scenario's request to another origin, as the wire echo
 * records it (`"<method> <path> [<request headers>]"`), or none: a method other than GET, HEAD and POST,
 * or a header outside the safelist (`authorization`, `if-none-match`, `x-*`, a content-type other than
 * form, multipart or text), needs the server's permission first. The page's `user-agent` never counts:
 * Chromium drops it before.
 */
export function expectedPreflights(scenario: Scenario): string[] {
  if (scenario.expect === null) return [];
  const { method, path, headers } = scenario.expect;
  const unsafe = Object.entries(headers)
    .filter(([name, value]) => {
      if (name === "user-agent") return false;
      if (name === "content-type") return !SAFELISTED_TYPES.has(value.split(";")[0]!.trim().toLowerCase());
      return !SAFELISTED_HEADERS.has(name);
    })
    .map(([name]) => name)
    .sort();
  return SAFELISTED_METHODS.has(method) && unsafe.length === 0 ? [] : [`${method} ${path} [${unsafe.join(",")}]`];
}
