/**
 * @module styles: the neutral entry's description table (docs/rules.md#the-description-table), its
 * server checked as a base and each style setting by the style engine (template/param-styles.ts)
 * once, and one operation's styles looked up in it with a call's own laid over them
 * (docs/rules.md#any-api).
 */
import { fail, invalidOption, kindOf, quote } from "../errors.ts";
import { checkBaseUrl } from "../merge/check-options.ts";
import { isPlainObject, own } from "../plain-object.ts";
import type { Dialect } from "../dialect.ts";
import {
  type CheckedStyle,
  checkStyle,
  type OperationStyles,
  PARAMETER_STYLES,
  layStyle,
  type StylePlace,
} from "../template/param-styles.ts";
import type { OperationStyleTable } from "../types/any-api.ts";
import { type CheckedBody, checkBodyStyles, layBody } from "./body-styles.ts";
import { checkedEntries } from "./checked-entries.ts";
import { knownKeys } from "./known-keys.ts";
import { layEntries } from "./lay-entries.ts";

const PLACE_NAMES = ["path", "query", "header"] as const;

/**
 * One operation's styles checked, as a frozen copy: `path`, `query` and `header`, each naming
 * parameters, and `body` (docs/rules.md#request-bodies). `where` names it in errors.
 */
export function checkOperationStyles(where: string, value: unknown): OperationStyles {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ path, query, header }");
  // every place an own key, so that reading one never reaches Object.prototype (docs/rules.md#safety)
  const copy: Record<string, unknown> = { path: undefined, query: undefined, header: undefined, body: undefined };
  for (const place of Object.keys(value)) {
    const names = value[place];
    if (place === "body") {
      if (names !== undefined) copy.body = checkBodyStyles(`${where}.body`, names);
      continue;
    }
    if (!Object.hasOwn(PARAMETER_STYLES, place))
      throw fail("ERR_OPTIONS_INVALID", where, `${quote(place)} is not path, query, header or body`);
    if (names === undefined) continue;
    copy[place] = checkedEntries(`${where}.${place}`, names, "styles by parameter name", (at, _, item) =>
      checkStyle(at, place as StylePlace, item),
    );
  }
  return Object.freeze(copy);
}

/** The keys of a format 2 table (docs/rules.md#the-description-table). */
const TABLE_KEYS = ["format", "server", "operations"];

/** A description table as checked: its server, if any, and its operations' styles, a frozen copy. */
export interface CheckedTable {
  readonly server: string | undefined;
  readonly operations: OperationStyleTable;
}

/**
 * A description table checked: format 2 (`{ format: 2, server, operations }`) or format 1 (the
 * operations at the top, no `format`). Any other format is refused rather than read as another.
 * @example checkStyleTable({ format: 2, server: "/api/v3", operations: {} }).server // "/api/v3"
 */
export function checkStyleTable(value: unknown): CheckedTable {
  if (!isPlainObject(value)) throw invalidOption("styles", value, "a table { format: 2, operations }");
  // read once, and only as an own key (docs/rules.md#safety)
  const format = own(value, "format");
  // `server` an own key too: reading it never reaches Object.prototype
  if (format === undefined) return { server: undefined, operations: checkOperations("styles", value) };
  if (format !== 2)
    throw fail(
      "ERR_OPTIONS_INVALID",
      "styles.format",
      `expected 2 (or none: format 1), got ${typeof format === "number" ? format : kindOf(format)}`,
    );
  knownKeys("styles", value, TABLE_KEYS);
  const server = own(value, "server");
  const operations = own(value, "operations");
  return {
    server: server === undefined ? undefined : checkServer(server),
    operations: operations === undefined ? {} : checkOperations("styles.operations", operations),
  };
}

/**
 * The server checked as a `baseUrl` is (docs/rules.md#base-url), its message saying where: the check
 * is `endpoint`'s too, which keeps its own message (and its bundle) as they are.
 */
function checkServer(server: unknown): string {
  try {
    return checkBaseUrl(server);
  } catch (error) {
    throw fail("ERR_BASE_URL_INVALID", "styles.server", (error as Error).message);
  }
}

/** Operations' styles checked, as a frozen copy keyed by `"<METHOD> <path>"`; `where` names them in errors. */
function checkOperations(where: string, value: unknown): OperationStyleTable {
  return checkedEntries(where, value, "styles by operation", (at, operation, item) => {
    // the key a call is looked up by: a key written otherwise ("get /pets") would be ignored silently
    if (!/^[!#$%&'*+.^_`|~0-9A-Z-]+ \//.test(operation))
      throw fail("ERR_OPTIONS_INVALID", at, 'expected "<METHOD> /path", the method in capitals');
    return checkOperationStyles(at, item);
  }) as OperationStyleTable;
}

/**
 * The styles of the operation a method and URL name in `table`, with a call's own (checked here)
 * laid over them: the neutral dialect's `styles`.
 * @example tableStyles({ "GET /pets": { query: { tags: { explode: false } } } })("GET", "/pets", undefined)?.query
 */
export function tableStyles(table: OperationStyleTable): Dialect["styles"] {
  return (method, url, call) => {
    // the table's key: the method as the description writes it, uppercase, and the path as written
    const key = `${String(method).toUpperCase()} ${url}`;
    const entry = Object.hasOwn(table, key) ? table[key] : undefined;
    return call === undefined ? entry : layStyles(entry, checkOperationStyles("styles", call));
  };
}

/**
 * An operation's checked entry with a call's own checked styles laid over it, parameter by
 * parameter and field by field.
 * @example layStyles({ query: { a: { explode: false } } }, { query: { a: { style: "pipeDelimited" } } }) // { query: { a: { style: "pipeDelimited", explode: false, ... } } }
 */
function layStyles(entry: OperationStyles | undefined, call: OperationStyles): OperationStyles {
  if (entry === undefined) return call;
  const laid: Record<string, Record<string, CheckedStyle> | CheckedBody | undefined> = {
    path: undefined,
    query: undefined,
    header: undefined,
    body: (call.body === undefined
      ? entry.body
      : layBody(entry.body as CheckedBody | undefined, call.body as CheckedBody)) as CheckedBody | undefined,
  };
  for (const place of PLACE_NAMES) {
    const under = entry[place] as Readonly<Record<string, CheckedStyle>> | undefined;
    const over = call[place] as Readonly<Record<string, CheckedStyle>> | undefined;
    if (under === undefined && over === undefined) continue;
    laid[place] = layEntries(under, over, (top, base) => layStyle(place, top, base));
  }
  return laid;
}
