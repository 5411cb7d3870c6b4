/** @module expand: RFC 6570 section 3.2 expansion of a parsed template against parameters. */
import { type EndpointError, fail, parameter, kindOf, quote } from "../errors.ts";
import { isPlainObject } from "../plain-object.ts";
import { refuseDotSegments, type Written } from "./dot-segments.ts";
import { encodeQueryReserved, encodeReserved, encodeUnreserved, truncateCodePoints } from "./percent-encode.ts";
import type { Expression, Operator, Template, VarSpec } from "./url-template.ts";

/** Parameters a template reads; looked up as own properties only, never through the prototype. */
export type Variables = { readonly [name: string]: unknown };

function invalid(spec: VarSpec, value: unknown, why: string): EndpointError {
  return fail("ERR_VALUE_INVALID", parameter(spec.name), `${kindOf(value)} ${why}`);
}

/**
 * The text of a single value, or undefined for `null`/`undefined`. Dates become ISO 8601
 * (what GitHub's `since` parameters take); objects with their own `toString` (URL, ...) use it.
 */
function scalarText(spec: VarSpec, value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
      if (!Number.isFinite(value)) throw invalid(spec, value, `is ${value}, not a finite number`);
      return String(value);
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
    case "object": {
      if (value === null) return undefined;
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw invalid(spec, value, "is an invalid Date");
        return value.toISOString();
      }
      if (Array.isArray(value) || isPlainObject(value)) throw invalid(spec, value, "nested in a list or object");
      // a class instance with a text form of its own (URL, URLSearchParams, a boxed string) is
      // written as that text; one without (Map, a custom class), or whose conversion throws, is refused
      try {
        if (value.toString !== Object.prototype.toString) return String(value);
      } catch {
        // a throwing toString or Symbol.toPrimitive: refused below like a missing one
      }
    }
  }
  throw invalid(spec, value, "has no text form");
}

/** A value's `/` kept, every segment encoded: a file path (docs/rules.md#file-paths). */
function encodePath(value: string, name?: string): string {
  // encodeUnreserved writes "/" as %2F and an input "%2F" as %252F, so only real slashes come back
  return encodeUnreserved(value, name).replaceAll("%2F", "/");
}

/** How a value's text is written; each encoder takes the parameter's name for its error. */
export type Encoder = (value: string, name: string) => string;

/**
 * Whether `piece`, an expansion into the path, is a suspect for the dot-segment check. Unreserved
 * encoding writes "/" as %2F and "%" as %25, so unless the operator (`{/x}`) or `keepSlashes` writes
 * a "/", a piece is text within one segment, which is a dot segment only if it is all dots or empty.
 * Reserved expansion ({+x}, {#x}) can write "/", "%2e", "?" and "#": the whole check decides.
 */
function suspect(piece: string, op: Operator, slashes: boolean): boolean {
  return (
    op.reserved || slashes || op.first === "/" || piece === "" || (piece.charCodeAt(0) === 0x2e && /^\.+$/.test(piece))
  );
}

/**
 * The encoder of an operator, unless the caller gives its own (a file path's, a header's). A named
 * operator that allows reserved characters is a query style's `allowReserved`: the query keeps its structure.
 */
function encoder(op: Operator, custom: Encoder | undefined): Encoder {
  return custom ?? (op.reserved ? (op.named ? encodeQueryReserved : encodeReserved) : encodeUnreserved);
}

/** A value written as it is: header parameters are not URI components. */
export const RAW: Encoder = (value) => value;

function prefixNotAllowed(spec: VarSpec, value: unknown): EndpointError {
  return fail("ERR_TEMPLATE_PREFIX", parameter(spec.name), `${kindOf(value)} takes no prefix (RFC 6570 section 2.4.1)`);
}

/** How deep a deepObject value may nest: a cycle, or a value no API reads, is refused before the stack runs out. */
const DEEP_LEVELS = 32;

/**
 * A list or an object, member by member; no defined member means undefined (RFC 6570 section 2.3).
 * In a deepObject, where OpenAPI leaves nesting undefined, a member is named by its bracketed `path`
 * as Stripe, Rails and PHP read it (docs/rules.md#any-api): `name[key]`, a list's values `name[]`,
 * and a nested list or object written under its own path (`name[a][b]=v`; a list holding lists or
 * objects names its members by index, `name[0][b]=v`).
 */
function expandComposite(
  op: Operator,
  spec: VarSpec,
  value: object,
  custom?: Encoder,
  path = spec.label,
  depth = 0,
): string | undefined {
  if (spec.prefix) throw prefixNotAllowed(spec, value);
  if (depth === DEEP_LEVELS) throw invalid(spec, value, `nested deeper than ${DEEP_LEVELS} levels`);
  const encode = encoder(op, custom);
  // names are never reserved-expanded in a query: an object key is a name there
  const encodeKey = op.named ? encodeUnreserved : encode;
  const join = op.join ?? ",";
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  const keys = list === undefined ? Object.keys(value) : undefined;
  const count = list === undefined ? (keys as string[]).length : list.length;
  const indexed = op.deep && list?.some((member) => Array.isArray(member) || isPlainObject(member));
  let out = "";
  let defined = 0;
  for (let i = 0; i < count; i++) {
    const key = keys === undefined ? "" : (keys[i] as string);
    const member = list === undefined ? (value as Variables)[key] : list[i];
    const deep =
      op.deep && path + op.deep[0] + (list ? (indexed ? i : "") : encodeUnreserved(key, spec.name)) + op.deep[1];
    let piece: string | undefined;
    if (deep && (Array.isArray(member) || isPlainObject(member)))
      piece = expandComposite(op, spec, member, custom, deep, depth + 1);
    else {
      const text = scalarText(spec, member);
      if (text === undefined) continue;
      if (!spec.explode) piece = (list ? "" : encodeKey(key, spec.name) + join) + encode(text, spec.name);
      else {
        // RFC 6570 section 3.2.1: exploded lists are named only for ; ? &, exploded pairs always are,
        // and only named operators shorten an empty value to `name` + ifemp
        const name = deep || (list ? (op.named ? spec.label : "") : encodeKey(key, spec.name));
        piece =
          name === ""
            ? encode(text, spec.name)
            : op.named && text === ""
              ? name + op.ifemp
              : `${name}=${encode(text, spec.name)}`;
      }
    }
    if (piece === undefined) continue;
    out += (defined ? (spec.explode ? op.sep : join) : "") + piece;
    defined++;
  }
  if (defined === 0) return undefined;
  return op.named && !spec.explode ? `${spec.label}=${out}` : out;
}

