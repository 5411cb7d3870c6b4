/**
 * @module styles: the neutral entry's parameter styles, checked once, and one operation's styles
 * looked up in its table with a call's own laid over them (docs/rules.md#any-api).
 */
import { EndpointError, invalidOption, quote } from "../errors.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import type { OperationStyles, ParameterStyle, StyleTable } from "../types/any-api.ts";

// the styles OpenAPI 3.1.1 defines for each location ("Style Values"); cookies are not sent
const STYLES: Readonly<Record<string, readonly string[]>> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
};

function invalidStyle(where: string, why: string): EndpointError {
  return new EndpointError("ERR_OPTIONS_INVALID", `${where}: ${why}`);
}

/** One parameter's style checked for its location, as a frozen copy. */
function checkStyle(where: string, location: string, value: unknown): ParameterStyle {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ style, explode, allowReserved }");
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (key === "style") {
      if (!(STYLES[location] as readonly string[]).includes(item as string))
        throw invalidStyle(where, `style must be one of ${(STYLES[location] as readonly string[]).join(", ")}`);
    } else if (key === "explode" || key === "allowReserved") {
      if (typeof item !== "boolean") throw invalidOption(`${where}.${key}`, item, "a boolean");
    } else throw invalidStyle(where, `${quote(key)} is not style, explode or allowReserved`);
    copy[key] = item;
  }
  // deepObject is defined only exploded (docs/rules.md#any-api)
  if (copy.style === "deepObject" && copy.explode === false) throw invalidStyle(where, "deepObject is only exploded");
  return Object.freeze(copy) as ParameterStyle;
}

/**
 * One operation's styles checked, as a frozen copy: `path`, `query` and `header`, each naming
 * parameters. `where` names it in errors.
 */
export function checkOperationStyles(where: string, value: unknown): OperationStyles {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ path, query, header }");
  const copy: Record<string, unknown> = {};
  for (const location of Object.keys(value)) {
    if (!Object.hasOwn(STYLES, location)) throw invalidStyle(where, `${quote(location)} is not path, query or header`);
    const names = value[location];
    if (names === undefined) continue;
    if (!isPlainObject(names)) throw invalidOption(`${where}.${location}`, names, "styles by parameter name");
    const checked: Record<string, unknown> = {};
    for (const name of Object.keys(names))
      setOwn(checked, name, checkStyle(`${where}.${location}[${quote(name)}]`, location, names[name]));
    copy[location] = Object.freeze(checked);
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
      throw invalidStyle(`styles[${quote(operation)}]`, 'expected "<METHOD> /path", the method in capitals');
    setOwn(copy, operation, checkOperationStyles(`styles[${quote(operation)}]`, value[operation]));
  }
  return Object.freeze(copy) as StyleTable;
}

/**
 * An operation's entry with a call's own styles laid over it, parameter by parameter and field by
 * field; undefined when neither has any.
 * @example layStyles({ query: { a: { explode: false } } }, { query: { a: { style: "pipeDelimited" } } }) // { query: { a: { explode: false, style: "pipeDelimited" } } }
 */
export function layStyles(
  entry: OperationStyles | undefined,
  call: OperationStyles | undefined,
): OperationStyles | undefined {
  if (call === undefined) return entry;
  if (entry === undefined) return call;
  const laid: Record<string, Record<string, ParameterStyle>> = {};
  for (const location of ["path", "query", "header"] as const) {
    const under = entry[location];
    const over = call[location];
    if (under === undefined && over === undefined) continue;
    const names: Record<string, ParameterStyle> = { ...under };
    for (const name of Object.keys(over ?? {}))
      setOwn(names, name, { ...(own(under, name) as object), ...over?.[name] });
    laid[location] = names;
  }
  return laid;
}
