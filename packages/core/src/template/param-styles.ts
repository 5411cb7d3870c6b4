/**
 * @module param-styles: the one style engine. Every parameter style (OpenAPI 3.1.1, "Style Values")
 * by the place it writes into, the RFC 6570 operator its expansion uses, and the one check of a
 * style setting. Path, query and header parameters of both entries, `querySerializer`, and the CLI's
 * `openapi styles` all go through here (docs/rules.md#query-styles, docs/rules.md#any-api).
 */
import { fail, invalidOption, quote, quoteOrKind } from "../errors.ts";
import { isPlainObject } from "../plain-object.ts";
import { OPERATORS, type Operator } from "./url-template.ts";

const PLACES = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
} as const;

/* @__NO_SIDE_EFFECTS__ */
function frozenPlaces(): typeof PLACES {
  for (const styles of Object.values(PLACES)) Object.freeze(styles);
  return Object.freeze(PLACES);
}

/**
 * The styles each place takes (OpenAPI 3.1.1, "Style Values"), its default first; cookies are not
 * sent. The one table the checks, the types and the CLI's `openapi styles` read.
 * @example PARAMETER_STYLES.query[0] // "form", a query parameter's default style
 */
export const PARAMETER_STYLES: typeof PLACES = /* @__PURE__ */ frozenPlaces();

/** The query styles `querySerializer` takes for each kind of value (docs/rules.md#query-styles). */
export const KIND_STYLES = {
  array: ["form", "spaceDelimited", "pipeDelimited"],
  object: ["form", "deepObject"],
} as const;

/** Where a parameter goes. */
export type StylePlace = keyof typeof PLACES;
/** A style of any place. */
export type StyleName = (typeof PLACES)[StylePlace][number];

/**
 * One parameter's serialization, as an OpenAPI Parameter Object declares it. What is left out keeps
 * OpenAPI's default for the place: path and header `simple`, query `form`; `explode` true for
 * `form` and `deepObject` only; `allowReserved` false.
 * @example const ids: ParameterStyle = { style: "pipeDelimited", explode: false }; // ids=1%7C2
 */
export interface ParameterStyle {
  readonly style?: StyleName;
  readonly explode?: boolean;
  /** Query only: RFC 3986 reserved characters stay raw in values, but never `# & = + [ ] '` (docs/rules.md#what-a-query-carries-raw). */
  readonly allowReserved?: boolean;
}

/**
 * How one property of a form or multipart body is written (OpenAPI's Encoding Object): a form
 * property in a query style, a multipart part with its `contentType`.
 * @example const metadata: BodyEncoding = { style: "deepObject" }; // metadata%5Bplan%5D=pro
 */
export interface BodyEncoding extends ParameterStyle {
  /** Multipart only: the part's media type (`application/json`, `image/png`). */
  readonly contentType?: string;
}

/**
 * How an operation's body is written when it is a plain object (docs/rules.md#request-bodies): its
 * media type (JSON when not given) and its properties' encodings.
 * @example const body: BodyStyles = { mediaType: "application/x-www-form-urlencoded", encoding: { metadata: { style: "deepObject" } } };
 */
export interface BodyStyles {
  readonly mediaType?: "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";
  readonly encoding?: { readonly [property: string]: BodyEncoding };
}

/** The styles of one operation's parameters that differ from OpenAPI's defaults, by place and name, and its body's. */
export interface OperationStyles {
  readonly path?: { readonly [name: string]: ParameterStyle };
  readonly query?: { readonly [name: string]: ParameterStyle };
  readonly header?: { readonly [name: string]: ParameterStyle };
  readonly body?: BodyStyles;
}

/**
 * A setting as {@link checkStyle} returns it: the three fields as given, every one an own property,
 * and what they resolve to in their place (OpenAPI's defaults filled in), so a reader takes the
 * operator and explode as they are and never reaches `Object.prototype` (docs/rules.md#safety).
 */
export interface CheckedStyle {
  readonly style: StyleName | undefined;
  readonly explode: boolean | undefined;
  readonly allowReserved: boolean | undefined;
  /** The operator the parameter expands with. */
  readonly op: Operator;
  /** Whether a list or object is exploded. */
  readonly exploded: boolean;
}

// what a query style writes between a list's members, encoded as the query rule says
// (docs/rules.md#what-a-query-carries-raw); deepObject names members name[key] instead
const QUERY_JOINS: Readonly<Record<string, string>> = {
  form: ",",
  spaceDelimited: "%20",
  pipeDelimited: "%7C",
  deepObject: ",",
};

/** Each style's operator, without and with `allowReserved`, and each place's default setting resolved. */
interface StyleTables {
  readonly plain: Readonly<Record<string, Operator>>;
  readonly reserved: Readonly<Record<string, Operator>>;
  readonly defaults: Readonly<Record<StylePlace, CheckedStyle>>;
}

/**
 * The operators of {@link StyleTables}: simple, label and matrix are RFC 6570's {x}, {.x} and {;x}
 * (OpenAPI 3.1.1, appendix C); the query styles are its form operator, written as members of a query
 * (`name=value`, no leading character), with another list separator, or object members named
 * name[key].
 */
