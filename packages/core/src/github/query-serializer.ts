/**
 * @module query-serializer: GitHub's `querySerializer` option (docs/rules.md#query-styles), checked
 * as it is merged into a frozen copy in the caller's shape, and resolved by the style engine into
 * what the query is written with.
 */
import { invalidOption } from "../errors.ts";
import type { Options } from "../dialect.ts";
import { isPlainObject, own } from "../plain-object.ts";
import { type CheckedStyle, checkStyle, KIND_STYLES, resolveStyle, type StyleName } from "../template/param-styles.ts";
import { encodeQueryReserved, encodeUnreserved } from "../template/percent-encode.ts";
import type { QuerySerializer, QueryStyles } from "../types/options.ts";

/**
 * `querySerializer` as the query is written with it: a function, or the style engine's setting for
 * lists, objects and single values, and the encoder of plain text.
 */
export type QueryWriting = ((query: Record<string, unknown>) => string) | ResolvedQueryStyles;

/** The object form of `querySerializer`, resolved. */
export interface ResolvedQueryStyles {
  readonly array: CheckedStyle;
  readonly object: CheckedStyle;
  readonly single: CheckedStyle;
  readonly text: (value: string, name: string) => string;
}

/**
 * `querySerializer` checked: a function, or `{ array, object, allowReserved }`, each kind's
 * `{ style, explode }` checked by the style engine (`deepObject` only exploded). The object form
 * comes back as a copy of what was checked, so what is checked is what is used.
 * @example checkQuerySerializer({ array: { style: "pipeDelimited" } }) // { array: { style: "pipeDelimited" } }
 */
export function checkQuerySerializer(value: unknown): QuerySerializer {
  if (typeof value === "function") return value as QuerySerializer;
  if (!isPlainObject(value))
    throw invalidOption("querySerializer", value, "a function or { array, object, allowReserved }");
  // each value read once, in the caller's order: a getter could answer differently a second time
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let item = value[key];
    if (key === "array" || key === "object") item = item === undefined ? item : checkKind(key, item);
    // a misspelt key (`arrays`) would be ignored silently: only these three are settings
    else if (key !== "allowReserved" || (item !== undefined && typeof item !== "boolean"))
      throw invalidOption("querySerializer", value, "a function or { array, object, allowReserved }");
    copy[key] = item;
  }
  return copy as QuerySerializer;
}

/** One kind's `{ style, explode }`: a style is required, explode defaults to false (openapi-fetch's shape), allowReserved is the whole query's. */
function checkKind(kind: keyof typeof KIND_STYLES, part: unknown): Readonly<{ style: StyleName; explode?: boolean }> {
  const where = `querySerializer.${kind}`;
  const { style, explode, allowReserved, op } = checkStyle(where, "query", part, KIND_STYLES[kind]);
  // explode defaults to false here, and a style that names members name[key] is only exploded
  if (style === undefined || allowReserved !== undefined || (op.deep && !explode))
    throw invalidOption(
      where,
      part,
      `{ style, explode }, style ${KIND_STYLES[kind].join(" or ")}, deepObject only exploded`,
    );
  return explode === undefined ? { style } : { style, explode };
}

// how a query is written with no `querySerializer`, resolved on first use (most calls)
let plain: ResolvedQueryStyles | undefined;

/**
 * GitHub's `settleQuery`: a call's checked `querySerializer` resolved by the style engine, so each
 * parameter is written with the setting of its kind as it is (docs/rules.md#query-styles).
 * @example settleGitHubQuery(options) // { array: { op, exploded: false, ... }, ... } with no querySerializer
 */
export function settleGitHubQuery({ querySerializer }: Options): QueryWriting {
  if (typeof querySerializer === "function") return querySerializer;
  if (querySerializer === undefined) return (plain ??= resolveQueryStyles(undefined));
  return resolveQueryStyles(querySerializer);
}

/** The object form of `querySerializer` (or none) resolved: each kind's setting, plain values' `form`, and the text encoder. */
function resolveQueryStyles(styles: QueryStyles | undefined): ResolvedQueryStyles {
  const reserved = styles !== undefined && own(styles, "allowReserved") === true;
  const single = resolveStyle("query", undefined, false, reserved);
  // a kind left out is `form`, unexploded; a setting is read as own properties, so a kind left out
  // is not found on a polluted Object.prototype (docs/rules.md#safety)
  const kind = (setting: unknown): CheckedStyle =>
    setting === undefined
      ? single
      : resolveStyle(
          "query",
          own(setting as object, "style") as StyleName, // checked: a kind given names its style
          own(setting as object, "explode") === true,
          reserved,
        );
  return {
    array: kind(styles && own(styles, "array")),
    object: kind(styles && own(styles, "object")),
    single,
    text: reserved ? encodeQueryReserved : encodeUnreserved,
  };
}
