/**
 * @module query: GitHub's query (docs/rules.md#query): the parameters a flat call's template leaves
 * over (of a GET or HEAD), or a grouped call's `params.query` (of any method), written as if the
 * template ended in `{?a,b}`, in the styles a `querySerializer` asks for (docs/rules.md#query-styles).
 */
import { invalidOption } from "../errors.ts";
import type { Merged } from "../dialect.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import { expandVariable } from "../template/expand.ts";
import { type StyleName, styleOperator } from "../template/param-styles.ts";
import { encodeQueryReserved, encodeUnreserved } from "../template/percent-encode.ts";
import type { QueryStyles } from "../types/options.ts";

const NONE: ReadonlySet<string> = /* @__PURE__ */ new Set();

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
  // the styles were checked as merged, but in the caller's shape: read as own properties (docs/rules.md#safety)
  const style = (own(setting, "style") ?? "form") as StyleName;
  const op = styleOperator(style, own(styles, "allowReserved") === true);
  const spec = { name, label: encodeUnreserved(name, name), prefix: 0, explode: own(setting, "explode") === true };
  return expandVariable(op, spec, value);
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
 * The query of `merged`, without `?`: a grouped call's query parameters, all of them, else the
 * parameters the template leaves over.
 */
export function githubQuery({ operation, settings, params, paramKeys, query }: Merged): string {
  const { template } = operation;
  const { querySerializer } = settings;
  const keys = query === undefined ? paramKeys : Object.keys(query);
  const skip = query === undefined ? template.consumed : NONE;
  const source = query ?? params;
  return typeof querySerializer === "function"
    ? customQuery(source, keys, skip, querySerializer)
    : formPairs(source, keys, skip, querySerializer);
}
