/**
 * @module url-template: a single-pass, linear-time parser from an RFC 6570 level 4 template
 * to a small AST, compiled once per template string and cached.
 */
import { type EndpointError, fail, charAt, quote } from "../errors.ts";
import { encodeReserved, literalsAsIs, loneSurrogateAt } from "./percent-encode.ts";

/** How one operator expands (RFC 6570 appendix A table). */
export interface Operator {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  /** `+` and `#` allow reserved characters and pct-triplets through. */
  readonly reserved: boolean;
  /** Between the members of a list that is not exploded: "," unless a query style says otherwise. */
  readonly join?: string;
  /** Exploded object members are named `name[key]` (the query style deepObject), with these brackets. */
  readonly deep?: readonly [open: string, close: string];
}

/* @__NO_SIDE_EFFECTS__ */
function operator(first: string, sep: string, named: boolean, ifemp: string, reserved: boolean): Operator {
  return Object.freeze({ first, sep, named, ifemp, reserved });
}

export const OPERATORS: Readonly<Record<string, Operator>> = /* @__PURE__ */ Object.freeze({
  "": operator("", ",", false, "", false),
  "+": operator("", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
  "#": operator("#", ",", false, "", true),
});

/** One variable of an expression: `name`, `name:3` or `name*`. */
export interface VarSpec {
  /** The key looked up among the parameters. */
  readonly name: string;
  /** How the name is written in `name=value` output (already encoded). */
  readonly label: string;
  /** Maximum code points, or 0 for no prefix modifier. */
  readonly prefix: number;
  readonly explode: boolean;
}

export interface Expression {
  readonly op: Operator;
  readonly vars: readonly VarSpec[];
  /**
   * It writes into the path: no literal `?` or `#` and no `{?`, `{&` or `{#` comes before it, and
   * it is none of those itself (what they write, or leave out, is never a path segment).
   */
  readonly inPath: boolean;
  /** It needs a value on its own: every OpenAPI path parameter (docs/rules.md#any-api). */
  readonly required: boolean;
  /**
   * On the first of a run of expressions with no literal between them (`{id}{.format}`) that
   * together make up a whole path segment: how many there are. With none of them given a value
   * (with nothing written, on an OpenAPI path) the request would reach another resource
   * (`DELETE /pets/`), so the run is judged as one (docs/rules.md#placing-parameters). 0 elsewhere.
   */
  readonly segmentRun: number;
  /**
   * A simple `{x}` the route starts with (before any literal or `/`), where the base URL goes: with no value the base
   * applies; a value would be encoded into a path segment under the base
   * (`https%3A%2F%2Fuploads.github.com`), so one is refused (docs/rules.md#placing-parameters).
   */
  readonly head: boolean;
}

/** An expression as a parser reads it, before {@link markSegments} says what it stands in. */
export type ParsedExpression = Omit<Expression, "segmentRun" | "head">;

/** A parsed template: literal text (already encoded) and expressions, in order. */
export interface Template {
  readonly parts: readonly (string | Expression)[];
  /** Every variable the template names: these parameters never reach the query or body. */
  readonly names: ReadonlySet<string>;
  /** A whole-segment run must write something, not only have a value (OpenAPI paths, docs/rules.md#any-api). */
  readonly segmentsFilled?: boolean;
}

// a varname (RFC 6570 section 2.3: varchars, dots only between them) with "-" after its first
// character, as OpenAPI path templates write names (docs/rules.md#url-templates); sticky, so each
// match starts where the parser stands
const VAR_NAME = /(?:\w|%[\dA-Fa-f]{2})(?:[\w-]|%[\dA-Fa-f]{2}|\.(?=[\w-]|%))*/y;
const PREFIX = /[1-9]\d{0,3}(?!\d)/y;
// a `:name` that is a whole path segment: after it, the end, `/`, `?`, `#` or `{/`, `{?`, `{&`, `{#`
const COLON_NAME = /[A-Za-z_]\w*(?=$|[/?#]|\{[/?&#])/y;

function syntaxError(template: string, position: number, reason: string): EndpointError {
  return fail("ERR_TEMPLATE_SYNTAX", `Template ${quote(template)}`, `${reason} at position ${position}`);
}

/** `pattern`'s match at `at` in `template`, or "". */
function matchAt(pattern: RegExp, template: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(template)?.[0] ?? "";
}

/** Parses `{...}` whose `{` is at `open` into `parts`; returns the index after `}`. */
function readExpression(
  template: string,
  open: number,
  names: Set<string>,
  parts: (string | ParsedExpression)[],
  inPath: boolean,
): number {
  let i = open + 1;
  const opChar = template[i] ?? "";
  const op = OPERATORS[opChar];
  if (op !== undefined && opChar !== "") i++;
  else if (opChar !== "" && "=,!@|".includes(opChar)) throw syntaxError(template, i, "reserved operator");
  const vars: VarSpec[] = [];
  for (;;) {
    const name = matchAt(VAR_NAME, template, i);
    if (name === "") throw syntaxError(template, i, "no variable name");
    i += name.length;
    let prefix = 0;
    const modifier = template[i];
    if (modifier === ":") {
      const digits = matchAt(PREFIX, template, ++i);
      if (digits === "") throw syntaxError(template, i, "prefix not 1 to 9999");
      prefix = +digits;
      i += digits.length;
    } else if (modifier === "*") i++;
    vars.push({ name, label: name, prefix, explode: modifier === "*" });
    names.add(name);
    const next = template[i++];
    if (next === "}") {
      const leavesPath = opChar === "?" || opChar === "&" || opChar === "#";
      parts.push({ op: op ?? (OPERATORS[""] as Operator), vars, inPath: inPath && !leavesPath, required: false });
      return i;
    }
    if (next !== ",") {
      throw syntaxError(
        template,
        next === undefined ? open : i - 1,
        next === undefined ? "unclosed '{'" : "expected ',' or '}'",
      );
    }
  }
}

/**
 * Parses a template in one pass. With `colonSegments`, `/:name` path segments before any `?`
 * or `#` count as `{name}`, as `@octokit/endpoint` accepts them (docs/rules.md#url-templates).
 * @example parseTemplate("/repos/{owner}/{repo}{?page}", false).names // Set { "owner", "repo", "page" }
 */
export function parseTemplate(template: string, colonSegments: boolean): Template {
  const parts: (string | ParsedExpression)[] = [];
  const names = new Set<string>();
  let literalStart = 0;
  let inPath = true;
  const asIs = literalsAsIs(template);
  const flushLiteral = (end: number): void => {
    const literal = template.slice(literalStart, end);
    if (literal === "") return;
    if (asIs) {
      parts.push(literal);
      return;
    }
    const lone = loneSurrogateAt(literal);
    if (lone !== -1)
      throw fail(
        "ERR_VALUE_UNENCODABLE",
        `Template ${quote(template)}`,
        `${charAt(template, literalStart + lone)} is a lone surrogate`,
      );
    parts.push(encodeReserved(literal));
  };
  for (let i = 0; i < template.length; ) {
    const char = template[i];
    const colonName =
      char === ":" && colonSegments && inPath && template[i - 1] === "/" ? matchAt(COLON_NAME, template, i + 1) : "";
    if (char === "{") {
      flushLiteral(i);
      i = literalStart = readExpression(template, i, names, parts, inPath);
      if ("?&#".includes((parts[parts.length - 1] as ParsedExpression).op.first || "x")) inPath = false;
    } else if (char === "}") {
      throw syntaxError(template, i, "unmatched '}'");
    } else if (colonName !== "") {
      flushLiteral(i);
      parts.push({
        op: OPERATORS[""] as Operator,
        vars: [{ name: colonName, label: colonName, prefix: 0, explode: false }],
        inPath,
        required: false,
      });
      names.add(colonName);
      i = literalStart = i + 1 + colonName.length;
    } else {
      if (char === "?" || char === "#") inPath = false;
      i++;
    }
  }
  flushLiteral(template.length);
  return { parts: markSegments(parts), names };
}

/** Whether `part` writes within one path segment: `{x}`, `{+x}`, `{.x}`, `{;x}` (and `/:x`) in the path. */
function inSegment(part: string | ParsedExpression | undefined): part is ParsedExpression {
  return typeof part === "object" && part.inPath && part.op.first !== "/";
}

/**
 * `parts` with each run of expressions that makes up a whole path segment marked on its first
 * (after a literal `/`; before the end, a literal `/`, `?` or `#`, or a `{/`, `{?`, `{&` or `{#`),
 * and each simple `{x}` the route starts with, before any literal or `/`, marked as the head, where
 * the base URL goes (docs/rules.md#placing-parameters). Every expression comes out of one object
 * literal, so the expander reads one shape (a spread or an added key makes another, and a
 * polymorphic read cost 7% of the mixed workload).
 * @example markSegments(parseTemplate("/p/{id}{.format}", false).parts)[1] // { ..., segmentRun: 2 }
 */
export function markSegments(parts: readonly (string | ParsedExpression)[]): (string | Expression)[] {
  let head = true;
  return parts.map((part, i) => {
    if (typeof part === "string") {
      head = false;
      return part;
    }
    head &&= part.op.first !== "/";
    let segmentRun = 0;
    const before = parts[i - 1];
    if (inSegment(part) && typeof before === "string" && before.endsWith("/")) {
      let end = i + 1;
      while (inSegment(parts[end])) end++;
      const after = parts[end];
      if (typeof after !== "string" || "/?#".includes(after[0] as string)) segmentRun = end - i;
    }
    const { op, vars, inPath, required } = part;
    return { op, vars, inPath, required, segmentRun, head: head && op === OPERATORS[""] };
  });
}
