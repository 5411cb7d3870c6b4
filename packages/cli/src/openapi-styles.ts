/**
 * @module openapi-styles: the style table of an OpenAPI description (docs/rules.md#any-api): every
 * path, query and header parameter whose serialization differs from OpenAPI's defaults, by operation.
 */
import { PARAMETER_STYLES } from "@scope/endpoint-core";
import { CliError } from "./cli-error.ts";
import { visible } from "./hidden.ts";
import { TableBudget } from "./openapi-size.ts";
import { refResolver, type Resolve } from "./ref-resolver.ts";
import { stylesModule } from "./styles-module.ts";

/** One parameter's serialization, as the neutral entry's `ParameterStyle` takes it. */
export interface ParameterStyleEntry {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

/** What `endpoint openapi styles` prints: `{ "<METHOD> <path>": { path?, query?, header? } }`, as `StyleTable`. */
export type StyleTableEntries = Record<string, Partial<Record<Location, Record<string, ParameterStyleEntry>>>>;

type Location = "path" | "query" | "header";
type Json = Record<string, unknown>;

const ORDER: readonly Location[] = ["path", "query", "header"];
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const quote = (text: string): string => JSON.stringify(text);

const invalid = (message: string): CliError => new CliError("ERR_OPENAPI_INVALID", message);

/** Sets an own key, whatever its name: `__proto__` stays a parameter, never the object's prototype. */
const setOwn = <T>(object: Record<string, T>, key: string, value: T): void => {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
};

/** Where a value sits in the description, as a reader finds it: `paths["/pets"].get.parameters[0]`. */
const at = (where: string, key: string | number): string =>
  typeof key === "number"
    ? `${where}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${where}.${key}`
      : `${where}[${quote(key)}]`;

/** The dialect a description is written in: OpenAPI 3 (its minor version) or Swagger 2.0. */
type Dialect = { kind: "openapi"; minor: number } | { kind: "swagger" };

function dialectOf(description: unknown, name: string): Dialect {
  if (!isObject(description))
    throw invalid(
      `${name} is not an OpenAPI description: it is ${Array.isArray(description) ? "a list" : `a ${description === null ? "null" : typeof description}`}, not an object`,
    );
  const { openapi, swagger } = description;
  if (openapi !== undefined) {
    const minor = typeof openapi === "string" ? /^3\.(\d+)\.\d+/.exec(openapi)?.[1] : undefined;
    if (minor === undefined)
      throw invalid(
        `${name}: openapi ${JSON.stringify(openapi)} is not a version this reads (3.0, 3.1, 3.2, or swagger 2.0)`,
      );
    return { kind: "openapi", minor: Number(minor) };
  }
  if (swagger !== undefined) {
    if (swagger !== "2.0")
      throw invalid(`${name}: swagger ${JSON.stringify(swagger)} is not a version this reads (2.0)`);
    return { kind: "swagger" };
  }
  throw invalid(`${name} is not an OpenAPI description: it has no "openapi" (3.x) or "swagger" (2.0) field at the top`);
}

/** A parameter read from the description, after `$ref`, with where it was found. */
interface Parameter {
  where: string;
  name: string;
  in: string;
  value: Json;
}

function parameters(resolve: Resolve, list: unknown, where: string): Parameter[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw invalid(`${where} is not a list`);
  return list.map((item, index) => {
    const place = at(where, index);
    const value = resolve(item, place);
    if (!isObject(value)) throw invalid(`${place} is not a Parameter Object`);
    if (typeof value.name !== "string" || typeof value.in !== "string")
      throw invalid(`${place} has no "name" and "in" (both strings)`);
    return { where: place, name: value.name, in: value.in, value };
  });
}

/** The operation's parameters over its path item's: the operation's own win for the same location and name. */
function merged(shared: readonly Parameter[], own: readonly Parameter[]): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const parameter of [...shared, ...own]) byKey.set(`${parameter.in}\0${parameter.name}`, parameter);
  return [...byKey.values()];
}

/** An OpenAPI 3 parameter's style, explode and allowReserved, where any differs from the location's default. */
function openApiStyle({ where, value }: Parameter, location: Location): ParameterStyleEntry | undefined {
  const { style, explode, allowReserved } = value;
  if (style !== undefined && typeof style !== "string") throw invalid(`${where}.style is not a string`);
  if (explode !== undefined && typeof explode !== "boolean") throw invalid(`${where}.explode is not a boolean`);
  if (allowReserved !== undefined && typeof allowReserved !== "boolean")
    throw invalid(`${where}.allowReserved is not a boolean`);
  // the core's one table of styles by place, each place's default first
  const allowed: readonly string[] = PARAMETER_STYLES[location];
  const fallback = allowed[0] as string;
  const effective = style ?? fallback;
  if (!allowed.includes(effective))
    throw invalid(
      `${where}: style ${quote(effective)} is not one a ${location} parameter takes (${allowed.join(", ")})`,
    );
  let exploded = explode ?? effective === "form";
  if (effective === "deepObject") {
    // only defined exploded; left out, every tool reads it so
    if (explode === false)
      throw invalid(`${where}: deepObject with explode false is not defined (deepObject is exploded)`);
    exploded = true;
  }
  const entry: ParameterStyleEntry = {};
  if (effective !== fallback) entry.style = effective;
  if (exploded !== (effective === "form")) entry.explode = exploded;
  // allowReserved applies to query parameters only (OpenAPI ignores it elsewhere)
  if (location === "query" && allowReserved === true) entry.allowReserved = true;
  return Object.keys(entry).length === 0 ? undefined : entry;
}

