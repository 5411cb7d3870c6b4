/** @module parameters: which keys of the options are parameters, and which of them the URL leaves over. */
import type { Template } from "./url-template.ts";

/** Option keys that are never parameters (CONTRACT.md "Consumed parameters"). */
export const OPTION_KEYS: ReadonlySet<string> = new Set(["method", "baseUrl", "url", "headers", "request", "mediaType"]);

/**
 * Whether `key` is a parameter with a value that `template` does not name: such parameters go to
 * the query (GET, HEAD) or the body (spec 2.4). Filtering while iterating, rather than collecting
 * the keys first, keeps the hot path free of key arrays.
 */
export function isLeftover(variables: Readonly<Record<string, unknown>>, template: Template, key: string): boolean {
  return variables[key] !== undefined && !OPTION_KEYS.has(key) && !template.names.has(key);
}
