/**
 * @module query: a grouped call's query in OpenAPI's styles, per parameter (docs/rules.md#any-api):
 * `form` exploded unless a style says otherwise.
 */
import { own } from "../plain-object.ts";
import { expandVariable } from "../template/expand.ts";
import { DEEP_BRACKETS, QUERY_JOINS, encodeUnreserved } from "../template/percent-encode.ts";
import type { Operator } from "../template/url-template.ts";
import type { OperationStyles, ParameterStyle } from "../types/any-api.ts";

/**
 * The query, without `?`, of `query`'s parameters in their order, each in its style.
 * @example openApiQuery({ ids: [1, 2], $top: 5 }, undefined) // "ids=1&ids=2&%24top=5"
 */
export function openApiQuery(query: Readonly<Record<string, unknown>>, styles: OperationStyles | undefined): string {
  const table = own(styles, "query") as Readonly<Record<string, ParameterStyle>> | undefined;
  let out = "";
  for (const name of Object.keys(query)) {
    const value = query[name];
    if (value === undefined) continue;
    const setting = own(table, name) as ParameterStyle | undefined;
    const label = encodeUnreserved(name, name);
    let pair: string | undefined;
    // most parameters: a string or a number in the default style, written as form writes them
    if (setting === undefined && (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))))
      pair = `${label}=${encodeUnreserved(String(value), name)}`;
    else {
      // read as own properties (docs/rules.md#safety): a style on Object.prototype changes nothing
      const style = (own(setting, "style") as string | undefined) ?? "form";
      const op: Operator = {
        first: "",
        sep: "&",
        named: true,
        ifemp: "=",
        reserved: own(setting, "allowReserved") === true,
        join: QUERY_JOINS[style] ?? ",",
        deep: style === "deepObject" ? DEEP_BRACKETS : undefined,
      };
      const explode = (own(setting, "explode") as boolean | undefined) ?? (style === "form" || style === "deepObject");
      pair = expandVariable(op, { name, label, prefix: 0, explode }, value);
    }
    if (pair !== undefined) out = out === "" ? pair : `${out}&${pair}`;
  }
  return out;
}
