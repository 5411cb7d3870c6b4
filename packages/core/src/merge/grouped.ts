/**
 * @module grouped: a grouped call's `params`, read once and checked, and its header parameters
 * written as header values (docs/rules.md#grouped-parameters).
 */
import { fail, invalidOption, quote } from "../errors.ts";
import { isPlainObject, setOwn } from "../plain-object.ts";
import { expandVariable, RAW } from "../template/expand.ts";
import { type CheckedStyle, defaultStyle, type OperationStyles } from "../template/param-styles.ts";
import type { HeaderInput } from "../types/options.ts";

/** Parameters by where they go; each the caller's own object, read once. Every key is own. */
export interface Group {
  readonly path: Readonly<Record<string, unknown>> | undefined;
  readonly query: Readonly<Record<string, unknown>> | undefined;
  readonly header: Readonly<Record<string, unknown>> | undefined;
}

/** A grouped call with no `params`. */
export const NO_GROUP: Group = /* @__PURE__ */ Object.freeze({ path: undefined, query: undefined, header: undefined });

/**
 * `params` checked: a plain object of `path`, `query` and `header`, each a plain object or
 * undefined. A misspelt place (`querry`) would lose its parameters silently, so it is refused.
 */
export function readGroup(params: unknown): Group {
  if (!isPlainObject(params)) throw invalidOption("params", params, "{ path, query, header }");
  // one object literal, one shape for every call's group (a spread of NO_GROUP made another)
  const group: Record<string, unknown> = { path: undefined, query: undefined, header: undefined };
  for (const place of Object.keys(params)) {
    if (place !== "path" && place !== "query" && place !== "header")
      throw fail("ERR_OPTIONS_INVALID", "params", `${quote(place)} is not path, query or header`);
    const value = params[place];
    if (value !== undefined && !isPlainObject(value)) throw invalidOption(`params.${place}`, value, "a plain object");
    group[place] = value;
  }
  return group as unknown as Group;
}

/**
 * Header parameters as header values, in OpenAPI's `simple` style: a list `a,b`, an object `k,v`
 * (exploded `k=v`, as the operation's checked `styles` say); `null`, `undefined` and empty ones are
 * left out.
 * @example headerParams({ "x-ids": [1, 2] }, undefined) // { "x-ids": "1,2" }
 */
export function headerParams(
  header: Readonly<Record<string, unknown>>,
  styles: OperationStyles["header"],
): Record<string, HeaderInput> {
  const headers: Record<string, HeaderInput> = {};
  for (const name of Object.keys(header)) {
    // a name is looked up as an own key (docs/rules.md#safety); a checked setting is resolved already
    const { op, exploded } =
      styles !== undefined && Object.hasOwn(styles, name) ? (styles[name] as CheckedStyle) : defaultStyle("header");
    const text = expandVariable(op, { name, label: name, prefix: 0, explode: exploded }, header[name], RAW);
    if (text !== undefined) setOwn(headers, name, text);
  }
  return headers;
}

/**
 * Why a grouped call may not hold `key`: every key of it is an option, `params` or `body`.
 * @example groupedRefusal("data") // "not an option of a grouped call (the body is body)"
 */
export function groupedRefusal(key: string): string {
  return `not an option of a grouped call (${key === "data" ? "the body is body" : "parameters go in params"})`;
}
