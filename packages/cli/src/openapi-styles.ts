/**
 * @module openapi-styles: the style table of an OpenAPI description (docs/rules.md#any-api): every
 * path, query and header parameter whose serialization differs from OpenAPI's defaults, by operation.
 */
import { parseDocument } from "yaml";
import { CliError } from "./cli-error.ts";
import { visible } from "./hidden.ts";

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

/** Each location's default style, and the styles OpenAPI allows there. */
const LOCATIONS: Readonly<Record<Location, { fallback: string; allowed: readonly string[] }>> = {
  path: { fallback: "simple", allowed: ["simple", "label", "matrix"] },
  query: { fallback: "form", allowed: ["form", "spaceDelimited", "pipeDelimited", "deepObject"] },
  header: { fallback: "simple", allowed: ["simple"] },
};
const ORDER: readonly Location[] = ["path", "query", "header"];
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const quote = (text: string): string => JSON.stringify(text);

const invalid = (message: string): CliError => new CliError("ERR_OPENAPI_INVALID", message);
const refError = (message: string): CliError => new CliError("ERR_OPENAPI_REF", message);

/** Where a value sits in the description, as a reader finds it: `paths["/pets"].get.parameters[0]`. */
const at = (where: string, key: string | number): string =>
  typeof key === "number"
    ? `${where}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${where}.${key}`
      : `${where}[${quote(key)}]`;

/**
 * Parses a description's text: JSON when the name ends in `.json` or the text starts with `{`,
 * else YAML (1.2, which reads JSON too). One-line errors with the line and column.
 * @example parseDescription('openapi: "3.1.0"\npaths: {}', "api.yaml"); // { openapi: "3.1.0", paths: {} }
 */
export function parseDescription(text: string, name: string): unknown {
  const source = text.replace(/^\uFEFF/, "");
  const json = /\.json$/i.test(name) || (!/\.ya?ml$/i.test(name) && /^\s*\{/.test(source));
  if (json) {
    try {
      return JSON.parse(source);
    } catch (error) {
      throw new CliError("ERR_OPENAPI_PARSE", `${name} is not JSON: ${jsonReason(source, (error as Error).message)}`);
    }
  }
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const first = document.errors[0];
  if (first !== undefined)
    throw new CliError("ERR_OPENAPI_PARSE", `${name} is not YAML: ${first.message.split("\n")[0]!.replace(/:$/, "")}`);
  try {
    return document.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // an alias to an anchor not set, or aliases expanding past the count (a "billion laughs" file)
    throw new CliError("ERR_OPENAPI_PARSE", `${name} is not YAML: ${(error as Error).message}`);
  }
}

/** V8's JSON.parse message with its position as a line and column (its quote of the text left out). */
function jsonReason(text: string, message: string): string {
  const position = /at position (\d+)/.exec(message);
  const reason = message.replace(/, ".*" is not valid JSON$/s, "").replace(/ in JSON at position \d+.*$/s, "");
  if (position === null) return reason;
  const before = text.slice(0, Number(position[1]));
  const line = before.split("\n").length;
  return `${reason} at line ${line}, column ${before.length - before.lastIndexOf("\n")}`;
}

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

/**
 * Follows local `$ref`s (JSON pointers into the same document, `#/components/parameters/limit`)
 * until a value that is no reference. A reference to another file, one that does not resolve, and a
 * loop are `ERR_OPENAPI_REF`.
 */
function resolve(root: Json, value: unknown, where: string): unknown {
  const seen = new Set<string>();
  while (isObject(value) && Object.hasOwn(value, "$ref")) {
    const ref = value.$ref;
    if (typeof ref !== "string") throw refError(`${where}: $ref is not a string`);
    if (!ref.startsWith("#"))
      throw refError(
        `${where}: $ref ${quote(ref)} points into another document; only local references (#/...) are resolved: bundle the description into one file first`,
      );
    if (seen.has(ref)) throw refError(`${where}: $ref ${quote(ref)} leads back to itself`);
    seen.add(ref);
    value = pointer(root, ref, where);
  }
  return value;
}

/** The value a `#/a/b~1c` fragment names (RFC 6901, percent-decoded first as a URI fragment). */
function pointer(root: Json, ref: string, where: string): unknown {
  let path: string;
  try {
    path = decodeURIComponent(ref.slice(1));
  } catch {
    throw refError(`${where}: $ref ${quote(ref)} is not a valid URI fragment`);
  }
  if (path === "") return root;
  if (!path.startsWith("/")) throw refError(`${where}: $ref ${quote(ref)} is not a JSON pointer (#/...)`);
  let node: unknown = root;
  for (const token of path.slice(1).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key))
      throw refError(`${where}: $ref ${quote(ref)} does not resolve: there is no ${quote(key)} there`);
    node = (node as Json)[key];
  }
  return node;
}

/** A parameter read from the description, after `$ref`, with where it was found. */
interface Parameter {
  where: string;
  name: string;
  in: string;
  value: Json;
}

function parameters(root: Json, list: unknown, where: string): Parameter[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw invalid(`${where} is not a list`);
  return list.map((item, index) => {
    const place = at(where, index);
    const value = resolve(root, item, place);
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
  const { fallback, allowed } = LOCATIONS[location];
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
function operations(root: Json, item: Json, where: string, dialect: Dialect): [string, Json, string][] {
  const methods = dialect.kind === "openapi" && dialect.minor >= 2 ? [...METHODS, "query"] : METHODS;
  const found: [string, Json, string][] = [];
  for (const method of methods) {
    if (item[method] === undefined) continue;
    const operation = item[method];
    if (!isObject(operation)) throw invalid(`${at(where, method)} is not an Operation Object`);
    found.push([method.toUpperCase(), operation, at(where, method)]);
  }
  if (dialect.kind === "openapi" && dialect.minor >= 2 && item.additionalOperations !== undefined) {
    const more = resolve(root, item.additionalOperations, at(where, "additionalOperations"));
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
  const paths = resolve(root, root.paths, "paths");
  if (!isObject(paths)) throw invalid(`${name}: paths is not an object`);
  for (const [path, value] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue;
    const where = at("paths", path);
    const item = resolve(root, value, where);
    if (!isObject(item)) throw invalid(`${where} is not a Path Item Object`);
    const shared = parameters(root, item.parameters, at(where, "parameters"));
    for (const [method, operation, place] of operations(root, item, where, dialect)) {
      const entry: Partial<Record<Location, Record<string, ParameterStyleEntry>>> = {};
      for (const parameter of merged(shared, parameters(root, operation.parameters, at(place, "parameters")))) {
        if (!(ORDER as readonly string[]).includes(parameter.in)) {
          if (["cookie", "querystring", "body", "formData"].includes(parameter.in)) continue;
          throw invalid(`${parameter.where}: "in" is ${quote(parameter.in)}, not path, query, header or cookie`);
        }
        const location = parameter.in as Location;
        if (dialect.kind === "openapi" && parameter.value.content !== undefined) continue;
        const style = (dialect.kind === "swagger" ? swaggerStyle : openApiStyle)(parameter, location);
        if (style === undefined) continue;
        entry[location] ??= {};
        entry[location][parameter.name] = style;
      }
      const sorted = Object.fromEntries(ORDER.filter((key) => entry[key]).map((key) => [key, entry[key]]));
      if (Object.keys(sorted).length > 0) table[`${method} ${path}`] = sorted;
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
  const json = visible(JSON.stringify(table, null, 2));
  if (format === "json") return `${json}\n`;
  return `import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = ${json};\n`;
}
