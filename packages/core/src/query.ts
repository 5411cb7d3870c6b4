/**
 * @module query: parameters the URL does not use, appended to a GET or HEAD URL as if the
 * template ended in `{?a,b}`, or `{&a,b}` when it already has a query (CONTRACT.md "Consumed parameters").
 */
import { expandVariable } from "./expand.ts";
import { isLeftover, type RouteTemplate } from "./route-template.ts";
import { encodeUnreserved } from "./percent-encode.ts";
import { OPERATORS, type Operator } from "./url-template.ts";

const FORM = OPERATORS["?"] as Operator;

/**
 * The reference's `q` rule (R24): a `+` in a search query stays a literal separator, so
 * `is:open+label:bug` reaches GitHub as two qualifiers.
 */
function searchText(value: string): string {
  // encodeUnreserved writes `+` as %2B, and an input "%2B" as %252B, so only real pluses come back
  const encoded = encodeUnreserved(value);
  return value.includes("+") ? encoded.replaceAll("%2B", "+") : encoded;
}

/** `name=value` pairs of the leftover parameters, joined by `&`; names are encoded too, unlike the reference's. */
function formPairs(parameters: Readonly<Record<string, unknown>>, keys: readonly string[], template: RouteTemplate): string {
  let out = "";
  for (const name of keys) {
    const value = parameters[name];
    if (!isLeftover(template, name, value)) continue;
    // strings and numbers (most parameters) need no list, object or Date handling
    let text: string | undefined;
    if (typeof value === "string") text = name === "q" ? searchText(value) : encodeUnreserved(value);
    else if (typeof value === "number") text = encodeUnreserved(String(value));
    else {
      const pair = expandVariable(FORM, { name, label: encodeUnreserved(name), prefix: 0, explode: false }, value);
      if (pair !== undefined) out = out === "" ? pair : `${out}&${pair}`;
      continue;
    }
    // appended piece by piece: each step links two strings, where a "name=value" pair made first would be copied
    if (out !== "") out += "&";
    out += encodeUnreserved(name);
    out += "=";
    out += text;
  }
  return out;
}

/**
 * Appends the parameters that `template` (expanded to `url`) leaves over as a query, before any `#fragment`.
 * @example appendQuery("https://api.github.com/x?a=1", compileRouteTemplate("/x?a=1"), { b: [1, 2] }) // "https://api.github.com/x?a=1&b=1,2"
 */
export function appendQuery(
  url: string,
  template: RouteTemplate,
  parameters: Readonly<Record<string, unknown>>,
  keys: readonly string[] = Object.keys(parameters),
): string {
  const query = formPairs(parameters, keys, template);
  if (query === "") return url;
  // the usual case: nothing to read in the URL just built, which would make V8 flatten it
  if (template.queryFree) return `${url}?${query}`;
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const last = path[path.length - 1];
  const separator = !path.includes("?") ? "?" : last === "?" || last === "&" ? "" : "&";
  return path + separator + query + fragment;
}
