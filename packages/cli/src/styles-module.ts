/**
 * @module styles-module: the style table as a TypeScript module (`endpoint openapi styles --format ts`),
 * written as `JSON.stringify(table, null, 2)` writes it, but for the keys an object literal reads
 * otherwise than JSON does.
 */
import { visible } from "./hidden.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * A key as source: quoted, as JSON writes it, but `__proto__` computed. In an object literal
 * `"__proto__": x` sets the prototype and the parameter vanishes; `["__proto__"]: x` is an own key.
 */
const keySource = (key: string): string => (key === "__proto__" ? '["__proto__"]' : visible(JSON.stringify(key)));

/**
 * `value` as an indented literal. An entry named like a member of `Object.prototype` (`constructor`,
 * `toString`) ends in `as const`: TypeScript types such a key by that member rather than by the
 * table's index signature, widens `"pipeDelimited"` to `string` and refuses the module.
 */
function literal(value: unknown, indent: string): string {
  if (!isObject(value)) return visible(JSON.stringify(value));
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const inner = `${indent}  `;
  const lines = entries.map(([key, item]) => {
    const cast = key in Object.prototype && isObject(item) ? " as const" : "";
    return `${inner}${keySource(key)}: ${literal(item, inner)}${cast}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/**
 * A module exporting `table` as a `StyleTable`, whose object really holds every key the table does.
 * @example stylesModule({}); // 'import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = {};\n'
 */
export function stylesModule(table: object): string {
  return `import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = ${literal(table, "")};\n`;
}
