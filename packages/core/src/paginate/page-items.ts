/** @module page-items: where a page's items are (docs/rules.md#pagination): a list, GitHub's search and list shapes, or a named field. */

// GitHub's list shapes beside the list: counts and flags, never the items (octokit's normalisation skips the same keys)
const BESIDE_THE_LIST: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "total_count",
  "incomplete_results",
  "repository_selection",
]);

/**
 * The items of a page's `data`: `data[field]` when a field is named, `data` itself when it is a list,
 * else GitHub's search and list shapes (`{ total_count, items }`, `{ total_count, workflow_runs }`):
 * the first own list beside `total_count`. Anything else has none.
 * @example pageItems({ total_count: 2, incomplete_results: false, items: [1, 2] }) // [1, 2]
 */
export function pageItems(data: unknown, field?: string): unknown[] {
  if (field !== undefined) data = valueAt(data, field);
  if (Array.isArray(data)) return data;
  if (field !== undefined || typeof data !== "object" || data === null || !Object.hasOwn(data, "total_count"))
    return [];
  for (const [key, value] of Object.entries(data)) if (!BESIDE_THE_LIST.has(key) && Array.isArray(value)) return value;
  return [];
}

/**
 * The value at a dotted path of own properties (`"meta.next_cursor"`), or `undefined`.
 * @example valueAt({ meta: { next: "c2" } }, "meta.next") // "c2"
 */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
