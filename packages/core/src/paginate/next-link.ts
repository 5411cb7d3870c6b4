/**
 * @module next-link: the next page's URL from a `link` header, and the check every next URL passes
 * before it is requested (docs/rules.md#pagination): the first request's origin, under its base path.
 */
import { fail } from "../errors.ts";

const REL_PARAM = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i;

/**
 * The target of the `rel="next"` link of a `link` header (`rel` may list several types), or
 * `undefined` when there is none. Read by an index scan, each character once (RFC 8288 section 3:
 * link-value = "<" URI-Reference ">" *( OWS ";" OWS link-param )).
 * @example nextLink('<https://api.github.com/x?page=2>; rel="next", <...>; rel="last"') // "https://api.github.com/x?page=2"
 */
export function nextLink(header: string | undefined): string | undefined {
  const text = header ?? "";
  for (let start = text.indexOf("<"); start !== -1; ) {
    const end = text.indexOf(">", start + 1);
    if (end === -1) return undefined;
    const next = text.indexOf("<", end + 1);
    const rel = REL_PARAM.exec(text.slice(end + 1, next === -1 ? undefined : next));
    if (rel !== null && (rel[1] ?? rel[2])!.toLowerCase().split(/\s+/).includes("next"))
      return text.slice(start + 1, end);
    start = next;
  }
  return undefined;
}

const refuse = (problem: string) => fail("ERR_PAGE_LINK_REFUSED", "The next page's URL", problem);

/**
 * `target` resolved against `current` (RFC 8288 section 3.2), checked to stay where the first request
 * went: on `base`'s origin and under its path, with no credentials, no character a URL parser would
 * drop or reread, and no fragment. Anything else throws `ERR_PAGE_LINK_REFUSED`; the message never
 * shows the URL, whose query can hold a token.
 * @example checkedNext("/x?page=2", "https://api.github.com/x", new URL("https://api.github.com")) // "https://api.github.com/x?page=2"
 */
export function checkedNext(target: string, current: string, base: URL): string {
  // a URL parser drops tabs and newlines, trims spaces and controls and reads "\" as "/" (docs/rules.md#base-url)
  if (/[\0-\x20\x7f\\]/.test(target)) throw refuse("holds a space, a control character or a backslash");
  let url: URL;
  try {
    url = new URL(target, current);
  } catch {
    throw refuse("is not a URL");
  }
  if (url.username !== "" || url.password !== "") throw refuse("holds credentials");
  if (url.origin !== base.origin) throw refuse("is on another origin than the first request's");
  if (!isUnder(url, base)) throw refuse("is outside the base URL's path");
  url.hash = "";
  return url.href;
}

/**
 * Whether `url` is at or under `base`'s path, on its origin. The parser has resolved dot segments
 * already, so `/api/v3/../admin` is judged as `/admin`.
 * @example isUnder(new URL("https://h/api/v3/x"), new URL("https://h/api/v3")) // true
 */
export function isUnder(url: URL, base: URL): boolean {
  const path = base.pathname.replace(/\/$/, "");
  return url.origin === base.origin && (url.pathname === path || url.pathname.startsWith(`${path}/`));
}
