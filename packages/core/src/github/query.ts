/**
 * @module query: GitHub's query (docs/rules.md#query): the parameters a flat call's template leaves
 * over (of a GET or HEAD), or a grouped call's `params.query` (of any method), written as if the
 * template ended in `{?a,b}`, in the styles a `querySerializer` asks for (docs/rules.md#query-styles).
 */
import { invalidOption } from "../errors.ts";
import type { Merged } from "../dialect.ts";
import { isPlainObject, setOwn } from "../plain-object.ts";
import { expandVariable } from "../template/expand.ts";
import { encodeUnreserved } from "../template/percent-encode.ts";
import type { QueryWriting, ResolvedQueryStyles } from "./query-serializer.ts";

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

/** The leftover parameters as `name=value` pairs joined by `&`; names are encoded too. */
function formPairs(
  parameters: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  skip: ReadonlySet<string>,
  styles: ResolvedQueryStyles,
): string {
  const encodeText = styles.text;
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
      const { op, exploded } = Array.isArray(value)
        ? styles.array
        : isPlainObject(value)
          ? styles.object
          : styles.single;
      const pair = expandVariable(
        op,
        { name, label: encodeUnreserved(name, name), prefix: 0, explode: exploded },
        value,
      );
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
  const writing = settings.query as QueryWriting;
  const keys = query === undefined ? paramKeys : Object.keys(query);
  const skip = query === undefined ? template.consumed : NONE;
  const source = query ?? params;
  return typeof writing === "function"
    ? customQuery(source, keys, skip, writing)
    : formPairs(source, keys, skip, writing);
}
