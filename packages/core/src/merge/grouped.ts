/**
 * @module grouped: a grouped call's `params`, read once and checked, and its header parameters
 * written as header values (docs/rules.md#grouped-parameters).
 */
import { EndpointError, invalidOption, quote } from "../errors.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import { scalarText } from "../template/expand.ts";
import type { HeaderInput } from "../types/options.ts";

/** Parameters by where they go; each the caller's own object, read once. */
export interface Group {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly header?: Readonly<Record<string, unknown>>;
}

/**
 * `params` checked: a plain object of `path`, `query` and `header`, each a plain object or
 * undefined. A misspelt place (`querry`) would lose its parameters silently, so it is refused.
 */
export function readGroup(params: unknown): Group {
  if (!isPlainObject(params)) throw invalidOption("params", params, "{ path, query, header }");
  const group: Record<string, unknown> = {};
  for (const place of Object.keys(params)) {
    if (place !== "path" && place !== "query" && place !== "header")
      throw new EndpointError("ERR_OPTIONS_INVALID", `params: ${quote(place)} is not path, query or header`);
    const value = params[place];
    if (value !== undefined && !isPlainObject(value)) throw invalidOption(`params.${place}`, value, "a plain object");
    group[place] = value;
  }
  return group;
}

/**
 * Header parameters as header values, in OpenAPI's `simple` style and not percent-encoded: a list
 * `a,b`, an object `k,v` (exploded `k=v`, as `styles` says); `null`, `undefined` and empty ones are left out.
 * @example headerParams({ "x-ids": [1, 2] }, undefined) // { "x-ids": "1,2" }
 */
export function headerParams(header: Readonly<Record<string, unknown>>, styles: unknown): Record<string, HeaderInput> {
  const headers: Record<string, HeaderInput> = {};
  for (const name of Object.keys(header)) {
    const value = header[name];
    const spec = { name };
    let text: HeaderInput;
    if (typeof value === "number" || typeof value === "string") text = value;
    else if (Array.isArray(value) || isPlainObject(value)) {
      const list = Array.isArray(value);
      const pairs = list ? value.map((item) => ["", item] as const) : Object.entries(value);
      const separator = (own(own(styles as object, name) as object, "explode") as boolean) ? "=" : ",";
      const members: string[] = [];
      for (const [key, item] of pairs) {
        const member = scalarText(spec, item);
        if (member !== undefined) members.push(list ? member : key + separator + member);
      }
      text = members.length > 0 ? members.join(",") : undefined;
    } else text = scalarText(spec, value);
    if (text !== undefined) setOwn(headers, name, text);
  }
  return headers;
}