/** Swagger 2.0's `collectionFormat` of an array parameter, as an OpenAPI 3 style. */
function swaggerStyle({ where, value }: Parameter, location: Location): ParameterStyleEntry | undefined {
  if (value.type !== "array") return undefined;
  const format = value.collectionFormat ?? "csv";
  if (format === "csv") return location === "query" ? { explode: false } : undefined;
  if (format === "multi" && location === "query") return undefined;
  if (location === "query" && format === "ssv") return { style: "spaceDelimited" };
  if (location === "query" && format === "pipes") return { style: "pipeDelimited" };
  throw invalid(
    `${where}: collectionFormat ${JSON.stringify(format)} in ${location} has no OpenAPI 3 style (csv, and in a query ssv, pipes and multi, have one)`,
  );
}

/** The path item's operations: the fixed methods (3.2 adds `query`), and 3.2's `additionalOperations`. */
function operations(resolve: Resolve, item: Json, where: string, dialect: Dialect): [string, Json, string][] {
  const methods = dialect.kind === "openapi" && dialect.minor >= 2 ? [...METHODS, "query"] : METHODS;
  const found: [string, Json, string][] = [];
  for (const method of methods) {
    if (item[method] === undefined) continue;
    const operation = item[method];
    if (!isObject(operation)) throw invalid(`${at(where, method)} is not an Operation Object`);
    found.push([method.toUpperCase(), operation, at(where, method)]);
  }
  if (dialect.kind === "openapi" && dialect.minor >= 2 && item.additionalOperations !== undefined) {
    const more = resolve(item.additionalOperations, at(where, "additionalOperations"));
    if (!isObject(more)) throw invalid(`${at(where, "additionalOperations")} is not an object`);
    for (const [method, operation] of Object.entries(more)) {
      const place = at(at(where, "additionalOperations"), method);
      if (!isObject(operation)) throw invalid(`${place} is not an Operation Object`);
      found.push([method.toUpperCase(), operation, place]);
    }
  }
  return found;
}

/**
 * The style table of a parsed description (OpenAPI 3.0, 3.1, 3.2 or Swagger 2.0): for each
 * operation, keyed `"<METHOD> <path>"` (the path as written), the path, query and header parameters
 * whose style, explode or allowReserved differ from OpenAPI's defaults (path and header `simple`,
 * query `form`; explode only for `form`; allowReserved false). Path-level parameters are merged
 * under the operation's own; local `$ref`s are followed. Cookie parameters (the neutral entry sends
 * none), Swagger's body and formData, 3.2's querystring, and parameters described by `content`
 * rather than a schema are left out.
 * @example styleTable({ openapi: "3.1.0", paths: { "/pets": { get: { parameters: [{ name: "tags", in: "query", explode: false }] } } } }, "api.yaml");
 * // { "GET /pets": { query: { tags: { explode: false } } } }
 */
export function styleTable(description: unknown, name: string): StyleTableEntries {
  const dialect = dialectOf(description, name);
  const root = description as Json;
  const table: StyleTableEntries = {};
  if (root.paths === undefined) return table;
  // one resolver for the document: each $ref is followed once, however many parameters name it
  const resolve = refResolver(root);
  const budget = new TableBudget(name);
  const paths = resolve(root.paths, "paths");
  if (!isObject(paths)) throw invalid(`${name}: paths is not an object`);
  for (const [path, value] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue;
    const where = at("paths", path);
    const item = resolve(value, where);
    if (!isObject(item)) throw invalid(`${where} is not a Path Item Object`);
    const shared = parameters(resolve, item.parameters, at(where, "parameters"));
    for (const [method, operation, place] of operations(resolve, item, where, dialect)) {
      const entry: Partial<Record<Location, Record<string, ParameterStyleEntry>>> = {};
      for (const parameter of merged(shared, parameters(resolve, operation.parameters, at(place, "parameters")))) {
        budget.visit();
        if (!(ORDER as readonly string[]).includes(parameter.in)) {
          if (["cookie", "querystring", "body", "formData"].includes(parameter.in)) continue;
          throw invalid(`${parameter.where}: "in" is ${quote(parameter.in)}, not path, query, header or cookie`);
        }
        const location = parameter.in as Location;
        if (dialect.kind === "openapi" && parameter.value.content !== undefined) continue;
        const style = (dialect.kind === "swagger" ? swaggerStyle : openApiStyle)(parameter, location);
        if (style === undefined) continue;
        budget.print(parameter.name);
        setOwn((entry[location] ??= {}), parameter.name, style);
      }
      const sorted = Object.fromEntries(ORDER.filter((key) => entry[key]).map((key) => [key, entry[key]]));
      if (Object.keys(sorted).length === 0) continue;
      const key = `${method} ${path}`;
      budget.print(key);
      setOwn(table, key, sorted);
    }
  }
  return table;
}

/** The output formats of `endpoint openapi styles`. */
export type StylesFormat = "json" | "ts";

/**
 * The table as `--format` prints it: JSON, or a TypeScript module exporting it as a `StyleTable`.
 * @example formatTable({}, "ts"); // 'import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = {};\n'
 */
export function formatTable(table: StyleTableEntries, format: StylesFormat): string {
  return format === "json" ? `${visible(JSON.stringify(table, null, 2))}\n` : stylesModule(table);
}
