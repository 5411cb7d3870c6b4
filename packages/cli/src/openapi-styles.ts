/**
 * @module openapi-styles: the style table of an OpenAPI description (docs/rules.md#any-api): every
 * path, query and header parameter whose serialization differs from OpenAPI's defaults, by operation.
 */
import {
  createEndpoint,
  EndpointError,
  PARAMETER_STYLES,
  type ParameterStyle,
  resolveParameterStyle,
} from "@scope/endpoint-core";
import { CliError } from "./cli-error.ts";
import { visible } from "./hidden.ts";
import { type BodyEntry, type FormDataParameter, openApiBody, swaggerBody } from "./openapi-body.ts";
import { checkBytes, TableBudget } from "./openapi-size.ts";
import { refResolver, type Resolve } from "./ref-resolver.ts";
import { stylesModule } from "./styles-module.ts";

/** One parameter's serialization, as the neutral entry's `ParameterStyle` takes it. */
export interface ParameterStyleEntry {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

/** One operation's entry: its parameters' styles by place, and its body's (docs/rules.md#request-bodies). */
export type OperationEntry = Partial<Record<Location, Record<string, ParameterStyleEntry>>> & { body?: BodyEntry };

/** The operations' styles: `{ "<METHOD> <path>": { path?, query?, header?, body? } }`, as `OperationStyleTable`. */
export type StyleTableEntries = Record<string, OperationEntry>;

/**
 * What `endpoint openapi styles` prints (docs/rules.md#the-description-table): format 2, the
 * description's first server (absent when it names none) and its operations' styles, as `StyleTable`.
 */
export interface DescriptionTableEntries {
  format: 2;
  server?: string;
  operations: StyleTableEntries;
}

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
  // the fields as the description gives them, checked and defaulted by the core's style engine
  const setting: Json = {};
  for (const key of ["style", "explode", "allowReserved"]) if (value[key] !== undefined) setting[key] = value[key];
  const { style, explode, allowReserved } = coreStyle(where, location, setting);
  const entry: ParameterStyleEntry = {};
  if (style !== PARAMETER_STYLES[location][0]) entry.style = style;
  // explode is written where it differs from OpenAPI's documented default, true for form (a query's
  // default style) alone: a deepObject keeps the explode: true descriptions write, though the core
  // reads it exploded either way
  if (explode !== (style === PARAMETER_STYLES.query[0])) entry.explode = explode;
  // allowReserved applies to query parameters only (OpenAPI ignores it elsewhere)
  if (location === "query" && allowReserved) entry.allowReserved = true;
  return Object.keys(entry).length === 0 ? undefined : entry;
}

/** `setting` resolved by the core's style engine; its refusal, naming `where`, as the CLI's error. */
function coreStyle(where: string, location: Location, setting: Json): Required<ParameterStyle> {
  try {
    return resolveParameterStyle(location, setting, where);
  } catch (error) {
    if (error instanceof EndpointError) throw invalid(error.message);
    throw error;
  }
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
 * under the operation's own; local `$ref`s are followed. An operation whose plain-object body is not
 * JSON gets `body` (openapi-body.ts): OpenAPI 3's `requestBody`, Swagger 2.0's formData parameters.
 * Cookie parameters (the neutral entry sends none), 3.2's querystring, and parameters described by
 * `content` rather than a schema are left out.
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
      const formData: FormDataParameter[] = [];
      for (const parameter of merged(shared, parameters(resolve, operation.parameters, at(place, "parameters")))) {
        budget.visit();
        if (dialect.kind === "swagger" && parameter.in === "formData") {
          budget.print(parameter.name);
          formData.push({
            name: parameter.name,
            file: parameter.value.type === "file",
            style: swaggerStyle(parameter, "query"),
          });
          continue;
        }
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
      const sorted: OperationEntry = Object.fromEntries(
        ORDER.filter((key) => entry[key]).map((key) => [key, entry[key]]),
      );
      const body =
        dialect.kind === "swagger"
          ? swaggerBody(operation.consumes ?? root.consumes, formData, at(place, "consumes"))
          : openApiBody(
              resolve,
              operation.requestBody,
              at(place, "requestBody"),
              (where, value) => openApiStyle({ where, name: "", in: "query", value }, "query"),
              (name) => budget.print(name),
            );
      if (body !== undefined) sorted.body = body;
      if (Object.keys(sorted).length === 0) continue;
      const key = `${method} ${path}`;
      budget.print(key);
      setOwn(table, key, sorted);
    }
  }
  return table;
}

/** A URL with a scheme (`https:`, `http:`): used as the description writes it. */
const ABSOLUTE = /^[A-Za-z][A-Za-z\d+.-]*:/;
// an origin no server has: a relative URL resolved at its root gives the rooted path a page would use
const ROOT = "http://root.invalid";