/**
 * Expands one variable (RFC 6570 section 3.2.1); undefined when it contributes nothing. `custom`
 * replaces the operator's encoder.
 */
export function expandVariable(op: Operator, spec: VarSpec, value: unknown, custom?: Encoder): string | undefined {
  let text: string | undefined;
  // strings (most parameters) are tested first: no list, object or Date to look for
  if (typeof value === "string") text = value;
  else if (typeof value === "object" && (Array.isArray(value) || isPlainObject(value)))
    return expandComposite(op, spec, value as object, custom);
  else text = scalarText(spec, value);
  if (text === undefined) return undefined;
  if (spec.prefix) text = truncateCodePoints(text, spec.prefix);
  if (!op.named) return encoder(op, custom)(text, spec.name);
  return text === "" ? spec.label + op.ifemp : `${spec.label}=${encoder(op, custom)(text, spec.name)}`;
}

/**
 * Expands a parsed template by RFC 6570, and as a route: names in `skip` (option keys such as `url`)
 * count as undefined, names in `keepSlashes` keep their `/` (docs/rules.md#file-paths), and with
 * `segmentsRequired` a run of expressions that makes up a whole path segment must have a value, and
 * a simple `{x}` at the head may not (docs/rules.md#placing-parameters). An expansion that would
 * make a `.` or `..` path segment is refused (docs/rules.md#dot-segments).
 * @example expandTemplate(parseTemplate("/x{?a,b}", false), { a: 1 }) // "/x?a=1"
 */
export function expandTemplate(
  template: Template,
  variables: Variables,
  skip?: ReadonlySet<string>,
  keepSlashes?: readonly string[],
  segmentsRequired?: boolean,
): string {
  const { parts } = template;
  let out = "";
  // expansions that could make a dot segment, in the order written (suspect())
  let suspects: Written[] | undefined;
  // the whole-segment run being expanded: its first part, last part and where its output starts
  let runFirst = 0;
  let runLast = -1;
  let runStart = 0;
  let runDefined = false;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string | Expression;
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const { op, vars, inPath } = part;
    const start = out.length;
    if (part.segmentRun !== 0) {
      runFirst = index;
      runLast = index + part.segmentRun - 1;
      runStart = start;
      runDefined = false;
    }
    let defined = false;
    for (const spec of vars) {
      const { name } = spec;
      if (skip?.has(name) || !Object.hasOwn(variables, name)) continue;
      const slashes = keepSlashes?.includes(name) === true;
      let piece = expandVariable(op, spec, variables[name], slashes && !op.reserved ? encodePath : undefined);
      if (piece === undefined) continue;
      // the operator's first character and the separator are written by the expansion too ({.x} with x ".")
      piece = (defined ? op.sep : op.first) + piece;
      defined = true;
      if (inPath && suspect(piece, op, slashes))
        (suspects ??= []).push({ start: out.length, end: out.length + piece.length, name });
      out += piece;
    }
    if (segmentsRequired) {
      if (defined && part.head) throw headFilled(vars[0] as VarSpec);
      if (!defined && part.required) throw missing(vars[0] as VarSpec, skip);
      runDefined ||= defined;
      if (index === runLast && (!runDefined || (template.segmentsFilled && out.length === runStart)))
        throw emptySegment(parts.slice(runFirst, runLast + 1) as Expression[], runDefined, skip);
    }
    // nothing written can still join two literal dots into one segment: "{name}.{ext}"
    if (!defined && inPath) (suspects ??= []).push({ start, end: start, name: (vars[0] as VarSpec).name });
  }
  if (suspects !== undefined) refuseDotSegments(out, suspects);
  return out;
}

function missing(spec: VarSpec, skip: ReadonlySet<string> | undefined): EndpointError {
  const why = skip?.has(spec.name) ? "is an option, never a parameter" : "has no value";
  return fail("ERR_PARAMETER_MISSING", parameter(spec.name), `${why}, but the path needs one`);
}

/** A run of expressions that makes up a whole path segment and leaves it empty. */
function emptySegment(
  run: readonly Expression[],
  defined: boolean,
  skip: ReadonlySet<string> | undefined,
): EndpointError {
  const names = run.flatMap(({ vars }) => vars.map(({ name }) => quote(name)));
  if (!defined && names.length === 1) return missing((run[0] as Expression).vars[0] as VarSpec, skip);
  return fail(
    "ERR_PARAMETER_MISSING",
    `Parameter ${names.join(" + ")}`,
    `${defined ? "writes nothing" : "has no value"}, but the path needs a segment there`,
  );
}

function headFilled({ name }: VarSpec): EndpointError {
  return fail(
    "ERR_PARAMETER_AT_HEAD",
    parameter(name),
    `stands where the base URL goes: write {+${name}} to start the URL with it, or pass baseUrl`,
  );
}
