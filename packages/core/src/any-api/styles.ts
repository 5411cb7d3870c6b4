/**
 * @module styles: the neutral entry's style table, each setting checked by the style engine
 * (template/param-styles.ts) once, and one operation's styles looked up in it with a call's own laid
 * over them (docs/rules.md#any-api).
 */
import { fail, invalidOption, quote } from "../errors.ts";
import { isPlainObject, setOwn } from "../plain-object.ts";
import type { Dialect } from "../dialect.ts";
import {
  type CheckedStyle,
  checkStyle,
  type OperationStyles,
  PARAMETER_STYLES,
  resolveStyle,
  type StylePlace,
} from "../template/param-styles.ts";
import type { StyleTable } from "../types/any-api.ts";

const PLACE_NAMES = ["path", "query", "header"] as const;

/**
 * One operation's styles checked, as a frozen copy: `path`, `query` and `header`, each naming
 * parameters. `where` names it in errors.
 */
export function checkOperationStyles(where: string, value: unknown): OperationStyles {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ path, query, header }");
  // every place an own key, so that reading one never reaches Object.prototype (docs/rules.md#safety)
  const copy: Record<string, unknown> = { path: undefined, query: undefined, header: undefined };
  for (const place of Object.keys(value)) {
    if (!Object.hasOwn(PARAMETER_STYLES, place))
      throw fail("ERR_OPTIONS_INVALID", where, `${quote(place)} is not path, query or header`);
    const names = value[place];
    if (names === undefined) continue;
    if (!isPlainObject(names)) throw invalidOption(`${where}.${place}`, names, "styles by parameter name");
    const checked: Record<string, unknown> = {};
    for (const name of Object.keys(names))
      setOwn(checked, name, checkStyle(`${where}.${place}[${quote(name)}]`, place as StylePlace, names[name]));
    copy[place] = Object.freeze(checked);
  }
  return Object.freeze(copy);
}

/** A whole table checked, as a frozen copy keyed by `"<METHOD> <path>"`. */
export function checkStyleTable(value: unknown): StyleTable {
  if (!isPlainObject(value)) throw invalidOption("styles", value, 'a table such as { "GET /pets": { query: {...} } }');
  const copy: Record<string, unknown> = {};
  for (const operation of Object.keys(value)) {
    // the key a call is looked up by: a key written otherwise ("get /pets") would be ignored silently
    if (!/^[!#$%&'*+.^_`|~0-9A-Z-]+ \//.test(operation))
      throw fail(
        "ERR_OPTIONS_INVALID",
        `styles[${quote(operation)}]`,
        'expected "<METHOD> /path", the method in capitals',
      );
    setOwn(copy, operation, checkOperationStyles(`styles[${quote(operation)}]`, value[operation]));
  }
  return Object.freeze(copy) as StyleTable;
}

/**
 * The styles of the operation a method and URL name in `table`, with a call's own (checked here)
 * laid over them: the neutral dialect's `styles`.
 * @example tableStyles({ "GET /pets": { query: { tags: { explode: false } } } })("GET", "/pets", undefined)?.query
 */
export function tableStyles(table: StyleTable): Dialect["styles"] {
  return (method, url, call) => {
    // the table's key: the method as the description writes it, uppercase, and the path as written
    const key = `${String(method).toUpperCase()} ${url}`;
    const entry = Object.hasOwn(table, key) ? table[key] : undefined;
    return call === undefined ? entry : layStyles(entry, checkOperationStyles("styles", call));
  };
}

/**
 * An operation's checked entry with a call's own checked styles laid over it, parameter by
 * parameter and field by field.
 * @example layStyles({ query: { a: { explode: false } } }, { query: { a: { style: "pipeDelimited" } } }) // { query: { a: { style: "pipeDelimited", explode: false, ... } } }
 */
function layStyles(entry: OperationStyles | undefined, call: OperationStyles): OperationStyles {
  if (entry === undefined) return call;
  const laid: Record<string, Record<string, CheckedStyle> | undefined> = {
    path: undefined,
    query: undefined,
    header: undefined,
  };
  for (const place of PLACE_NAMES) {
    const under = entry[place] as Readonly<Record<string, CheckedStyle>> | undefined;
    const over = call[place] as Readonly<Record<string, CheckedStyle>> | undefined;
    if (under === undefined && over === undefined) continue;
    const names: Record<string, CheckedStyle> = { ...under };
    for (const name of Object.keys(over ?? {})) {
      const top = (over as Record<string, CheckedStyle>)[name] as CheckedStyle;
      const base = under !== undefined && Object.hasOwn(under, name) ? under[name] : undefined;
      const style = top.style ?? base?.style;
      setOwn(
        names,
        name,
        resolveStyle(place, style, top.explode ?? base?.explode, top.allowReserved ?? base?.allowReserved),
      );
    }
    laid[place] = names;
  }
  return laid;
}