/* @__NO_SIDE_EFFECTS__ */
function styleTables(): StyleTables {
  const plain = { simple: OPERATORS[""], label: OPERATORS["."], matrix: OPERATORS[";"] } as Record<string, Operator>;
  const reserved = { ...plain };
  for (const style of PLACES.query) {
    // "&"'s separators and empty-value rule, but no leading character: the expansion joins the query
    const op: Operator = {
      ...(OPERATORS["&"] as Operator),
      first: "",
      join: QUERY_JOINS[style],
      deep: style === "deepObject" ? ["%5B", "%5D"] : undefined,
    };
    plain[style] = op;
    reserved[style] = { ...op, reserved: true };
  }
  const none = { style: undefined, explode: undefined, allowReserved: undefined };
  const simple = { ...none, op: plain.simple as Operator, exploded: false };
  return {
    plain,
    reserved,
    defaults: { path: simple, query: { ...none, op: plain.form as Operator, exploded: true }, header: simple },
  };
}

const TABLES = /* @__PURE__ */ styleTables();

/**
 * The operator a style expands with; `allowReserved` keeps reserved characters raw in a query value.
 * Each operator is built once.
 * @example styleOperator("pipeDelimited", false).join // "%7C"
 */
export function styleOperator(style: StyleName, allowReserved: boolean): Operator {
  return (allowReserved ? TABLES.reserved : TABLES.plain)[style] as Operator;
}

/**
 * A setting's fields resolved in `place`: what is left out takes OpenAPI 3.1.1's default there
 * (its first style; `explode` only for `form` and `deepObject`; `allowReserved` false).
 * @example resolveStyle("query", undefined, false, undefined).op.join // ","
 */
export function resolveStyle(
  place: StylePlace,
  style: StyleName | undefined,
  explode: boolean | undefined,
  allowReserved: boolean | undefined,
): CheckedStyle {
  const name = style ?? PARAMETER_STYLES[place][0];
  return {
    style,
    explode,
    allowReserved,
    op: styleOperator(name, allowReserved === true),
    exploded: explode ?? (name === "form" || name === "deepObject"),
  };
}

/**
 * `top` laid over `base` field by field (a call's style over its operation's, a body property's
 * encoding over the one its operation gives): each field `top` leaves unset is `base`'s.
 */
export function layStyle(place: StylePlace, top: ParameterStyle, base: ParameterStyle | undefined): CheckedStyle {
  return resolveStyle(
    place,
    top.style ?? base?.style,
    top.explode ?? base?.explode,
    top.allowReserved ?? base?.allowReserved,
  );
}

/**
 * What a parameter no table names is written in: its place's defaults, resolved.
 * @example defaultStyle("query").exploded // true
 */
export function defaultStyle(place: StylePlace): CheckedStyle {
  return TABLES.defaults[place];
}

/**
 * One parameter's style setting checked for its place, as a resolved copy: a style of that place
 * (`allowed` narrows it: `querySerializer.array` takes no `deepObject`), booleans for `explode` and
 * `allowReserved`, and `deepObject` never unexploded. `where` names it in errors. The copy is the
 * core's own, never handed out, so it is not frozen (which would cost a call as much as the check).
 * @example checkStyle("styles.query.ids", "query", { style: "pipeDelimited" }).op.join // "%7C"
 */
export function checkStyle(
  where: string,
  place: StylePlace,
  value: unknown,
  allowed: readonly string[] = PARAMETER_STYLES[place],
): CheckedStyle {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ style, explode, allowReserved }");
  // the three fields own properties, so reading an absent one never reaches Object.prototype
  const copy: Record<string, unknown> = { style: undefined, explode: undefined, allowReserved: undefined };
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (key === "style") {
      if (!allowed.includes(item as string))
        throw fail("ERR_OPTIONS_INVALID", where, `style ${quoteOrKind(item)} is not one of ${allowed.join(", ")}`);
    } else if (key === "explode" || key === "allowReserved") {
      if (typeof item !== "boolean") throw invalidOption(`${where}.${key}`, item, "a boolean");
    } else throw fail("ERR_OPTIONS_INVALID", where, `${quote(key)} is not style, explode or allowReserved`);
    copy[key] = item;
  }
  // deepObject is defined only exploded (docs/rules.md#any-api)
  const { style, explode, allowReserved } = copy as Partial<CheckedStyle>;
  if (style === "deepObject" && explode === false)
    throw fail("ERR_OPTIONS_INVALID", where, "deepObject is only exploded");
  return resolveStyle(place, style, explode, allowReserved);
}

/**
 * What a parameter with `setting` is written in: the setting checked for its place as both entries
 * check it, and what it leaves out filled in with OpenAPI 3.1.1's defaults there. For tools that
 * read a description (the CLI's `openapi styles`). `where` names the setting in errors.
 * @example resolveParameterStyle("query", { style: "deepObject" }) // { style: "deepObject", explode: true, allowReserved: false }
 */
export function resolveParameterStyle(
  place: StylePlace,
  setting: ParameterStyle,
  where = "style",
): Required<ParameterStyle> {
  if (!Object.hasOwn(PLACES, place))
    throw fail("ERR_OPTIONS_INVALID", where, `${quoteOrKind(place)} is not path, query or header`);
  const { style, exploded, allowReserved } = checkStyle(where, place, setting);
  return { style: style ?? PLACES[place][0], explode: exploded, allowReserved: allowReserved === true };
}
