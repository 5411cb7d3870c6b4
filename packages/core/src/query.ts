/**
 * @module query: parameters the URL does not use, appended to a GET or HEAD URL as if the
 * template ended in `{?a,b}`, or `{&a,b}` when it already has a query (CONTRACT.md "Consumed parameters").
 */
import { expandVariable } from "./expand.ts";
import { encodeUnreserved } from "./percent-encode.ts";
import { OPERATORS, type Operator } from "./url-template.ts";

const FORM = OPERATORS["?"] as Operator;

/**
 * The reference's `q` rule (R24): a `+` in a search query stays a literal separator, so
 * `is:open+label:bug` reaches GitHub as two qualifiers.
 */
function searchQuery(value: string): string {
  return `q=${value.split("+").map(encodeUnreserved).join("+")}`;
}

/** `name=value` pairs of `parameters`, joined by `&`; names are encoded too, unlike the reference's. */
function formPairs(parameters: Record<string, unknown>, keys: readonly string[]): string {
  let out = "";
  for (const name of keys) {
    const value = parameters[name];
    const label = encodeUnreserved(name);
    // strings and numbers (most parameters) need no list, object or Date handling
    const pair =
      typeof value === "string"
        ? name === "q"
          ? searchQuery(value)
          : `${label}=${encodeUnreserved(value)}`
        : typeof value === "number"
          ? `${label}=${encodeUnreserved(String(value))}`
          : expandVariable(FORM, { name, label, prefix: 0, explode: false }, value);
    if (pair !== undefined) out += (out === "" ? "" : "&") + pair;
  }
  return out;
}

/**
 * Appends the `keys` of `parameters` to `url` as a query, before any `#fragment`.
 * @example appendQuery("https://api.github.com/x?a=1", { b: [1, 2] }, ["b"]) // "https://api.github.com/x?a=1&b=1,2"
 */
export function appendQuery(url: string, parameters: Record<string, unknown>, keys: readonly string[]): string {
  const query = formPairs(parameters, keys);
  if (query === "") return url;
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const last = path[path.length - 1];
  const separator = !path.includes("?") ? "?" : last === "?" || last === "&" ? "" : "&";
  return path + separator + query + fragment;
}
