/**
 * @module query: a request's query appended to its URL (docs/rules.md#query): what the dialect writes
 * (GitHub's leftover parameters, or a grouped call's query parameters), after `?`, or after `&` when
 * the template already made a query.
 */
import type { Merged } from "../dialect.ts";

/**
 * Appends the parameters that the template of `merged` (expanded to `url`) leaves over as a query,
 * before any `#fragment`.
 * @example appendQuery("https://api.github.com/x?a=1", merged) // "https://api.github.com/x?a=1&b=1,2" for { b: [1, 2] }
 */
export function appendQuery(url: string, merged: Merged): string {
  const { template } = merged.operation;
  const query = merged.dialect.query(merged);
  if (query === "") return url;
  // the usual case: nothing to read in the URL just built (benchmarks/README.md, "Ropes")
  if (template.queryFree) return `${url}?${query}`;
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const last = path[path.length - 1];
  const separator = !path.includes("?") ? "?" : last === "?" || last === "&" ? "" : "&";
  return path + separator + query + fragment;
}
