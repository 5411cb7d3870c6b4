/**
 * @module descriptions: test helpers that read the vendored OpenAPI excerpts
 * (test/fixtures/openapi), list their operations with resolved parameters, derive the style table
 * `createEndpoint` takes, and generate deterministic values for every parameter. Written for the
 * tests only; the CLI's own `endpoint openapi styles` command is not used here.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { ReferenceParameter } from "./reference.ts";

type Json = Record<string, unknown>;

export interface DescribedParameter extends ReferenceParameter {
  /** The parameter's schema (Swagger 2.0's inline type fields gathered into one). */
  readonly schema: Json;
}

export interface DescribedOperation {
  /** `GET /v1/{name}`: the uppercase method, one space, the path as the description writes it. */
  readonly key: string;
  readonly method: string;
  readonly path: string;
  /** Path-level and operation-level parameters merged (the operation's win), path, query and header only. */
  readonly parameters: readonly DescribedParameter[];
}

export interface Description {
  readonly name: string;
  readonly document: Json;
  readonly operations: readonly DescribedOperation[];
}

const FIXTURES = new URL("../fixtures/openapi/", import.meta.url);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Resolves a local `$ref` (`#/components/parameters/top`, `#/parameters/x`) against the document. */
function resolve(document: Json, node: Json): Json {
  const ref = node["$ref"];
  if (typeof ref !== "string") return node;
  if (!ref.startsWith("#/")) throw new Error(`only local references are supported: ${ref}`);
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) {
    target = (target as Json)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    if (target === undefined) throw new Error(`unresolved reference ${ref}`);
  }
  return resolve(document, target as Json);
}

// Swagger 2.0's collectionFormat as 3.1.1's "Style Values" table maps it (csv, multi, ssv, pipes)
const COLLECTION_FORMATS: Readonly<Record<string, { style?: string; explode: boolean }>> = {
  csv: { explode: false },
  multi: { style: "form", explode: true },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
};

/** One Parameter Object as the reference reads it; Swagger 2.0's fields converted per "Style Values". */
function parameterOf(raw: Json, swagger2: boolean): DescribedParameter | undefined {
  const location = raw["in"];
  if (location !== "path" && location !== "query" && location !== "header") return undefined;
  const name = raw["name"] as string;
  if (!swagger2) {
    return {
      name,
      in: location,
      style: raw["style"] as string | undefined,
      explode: raw["explode"] as boolean | undefined,
      allowReserved: raw["allowReserved"] as boolean | undefined,
      schema: (raw["schema"] as Json | undefined) ?? {},
    };
  }
  const schema: Json = { type: raw["type"], items: raw["items"], enum: raw["enum"], format: raw["format"] };
  if (raw["type"] !== "array") return { name, in: location, schema };
  const format = COLLECTION_FORMATS[(raw["collectionFormat"] as string | undefined) ?? "csv"];
  if (format === undefined) throw new Error(`collectionFormat ${String(raw["collectionFormat"])} has no style`);
  return { name, in: location, style: format.style, explode: format.explode, schema };
}

function operationsOf(document: Json): DescribedOperation[] {
  const swagger2 = document["swagger"] === "2.0";
  const operations: DescribedOperation[] = [];
  for (const [path, rawItem] of Object.entries(document["paths"] as Json)) {
    const item = resolve(document, rawItem as Json);
    const shared = ((item["parameters"] as Json[] | undefined) ?? []).map((p) => resolve(document, p));
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (operation === undefined) continue;
      const own = ((operation["parameters"] as Json[] | undefined) ?? []).map((p) => resolve(document, p));
      const merged = new Map<string, Json>();
      for (const parameter of [...shared, ...own]) merged.set(`${parameter["in"]} ${parameter["name"]}`, parameter);
      const parameters = [...merged.values()]
        .map((p) => parameterOf(p, swagger2))
        .filter((p): p is DescribedParameter => p !== undefined);
      operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, parameters });
    }
  }
  return operations;
}

