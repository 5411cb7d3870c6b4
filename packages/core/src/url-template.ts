/**
 * @module url-template: a single-pass, linear-time parser from an RFC 6570 level 4 template
 * to a small AST, compiled once per template string and cached.
 */
import { EndpointError, quote } from "./errors.ts";
import { encodeReserved, isWordChar } from "./percent-encode.ts";

/** How one operator expands (RFC 6570 appendix A table). */
export interface Operator {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  /** `+` and `#` allow reserved characters and pct-triplets through. */
  readonly reserved: boolean;
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
  /** No literal `?` or `#` and no `{?`, `{&` or `{#` comes before it: it writes into the path. */
  readonly inPath: boolean;
}

/** A parsed template: literal text (already encoded) and expressions, in order. */
export interface Template {
  readonly parts: readonly (string | Expression)[];
  /** Every variable the template names: these parameters never reach the query or body. */
  readonly names: ReadonlySet<string>;
}

const RESERVED_OPERATORS = "=,!@|";
const MAX_PREFIX = 9999;

function syntaxError(template: string, position: number, reason: string): EndpointError {
  return new EndpointError(
    "ERR_TEMPLATE_SYNTAX",
    `Invalid URL template ${quote(template)}: ${reason} at position ${position}`,
  );
}

// varchar = ALPHA / DIGIT / "_" / pct-encoded (RFC 6570 section 2.3), and "-" after the first
// character, as OpenAPI path templates write names (docs/rules.md#url-templates)
const isVarChar = isWordChar;

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/** Reads one varname at `start`; returns the index after it. Dots only between varchars. */
function readVarName(template: string, start: number): number {
  let i = start;
  for (;;) {
    const code = template.charCodeAt(i);
    if (isVarChar(code) || (code === 0x2d && i > start)) i++;
    else if (code === 0x25 && isHex(template.charCodeAt(i + 1)) && isHex(template.charCodeAt(i + 2))) i += 3;
    else break;
    if (template.charCodeAt(i) === 0x2e && i + 1 < template.length) {
      const next = template.charCodeAt(i + 1);
      if (isVarChar(next) || next === 0x25) i++;
    }
  }
  if (i === start) throw syntaxError(template, start, `expected a variable name, found ${quote(template[start] ?? "the end")}`);
  return i;
}

/** Parses `{...}` whose `{` is at `open` into `parts`; returns the index after `}`. */
function readExpression(template: string, open: number, names: Set<string>, parts: (string | Expression)[], inPath: boolean): number {
  let i = open + 1;
  const opChar = template[i] ?? "";
  let op = OPERATORS[""] as Operator;
  if (opChar !== "" && Object.hasOwn(OPERATORS, opChar)) {
    op = OPERATORS[opChar] as Operator;
    i++;
  } else if (opChar !== "" && RESERVED_OPERATORS.includes(opChar)) {
    throw syntaxError(template, i, `operator ${quote(opChar)} is reserved`);
  }
  const vars: VarSpec[] = [];
  for (;;) {
    const nameEnd = readVarName(template, i);
    const name = template.slice(i, nameEnd);
    i = nameEnd;
    let prefix = 0;
    let explode = false;
    if (template[i] === ":") {
      const digitsStart = ++i;
      while (i < template.length && i - digitsStart < 5 && template.charCodeAt(i) >= 0x30 && template.charCodeAt(i) <= 0x39) i++;
      prefix = Number(template.slice(digitsStart, i));
      if (i === digitsStart || template[digitsStart] === "0" || prefix > MAX_PREFIX) {
        throw syntaxError(template, digitsStart, "a prefix length must be 1 to 9999");
      }
    } else if (template[i] === "*") {
      explode = true;
      i++;
    }
    vars.push({ name, label: name, prefix, explode });
    names.add(name);
    const next = template[i];
    if (next === "}") {
      parts.push({ op, vars, inPath });
      return i + 1;
    }
    if (next !== ",") {
      const found = next === undefined ? "the end of the template (unclosed '{')" : quote(next);
      throw syntaxError(template, next === undefined ? open : i, `expected ',' or '}' but found ${found}`);
    }
    i++;
  }
}

/**
 * Where a `:name` path segment ends (CONTRACT.md "URL templates"): it must be a whole segment,
 * so `/repos/:owner/:repo` counts and `urn:isbn:{id}` or `/x/:a.json` do not. Returns -1 if not one.
 */
function colonSegmentEnd(template: string, colon: number): number {
  if (template.charCodeAt(colon - 1) !== 0x2f) return -1;
  const first = template.charCodeAt(colon + 1);
  if (!((first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a) || first === 0x5f)) return -1;
  let i = colon + 2;
  while (isVarChar(template.charCodeAt(i))) i++;
  const after = template[i];
  if (after === undefined || after === "/" || after === "?" || after === "#") return i;
  if (after === "{" && "?&/#".includes(template[i + 1] ?? "x")) return i;
  return -1;
}

/**
 * Parses a template in one pass. With `colonSegments`, `/:name` path segments before any `?`
 * or `#` count as `{name}` (Express style, as `@octokit/endpoint` accepts them).
 * @example parseTemplate("/repos/{owner}/{repo}{?page}", false).names // Set { "owner", "repo", "page" }
 */
export function parseTemplate(template: string, colonSegments: boolean): Template {
  const parts: (string | Expression)[] = [];
  const names = new Set<string>();
  let literalStart = 0;
  let inPath = true;
  const flushLiteral = (end: number): void => {
    if (end > literalStart) parts.push(encodeReserved(template.slice(literalStart, end)));
  };
  for (let i = 0; i < template.length; ) {
    const char = template[i];
    const colonEnd = char === ":" && colonSegments && inPath ? colonSegmentEnd(template, i) : -1;
    if (char === "{") {
      flushLiteral(i);
      i = literalStart = readExpression(template, i, names, parts, inPath);
      const { first } = (parts[parts.length - 1] as Expression).op;
      if (first === "?" || first === "&" || first === "#") inPath = false;
    } else if (char === "}") {
      throw syntaxError(template, i, "unmatched '}'");
    } else if (colonEnd !== -1) {
      flushLiteral(i);
      const name = template.slice(i + 1, colonEnd);
      parts.push({ op: OPERATORS[""] as Operator, vars: [{ name, label: name, prefix: 0, explode: false }], inPath: true });
      names.add(name);
      i = literalStart = colonEnd;
    } else {
      if (char === "?" || char === "#") inPath = false;
      i++;
    }
  }
  flushLiteral(template.length);
  return { parts, names };
}
