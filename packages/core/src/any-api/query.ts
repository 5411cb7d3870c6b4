/**
 * @module query: a grouped call's query in OpenAPI's styles, per parameter (docs/rules.md#any-api):
 * `form` exploded unless a style says otherwise. A form body is written by the same writer
 * (docs/rules.md#request-bodies).
 */
import type { Merged } from "../dialect.ts";
import { expandVariable } from "../template/expand.ts";
import { type CheckedStyle, defaultStyle } from "../template/param-styles.ts";
import { encodeUnreserved } from "../template/percent-encode.ts";

/** The neutral dialect's `settleQuery`: its styles are each operation's, not a call's option. */
export function noQuerySettings(): undefined {
  return undefined;
}

/**
 * The query, without `?`, of a call's query parameters in their order, each in its operation's style.
 * @example openApiQuery(merged) // "ids=1&ids=2&%24top=5" for { ids: [1, 2], $top: 5 }
 */
export function openApiQuery({ query, operation }: Merged): string {
  return writeQuery(
    query as Readonly<Record<string, unknown>>,
    operation.styles?.query as Readonly<Record<string, CheckedStyle>> | undefined,
  );
}

/**
 * `name=value` pairs joined by `&`, each parameter of `parameters` in its order and in its style in
 * `table` (checked settings), else in `form` exploded: a query, or an
 * `application/x-www-form-urlencoded` body, which OpenAPI writes as a query.
 * @example writeQuery({ tags: ["a", "b"] }, undefined) // "tags=a&tags=b"
 */
export function writeQuery(
  parameters: Readonly<Record<string, unknown>>,
  table: { readonly [name: string]: CheckedStyle } | undefined,
): string {
  let out = "";
  for (const name of Object.keys(parameters)) {
    const value = parameters[name];
    if (value === undefined) continue;
    // a name is looked up as an own key (docs/rules.md#safety); a checked setting is resolved already
    const setting = table !== undefined && Object.hasOwn(table, name) ? (table[name] as CheckedStyle) : undefined;
    const label = encodeUnreserved(name, name);
    let pair: string | undefined;
    // most parameters: a string or a number in the default style, written as form writes them
    if (setting === undefined && (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))))
      pair = `${label}=${encodeUnreserved(String(value), name)}`;
    else {
      const { op, exploded } = setting ?? defaultStyle("query");
      pair = expandVariable(op, { name, label, prefix: 0, explode: exploded }, value);
    }
    if (pair !== undefined) out = out === "" ? pair : `${out}&${pair}`;
  }
  return out;
}
