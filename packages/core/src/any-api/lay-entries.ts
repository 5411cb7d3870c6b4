/** @module lay-entries: a call's named entries laid over its operation's, entry by entry (docs/rules.md#any-api). */
import { setOwn } from "../plain-object.ts";

/**
 * `under`'s entries with each of `over`'s laid over the one of the same name (undefined if
 * `under` has none): a copy, `lay` saying how an entry is laid over another.
 * @example layEntries({ a: 1 }, { b: 2 }, (top, base) => top + (base ?? 0)) // { a: 1, b: 2 }
 */
export function layEntries<T>(
  under: Readonly<Record<string, T>> | undefined,
  over: Readonly<Record<string, T>> | undefined,
  lay: (top: T, base: T | undefined) => T,
): Record<string, T> {
  const laid: Record<string, T> = { ...under };
  for (const name of Object.keys(over ?? {})) {
    // a name is looked up as an own key (docs/rules.md#safety)
    const base = under !== undefined && Object.hasOwn(under, name) ? under[name] : undefined;
    setOwn(laid, name, lay((over as Record<string, T>)[name] as T, base));
  }
  return laid;
}
