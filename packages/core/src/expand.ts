/** @module expand: RFC 6570 section 3.2 expansion of a parsed template against parameters. */
import { EndpointError, describe } from "./errors.ts";
import { encodeReserved, encodeUnreserved, truncateCodePoints } from "./percent-encode.ts";
import { isPlainObject } from "./plain-object.ts";
import type { Expression, Operator, Template, VarSpec } from "./url-template.ts";

/** Parameters a template reads; looked up as own properties only, never through the prototype. */
export type Variables = { readonly [name: string]: unknown };

function invalid(spec: VarSpec, value: unknown, why: string): EndpointError {
  return new EndpointError("ERR_VALUE_INVALID", `Parameter ${describe(spec.name)} is ${describe(value)}: ${why}`);
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
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
    case "object": {
      if (value === null) return undefined;
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw invalid(spec, value, "an invalid Date");
        return value.toISOString();
      }
      if (Array.isArray(value) || isPlainObject(value)) throw invalid(spec, value, "a nested list or object");
      return instanceText(spec, value);
    }
    default:
      throw invalid(spec, value, "it has no text form");
  }
}

/**
 * A class instance with a text form of its own (URL, URLSearchParams, a boxed string) is written as
 * that text; one without (Map, a custom class), or whose conversion throws, is refused.
 */
function instanceText(spec: VarSpec, value: object): string {
  if (typeof value.toString === "function" && value.toString !== Object.prototype.toString) {
    try {
      return String(value);
    } catch {
      // a throwing toString or Symbol.toPrimitive is refused below like a missing one
    }
  }
  throw invalid(spec, value, "it has no text form");
}

function encoder(op: Operator): (value: string) => string {
  return op.reserved ? encodeReserved : encodeUnreserved;
}

function prefixNotAllowed(spec: VarSpec, value: unknown): EndpointError {
  return new EndpointError(
    "ERR_TEMPLATE_PREFIX",
    `Parameter ${describe(spec.name)} is ${describe(value)}: RFC 6570 section 2.4.1 allows a prefix only on strings`,
  );
}

/** A list or an object, member by member; no defined member means undefined (RFC 6570 section 2.3). */
function expandComposite(op: Operator, spec: VarSpec, value: object): string | undefined {
  if (spec.prefix) throw prefixNotAllowed(spec, value);
  const encode = encoder(op);
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  const keys = list === undefined ? Object.keys(value) : undefined;
  const count = list === undefined ? (keys as string[]).length : list.length;
  let out = "";
  let defined = 0;
  for (let i = 0; i < count; i++) {
    const key = keys === undefined ? "" : (keys[i] as string);
    const text = scalarText(spec, list === undefined ? (value as Variables)[key] : list[i]);
    if (text === undefined) continue;
    if (!spec.explode) {
      out += (defined ? "," : "") + (list ? "" : `${encode(key)},`) + encode(text);
    } else {
      // RFC 6570 section 3.2.1: exploded lists are named only for ; ? &, exploded pairs always are,
      // and only named operators shorten an empty value to `name` + ifemp
      const name = list ? (op.named ? spec.label : "") : encode(key);
      const member = name === "" ? encode(text) : op.named && text === "" ? name + op.ifemp : `${name}=${encode(text)}`;
      out += (defined ? op.sep : "") + member;
    }
    defined++;
  }
  if (defined === 0) return undefined;
  return op.named && !spec.explode ? `${spec.label}=${out}` : out;
}

/** Expands one variable (RFC 6570 section 3.2.1); undefined when it contributes nothing. */
export function expandVariable(op: Operator, spec: VarSpec, value: unknown): string | undefined {
  let text: string | undefined;
  // strings (most parameters) are tested first: no list, object or Date to look for
  if (typeof value === "string") text = value;
  else if (Array.isArray(value) || isPlainObject(value)) return expandComposite(op, spec, value);
  else text = scalarText(spec, value);
  if (text === undefined) return undefined;
  if (spec.prefix) text = truncateCodePoints(text, spec.prefix);
  if (!op.named) return encoder(op)(text);
  return text === "" ? spec.label + op.ifemp : `${spec.label}=${encoder(op)(text)}`;
}

/** Expands one `{...}` expression: the operator's first character only if a variable was defined. */
export function expandExpression(expression: Expression, variables: Variables, skip?: ReadonlySet<string>): string {
  const { op, vars } = expression;
  let out = "";
  let defined = false;
  for (const spec of vars) {
    if (!Object.hasOwn(variables, spec.name) || skip?.has(spec.name)) continue;
    const piece = expandVariable(op, spec, variables[spec.name]);
    if (piece === undefined) continue;
    out += (defined ? op.sep : op.first) + piece;
    defined = true;
  }
  return out;
}

/**
 * Expands a parsed template. Names in `skip` (the option keys such as `url` and `headers`)
 * count as undefined.
 * @example expandTemplate(parseTemplate("/x{?a,b}", false), { a: 1 }) // "/x?a=1"
 */
export function expandTemplate(template: Template, variables: Variables, skip?: ReadonlySet<string>): string {
  let out = "";
  for (const part of template.parts) {
    out += typeof part === "string" ? part : expandExpression(part, variables, skip);
  }
  return out;
}
