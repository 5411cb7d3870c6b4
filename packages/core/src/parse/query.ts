/**
 * @module query: parameters the URL does not use (of a GET or HEAD), or a grouped call's `params.query`
 * (of any method), appended to the URL as if the template ended in `{?a,b}`, or `{&a,b}` when it
 * already has a query (docs/rules.md#query), in the styles a `querySerializer` asks for
 * (docs/rules.md#query-styles) or, with a dialect, in the dialect's (docs/rules.md#any-api).
 */
import { invalidOption } from "../errors.ts";
import type { Merged } from "../merge/merged.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import { expandVariable } from "../template/expand.ts";
import { DEEP_BRACKETS, QUERY_JOINS, encodeQueryReserved, encodeUnreserved } from "../template/percent-encode.ts";
import type { Operator } from "../template/url-template.ts";
import type { QueryStyles } from "../types/options.ts";

const NONE: ReadonlySet<string> = /* @__PURE__ */ new Set();
const FORM: Operator = { first: "?", sep: "&", named: true, ifemp: "=", reserved: false };

/**
 * The `q` parameter's rule, kept from `@octokit/endpoint`: a `+` in a search query stays a literal
 * separator, so `is:open+label:bug` reaches GitHub as two qualifiers.
 */
function searchText(value: string): string {
  // encodeUnreserved writes `+` as %2B, and an input "%2B" as %252B, so only real pluses come back
  const encoded = encodeUnreserved(value, "q");
  return value.includes("+") ? encoded.replaceAll("%2B", "+") : encoded;
}

/** `name=value` pairs of a value, a list or object in the style `styles` asks for; undefined when empty. */
function stylePairs(name: string, value: unknown, styles: QueryStyles | undefined): string | undefined {
  const list = Array.isArray(value);
  const setting = (list ? own(styles, "array") : isPlainObject(value) ? own(styles, "object") : undefined) as
    | object
    | undefined;
  const style = own(setting, "style") ?? "form";
  const explode = own(setting, "explode") === true;
  // the styles are the form operator with another list separator, or object members named name[key]
  const op: Operator =
    styles === undefined
      ? FORM
      : {
          ...FORM,
          reserved: own(styles, "allowReserved") === true,
          join: QUERY_JOINS[style as string] ?? ",",
          deep: style === "deepObject" ? DEEP_BRACKETS : undefined,
        };
  return expandVariable(op, { name, label: encodeUnreserved(name, name), prefix: 0, explode }, value);
}

/** The leftover parameters as `name=value` pairs joined by `&`; names are encoded too. */
function formPairs(
  parameters: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  skip: ReadonlySet<string>,
  styles: QueryStyles | undefined,
): string {
  const encodeText = own(styles, "allowReserved") === true ? encodeQueryReserved : encodeUnreserved;
  let out = "";
  for (const name of keys) {
    // consumed keys (template variables, options) are not even read: each value is read once, where it is used
    if (skip.has(name)) continue;
    const value = parameters[name];
    if (value === undefined) continue;
    // strings and numbers (most parameters) need no list, object or Date handling
    let text: string | undefined;
    if (typeof value === "string") text = name === "q" ? searchText(value) : encodeText(value, name);
    // an integer under 1e21 is written in digits and "-", which need no encoding; 1e+21's "+" does (a space otherwise)
    else if (typeof value === "number" && Number.isFinite(value))
      text = Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value) : encodeUnreserved(String(value), name);
    else {
      const pair = stylePairs(name, value, styles);
      if (pair !== undefined) out = out === "" ? pair : `${out}&${pair}`;
      continue;
    }
    // appended piece by piece (benchmarks/README.md, "Ropes")
    if (out !== "") out += "&";
    out += encodeUnreserved(name, name);
    out += "=";
    out += text;
  }
  return out;
}

/** The query a `querySerializer` function makes of the leftover parameters, without a leading `?`. */
function customQuery(
  parameters: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  skip: ReadonlySet<string>,
  serialize: (query: Record<string, unknown>) => string,
): string {
  const query: Record<string, unknown> = {};
  for (const name of keys) {
    if (skip.has(name)) continue;
    const value = parameters[name];
    if (value !== undefined) setOwn(query, name, value);
  }
  const text = serialize(query);
  if (typeof text !== "string") throw invalidOption("querySerializer()", text, "a string");
  return text.startsWith("?") ? text.slice(1) : text;
}

/**
 * The query of `merged`, without `?`: a grouped call's query parameters, all of them (in the
 * dialect's styles when it has one: the neutral entry's calls are all grouped), else the parameters
 * the template leaves over.
 */
function queryOf({ settings, params, paramKeys, query }: Merged): string {
  const { template, querySerializer, dialect, styles } = settings;
  if (dialect !== undefined) return dialect.query(query as Readonly<Record<string, unknown>>, styles);
  const keys = query === undefined ? paramKeys : Object.keys(query);
  const skip = query === undefined ? template.consumed : NONE;
  const source = query ?? params;
  return typeof querySerializer === "function"
    ? customQuery(source, keys, skip, querySerializer)
    : formPairs(source, keys, skip, querySerializer);
}

/**
 * Appends the parameters that the template of `merged` (expanded to `url`) leaves over as a query,
 * before any `#fragment`.
 * @example appendQuery("https://api.github.com/x?a=1", merged) // "https://api.github.com/x?a=1&b=1,2" for { b: [1, 2] }
 */
export function appendQuery(url: string, merged: Merged): string {
  const { template } = merged.settings;
  const query = queryOf(merged);
  if (query === "") return url;
  // the usual case: nothing to read in the URL just built (benchmarks/README.md, "Ropes")
  if (template.queryFree) return `${url}?${query}`;
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const last = path[path.length - 1];
  const separator = !path.includes("?") ? "?" : last === "?" || last === "&" ? "" : "&";
  return path + separator + query + fragment;
}