/**
 * A server URL as a base: absolute as written; `//host` (no scheme) on https; any other relative URL
 * resolved as a browser resolves it at the root of its page's origin, since the description's own
 * address is not known (`/api/v3` as it is, `v1` and `./v1` as `/v1`). The core then checks it as it
 * checks a `baseUrl`.
 */
function asBase(url: string, where: string): string {
  let base = url;
  let problem: string | undefined;
  if (url.startsWith("//")) base = `https:${url}`;
  else if (!ABSOLUTE.test(url)) {
    // a backslash reads as a slash: /\host is another host, and \\[ one no parser reads
    const resolved = URL.canParse(url, `${ROOT}/`) ? new URL(url, `${ROOT}/`) : undefined;
    if (resolved?.origin === ROOT) base = resolved.href.slice(ROOT.length);
    else problem = "a relative URL that names another host";
  }
  try {
    createEndpoint({ baseUrl: base });
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    problem = error.message;
  }
  // not quoted: a server URL can carry credentials, as a baseUrl can
  if (problem !== undefined) throw invalid(`${where} is not a base createEndpoint takes (${problem})`);
  return base;
}

/** An OpenAPI 3 server URL with each `{name}` replaced by its variable's `default`. */
function filled(url: string, variables: unknown, where: string): string {
  const place = at(where, "variables");
  if (variables !== undefined && !isObject(variables)) throw invalid(`${place} is not an object`);
  let length = url.length;
  return url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = variables !== undefined && Object.hasOwn(variables, name) ? variables[name] : undefined;
    const value = isObject(variable) ? variable.default : undefined;
    if (typeof value !== "string")
      throw invalid(`${at(where, "url")}: {${name}} has no default (a string at ${at(at(place, name), "default")})`);
    // each default can be long and used many times: the URL is bounded as the table is
    length += value.length;
    checkBytes(length, `the server URL at ${at(where, "url")}`);
    return value;
  });
}

/**
 * The description's first server as a base, or `undefined` when it names none: OpenAPI 3's
 * `servers[0].url` with its variables' defaults; Swagger 2.0's `schemes[0]://host` (https without
 * schemes) and `basePath`, or the `basePath` alone without a host.
 * @example serverOf({ openapi: "3.1.0", servers: [{ url: "https://{region}.example/v1", variables: { region: { default: "eu" } } }] }); // "https://eu.example/v1"
 */
function serverOf(root: Json): string | undefined {
  if (root.openapi !== undefined) {
    const { servers } = root;
    if (servers === undefined) return undefined;
    if (!Array.isArray(servers)) throw invalid("servers is not a list");
    if (servers.length === 0) return undefined;
    const server: unknown = servers[0];
    if (!isObject(server) || typeof server.url !== "string") throw invalid('servers[0] has no "url" (a string)');
    return asBase(filled(server.url, server.variables, "servers[0]"), "servers[0].url");
  }
  const { host, basePath, schemes } = root;
  if (host !== undefined && typeof host !== "string") throw invalid("host is not a string");
  if (basePath !== undefined && typeof basePath !== "string") throw invalid("basePath is not a string");
  if (schemes !== undefined && !(Array.isArray(schemes) && schemes.every((scheme) => typeof scheme === "string")))
    throw invalid("schemes is not a list of strings");
  if (host === undefined) return basePath === undefined ? undefined : asBase(basePath, "basePath");
  const path = basePath === undefined || basePath.startsWith("/") ? (basePath ?? "") : `/${basePath}`;
  return asBase(`${schemes?.[0] ?? "https"}://${host}${path}`, "schemes, host and basePath");
}

/**
 * The table `endpoint openapi styles` prints for a parsed description: format 2, its first server
 * ({@link serverOf}) and its operations' styles ({@link styleTable}).
 * @example descriptionTable({ swagger: "2.0", host: "pets.example", basePath: "/v1" }, "api.yaml"); // { format: 2, server: "https://pets.example/v1", operations: {} }
 */
export function descriptionTable(description: unknown, name: string): DescriptionTableEntries {
  // styleTable first: it says what is wrong with a document that is no description
  const operations = styleTable(description, name);
  const server = serverOf(description as Json);
  return server === undefined ? { format: 2, operations } : { format: 2, server, operations };
}

/** The output formats of `endpoint openapi styles`. */
export type StylesFormat = "json" | "ts";

/**
 * The table as `--format` prints it: JSON, or a TypeScript module exporting it as a `StyleTable`.
 * @example formatTable({ format: 2, operations: {} }, "ts"); // 'import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = {\n  "format": 2,\n  "operations": {}\n};\n'
 */
export function formatTable(table: DescriptionTableEntries, format: StylesFormat): string {
  return format === "json" ? `${visible(JSON.stringify(table, null, 2))}\n` : stylesModule(table);
}
