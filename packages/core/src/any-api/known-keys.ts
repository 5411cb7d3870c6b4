/** @module known-keys: an option object's keys checked against the ones it may hold (docs/rules.md#the-description-table). */
import { fail, quote } from "../errors.ts";

/**
 * `value`'s own keys, each one of `keys`: another is `ERR_OPTIONS_INVALID` naming it at `where`,
 * never ignored (a config's, a table's).
 * @example knownKeys("styles", { format: 2, servers: [] }, ["format", "server", "operations"]) // throws: styles: "servers" is not format, server, operations
 */
export function knownKeys(where: string, value: object, keys: readonly string[]): string[] {
  const names = Object.keys(value);
  for (const key of names)
    if (!keys.includes(key)) throw fail("ERR_OPTIONS_INVALID", where, `${quote(key)} is not ${keys.join(", ")}`);
  return names;
}
