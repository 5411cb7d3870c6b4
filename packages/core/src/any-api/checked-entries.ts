/** @module checked-entries: a table's object of named entries checked entry by entry (docs/rules.md#the-description-table). */
import { invalidOption, quote } from "../errors.ts";
import { isPlainObject, setOwn } from "../plain-object.ts";

/**
 * `value`, a plain object (else `ERR_OPTIONS_INVALID` expecting `expected`), as a frozen copy of
 * `check`'s answer for each entry, which is named `where["name"]` in errors.
 * @example checkedEntries("styles.query", { a: {} }, "styles by parameter name", (at, _, item) => item) // { a: {} }
 */
export function checkedEntries<T>(
  where: string,
  value: unknown,
  expected: string,
  check: (at: string, name: string, item: unknown) => T,
): Readonly<Record<string, T>> {
  if (!isPlainObject(value)) throw invalidOption(where, value, expected);
  const copy: Record<string, T> = {};
  for (const name of Object.keys(value)) setOwn(copy, name, check(`${where}[${quote(name)}]`, name, value[name]));
  return Object.freeze(copy);
}
