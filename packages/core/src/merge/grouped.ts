/**
 * @module grouped: a grouped call's `params`, read once and checked, and its header parameters
 * written as header values (docs/rules.md#grouped-parameters).
 */
import { EndpointError, invalidOption, quote } from "../errors.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import { expandVariable, RAW } from "../template/expand.ts";
import type { Operator } from "../template/url-template.ts";
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
  const group: Record<string, unknown> = { ...NO_GROUP };
  for (const place of Object.keys(params)) {
    if (!Object.hasOwn(NO_GROUP, place))
      throw new EndpointError("ERR_OPTIONS_INVALID", `params: ${quote(place)} is not path, query or header`);
    const value = params[place];
    if (value !== undefined && !isPlainObject(value)) throw invalidOption(`params.${place}`, value, "a plain object");
    group[place] = value;
  }
  return group as unknown as Group;
}

// OpenAPI's `simple` style
const SIMPLE: Operator = { first: "", sep: ",", named: false, ifemp: "", reserved: false };

/**
 * Header parameters as header values, in OpenAPI's `simple` style: a list `a,b`, an object `k,v`
 * (exploded `k=v`, as `styles` says); `null`, `undefined` and empty ones are left out.
 * @example headerParams({ "x-ids": [1, 2] }, undefined) // { "x-ids": "1,2" }
 */
export function headerParams(header: Readonly<Record<string, unknown>>, styles: unknown): Record<string, HeaderInput> {
  const headers: Record<string, HeaderInput> = {};
  for (const name of Object.keys(header)) {
    const explode = own(own(styles as object, name) as object, "explode") === true;
    const text = expandVariable(SIMPLE, { name, label: name, prefix: 0, explode }, header[name], RAW);
    if (text !== undefined) setOwn(headers, name, text);
  }
  return headers;
}