/** Every vendored excerpt, by folder name. */
export function loadDescriptions(): Description[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const document = JSON.parse(readFileSync(new URL(`${entry.name}/excerpt.json`, FIXTURES), "utf8")) as Json;
      return { name: entry.name, document, operations: operationsOf(document) };
    });
}

interface StyleEntry {
  style?: DescribedParameter["style"];
  explode?: boolean;
  allowReserved?: boolean;
}

/**
 * The style table for a description: for each operation, each parameter whose style, explode or
 * allowReserved differs from OpenAPI's default for its location, with only the fields that differ
 * (explode compared with the default of the parameter's own style).
 */
export function styleTable(operations: readonly DescribedOperation[]): Record<string, Record<string, Json>> {
  const table: Record<string, Record<string, Json>> = {};
  for (const operation of operations) {
    const entry: Record<string, Record<string, StyleEntry>> = {};
    for (const parameter of operation.parameters) {
      const defaultStyle = parameter.in === "query" ? "form" : "simple";
      const style = parameter.style ?? defaultStyle;
      const explode = parameter.explode ?? style === "form";
      const differs: StyleEntry = {};
      if (style !== defaultStyle) differs.style = style;
      if (explode !== (style === "form")) differs.explode = explode;
      if (parameter.allowReserved === true) differs.allowReserved = true;
      if (Object.keys(differs).length === 0) continue;
      entry[parameter.in] ??= {};
      entry[parameter.in]![parameter.name] = differs;
    }
    if (Object.keys(entry).length > 0) table[operation.key] = entry;
  }
  return table;
}

/** The strings each variant fills text parameters with: reserved characters, unicode, the empty string. */
export const TEXT_VARIANTS = ["a b/c?d#e&f=g+h[i]%2F", "ü:@!$'()*,;~.-_é%zz", ""] as const;

function isObjectSchema(schema: Json): boolean {
  if (schema["type"] === "object" || schema["properties"] !== undefined) return true;
  const anyOf = (schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined;
  return anyOf?.some(isObjectSchema) ?? false;
}

function objectKeys(schema: Json): string[] {
  const direct = schema["properties"] as Json | undefined;
  if (direct !== undefined) return Object.keys(direct);
  const anyOf = (schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined;
  const branch = anyOf?.find(isObjectSchema);
  if (branch !== undefined) return objectKeys(branch);
  // free-form (additionalProperties): keys that need encoding
  return ["k 1", "k[2]"];
}

function scalar(schema: Json, text: string, index: number): string | number | boolean {
  const type = schema["type"];
  if (type === "integer") return 40 + index;
  if (type === "number") return 1.5 + index;
  if (type === "boolean") return index % 2 === 0;
  return text === "" ? "" : `${text}${index}`;
}

/**
 * A deterministic value for a parameter: a list or object where the schema says so, else a scalar
 * of its type; text is `TEXT_VARIANTS[variant]` (with an index, so list members differ). Path and
 * header parameters never get the empty string (a header keeps no empty value; an empty path value
 * is tested elsewhere), but the third variant still reaches them with the first variant's text.
 */
export function valueFor(parameter: DescribedParameter, variant: number): unknown {
  const text = parameter.in === "query" ? TEXT_VARIANTS[variant]! : TEXT_VARIANTS[variant % 2]!;
  const schema = parameter.schema;
  if (schema["type"] === "array") {
    const items = (schema["items"] as Json | undefined) ?? {};
    return [scalar(items, text, 0), scalar(items, text, 1)];
  }
  if (isObjectSchema(schema)) {
    const keys = objectKeys(schema);
    const branch = ((schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined)?.find(isObjectSchema) ?? schema;
    const properties = (branch["properties"] as Record<string, Json> | undefined) ?? {};
    return Object.fromEntries(keys.map((key, index) => [key, scalar(properties[key] ?? {}, text, index)]));
  }
  return scalar(schema, text, 0);
}
