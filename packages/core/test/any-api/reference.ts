/**
 * @module reference: an independent reference serializer for OpenAPI 3.1.1 parameters, written from
 * the specification's text, not from the runtime (nothing here imports packages/core/src).
 *
 * It follows Appendix C ("Using RFC6570-Based Serialization") literally: every parameter becomes an
 * RFC 6570 template, with its name percent-encoded, and a small RFC 6570 expander of its own expands
 * it. Styles with no RFC 6570 operator (`spaceDelimited`, `pipeDelimited`, `deepObject`) and
 * `form` with `allowReserved` get a manually built template, as Appendix C's examples build them:
 * delimiters written as literal `%20`, `%7C`, `%5B`/`%5D`, values through regular or reserved
 * expansion, and for reserved expansion the characters `#`, `&`, `=`, `+`, `[`, `]` pre-encoded in
 * values (Parameter Object `allowReserved`, Appendix C, Appendix E; docs/rules.md#any-api).
 * Header values are the `simple` style's structure without percent-encoding (Appendix D; our rule).
 *
 * It is slow and simple on purpose: a template string per parameter, parsed and expanded each time.
 */

/** A Parameter Object reduced to what serialization reads (`in` is path, query or header). */
export interface ReferenceParameter {
  readonly name: string;
  readonly in: "path" | "query" | "header";
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
}

/** The values of one call, by location and parameter name (what `params` holds). */
export interface ReferenceValues {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly header?: Readonly<Record<string, unknown>>;
}

/** What the reference produces: the path with its query (`/pets/.1?tags=a%7Cb`) and header values. */
export interface ReferenceResult {
  readonly url: string;
  readonly headers: Record<string, string>;
}

/** Thrown where OpenAPI 3.1.1 marks a combination _n/a_ (undefined behaviour) or a value is missing. */
export class ReferenceUndefined extends Error {}

// ---------------------------------------------------------------------------------------------
// RFC 6570, levels 1-4 (no prefix modifiers: OpenAPI has none), from the RFC's section 3.2 table

/** A variable's value as RFC 6570 sees it: a string, a list, or an ordered list of (key, value) pairs. */
type TemplateValue = string | readonly string[] | readonly (readonly [string, string])[] | undefined;

interface Operator {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly reserved: boolean;
}

// RFC 6570 Appendix A's table
const OPERATORS: Readonly<Record<string, Operator>> = {
  "": { first: "", sep: ",", named: false, ifemp: "", reserved: false },
  "+": { first: "", sep: ",", named: false, ifemp: "", reserved: true },
  ".": { first: ".", sep: ".", named: false, ifemp: "", reserved: false },
  "/": { first: "/", sep: "/", named: false, ifemp: "", reserved: false },
  ";": { first: ";", sep: ";", named: true, ifemp: "", reserved: false },
  "?": { first: "?", sep: "&", named: true, ifemp: "=", reserved: false },
  "&": { first: "&", sep: "&", named: true, ifemp: "=", reserved: false },
  "#": { first: "#", sep: ",", named: false, ifemp: "", reserved: true },
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
// RFC 3986 section 2.2: gen-delims and sub-delims
const RESERVED = /^[:/?#[\]@!$&'()*+,;=]$/;
const HEX = /^[0-9A-Fa-f]{2}$/;

/** Percent-encodes `text` as UTF-8, leaving unreserved characters (and, when `reserved`, reserved ones and `%XX`). */
export function percentEncode(text: string, reserved: boolean): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (UNRESERVED.test(char) || (reserved && RESERVED.test(char))) {
      out += char;
    } else if (reserved && char === "%" && HEX.test(text.slice(i + 1, i + 3))) {
      out += text.slice(i, i + 3);
      i += 2;
    } else {
      const codePoint = text.codePointAt(i)!;
      const whole = String.fromCodePoint(codePoint);
      if (codePoint > 0xffff) i++;
      for (const byte of new TextEncoder().encode(whole)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
  }
  return out;
}

function isPairs(value: TemplateValue): value is readonly (readonly [string, string])[] {
  return Array.isArray(value) && value.length > 0 && Array.isArray(value[0]);
}

/** One expression `{op var1,var2*}` expanded (RFC 6570 section 3.2.1). */
function expandExpression(body: string, variables: Readonly<Record<string, TemplateValue>>): string {
  const opChar = "+./;?&#".includes(body[0]!) ? body[0]! : "";
  const op = OPERATORS[opChar]!;
  const parts: string[] = [];
  for (const spec of body.slice(opChar.length).split(",")) {
    const explode = spec.endsWith("*");
    const name = explode ? spec.slice(0, -1) : spec;
    const value = variables[name];
    // section 2.3: undefined, an empty list and an empty set of pairs are all undefined
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const enc = (text: string) => percentEncode(text, op.reserved);
    if (typeof value === "string") {
      parts.push(op.named ? (value === "" ? name + op.ifemp : `${name}=${enc(value)}`) : enc(value));
    } else if (isPairs(value)) {
      if (!explode) {
        const joined = value.map(([k, v]) => `${enc(k)},${enc(v)}`).join(",");
        parts.push(op.named ? `${name}=${joined}` : joined);
      } else {
        parts.push(
          value.map(([k, v]) => (op.named && v === "" ? enc(k) + op.ifemp : `${enc(k)}=${enc(v)}`)).join(op.sep),
        );
      }
    } else {
      const list = value as readonly string[];
      if (!explode) {
        const joined = list.map(enc).join(",");
        parts.push(op.named ? `${name}=${joined}` : joined);
      } else {
        parts.push(
          list
            .map((item) => (op.named ? (item === "" ? name + op.ifemp : `${name}=${enc(item)}`) : enc(item)))
            .join(op.sep),
        );
      }
    }
  }
  return parts.length === 0 ? "" : op.first + parts.join(op.sep);
}

/**
 * Expands an RFC 6570 template. Literal text is copied, with characters not allowed in a URI
 * encoded and `%XX` kept (section 3.1). Variable names are taken as written between `{`, `,`, `*`
 * and `}`: Appendix C percent-encodes parameter names before they stand in a template, and this
 * expander also accepts the unreserved `-` and `~` such a name keeps.
 */
export function expandTemplate(template: string, variables: Readonly<Record<string, TemplateValue>>): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open === -1) {
      out += percentEncode(template.slice(i), true);
      break;
    }
    const close = template.indexOf("}", open);
    if (close === -1) throw new Error(`unclosed expression in ${template}`);
    out += percentEncode(template.slice(i, open), true) + expandExpression(template.slice(open + 1, close), variables);
    i = close + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.1.1: defaults, values, templates per Appendix C

/** Appendix C: a name that is not an RFC 6570 varname is percent-encoded (unreserved characters kept). */
const encodeName = (name: string) => percentEncode(name, false);

function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new ReferenceUndefined(`not a scalar: ${String(value)}`);
}

/** A parameter's value as RFC 6570 data; `undefined` for RFC 6570's undefined (null, absent, empty list or object). */
function templateValue(value: unknown): TemplateValue {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(scalarText);
  if (typeof value === "object") {
    const pairs = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, scalarText(v)] as const);
    return pairs.length === 0 ? undefined : pairs;
  }
  return scalarText(value);
}

/** The Parameter Object's defaults ("Fixed Fields for use with schema"). */
function resolved(parameter: ReferenceParameter): { style: string; explode: boolean; allowReserved: boolean } {
  const style = parameter.style ?? (parameter.in === "query" ? "form" : "simple");
  return { style, explode: parameter.explode ?? style === "form", allowReserved: parameter.allowReserved ?? false };
}

// our documented rule (docs/rules.md#what-a-query-carries-raw), Appendix C's pre-encoding for
// reserved expansion in a form query: the query's delimiters, and the ' every client rewrites
const preEncode = (text: string) => text.replace(/[#&=+[\]']/g, (char) => percentEncode(char, false));

/**
 * One path parameter as the expression that replaces `{name}` ("Style Values": simple, label,
 * matrix), with its variable named by the encoded parameter name (matrix writes that name).
 */
function pathExpression(parameter: ReferenceParameter, varname: string): string {
  const { style, explode } = resolved(parameter);
  const op = { simple: "", label: ".", matrix: ";" }[style];
  if (op === undefined) throw new ReferenceUndefined(`style ${style} is not defined for path parameters`);
  return `{${op}${varname}${explode ? "*" : ""}}`;
}

/** One query parameter as a template and its variables, with the leading `?` or `&` left to the caller. */
function queryTemplate(
  parameter: ReferenceParameter,
  value: TemplateValue,
): { template: string; variables: Record<string, TemplateValue> } {
  const { style, explode, allowReserved } = resolved(parameter);
  const name = encodeName(parameter.name);
  const variables: Record<string, TemplateValue> = {};
  // a manual template's value: regular or (with pre-encoding) reserved expansion
  let counter = 0;
  const slot = (text: string) => {
    const varname = `v${counter++}`;
    variables[varname] = allowReserved ? preEncode(text) : text;
    return allowReserved ? `{+${varname}}` : `{${varname}}`;
  };
  if (style === "form" && !allowReserved) {
    // RFC 6570-equivalent: {?name} or {?name*}; the caller strips the "?"
    variables[name] = value;
    return { template: `{?${name}${explode ? "*" : ""}}`, variables };
  }
  if (style === "form") {
    if (typeof value === "string") return { template: `${name}=${slot(value)}`, variables };
    if (isPairs(value)) {
      const template = explode
        ? value.map(([k, v]) => `${encodeName(k)}=${slot(v)}`).join("&")
        : `${name}=${value.map(([k, v]) => `${encodeName(k)},${slot(v)}`).join(",")}`;
      return { template, variables };
    }
    const list = value as readonly string[];
    const template = explode
      ? list.map((item) => `${name}=${slot(item)}`).join("&")
      : `${name}=${list.map(slot).join(",")}`;
    return { template, variables };
  }
  if (style === "spaceDelimited" || style === "pipeDelimited") {
    if (explode) throw new ReferenceUndefined(`${style} with explode: true is n/a`);
    if (typeof value === "string") throw new ReferenceUndefined(`${style} of a primitive is n/a`);
    const delimiter = style === "spaceDelimited" ? "%20" : "%7C";
    const items = isPairs(value)
      ? value.flatMap(([k, v]) => [encodeName(k), slot(v)])
      : (value as readonly string[]).map(slot);
    return { template: `${name}=${items.join(delimiter)}`, variables };
  }
  if (style === "deepObject") {
    if (!explode) throw new ReferenceUndefined("deepObject with explode: false is n/a");
    if (!isPairs(value)) throw new ReferenceUndefined("deepObject of a primitive or an array is n/a");
    return { template: value.map(([k, v]) => `${name}%5B${encodeName(k)}%5D=${slot(v)}`).join("&"), variables };
  }
  throw new ReferenceUndefined(`style ${style} is not defined for query parameters`);
}

/** A header value: the `simple` style's structure, not percent-encoded (Appendix D; docs/rules.md#any-api). */
function headerText(parameter: ReferenceParameter, value: TemplateValue): string | undefined {
  const { style, explode } = resolved(parameter);
  if (style !== "simple") throw new ReferenceUndefined(`style ${style} is not defined for headers`);
  if (value === undefined || typeof value === "string") return value;
  if (isPairs(value)) return value.map(([k, v]) => (explode ? `${k}=${v}` : `${k},${v}`)).join(",");
  return value.join(",");
}

/**
 * Serializes one call of an operation: `path` is the description's path template, `parameters`
 * its Parameter Objects (path-level and operation-level merged), `values` the call's values.
 * Query parameters are written in the order of `values.query`'s keys, each by its Parameter Object.
 * Throws {@link ReferenceUndefined} for a missing path value or an _n/a_ combination.
 */
export function referenceSerialize(
  path: string,
  parameters: readonly ReferenceParameter[],
  values: ReferenceValues,
): ReferenceResult {
  const byName = (location: string, name: string) => {
    const found = parameters.find((p) => p.in === location && p.name === name);
    if (found === undefined) throw new Error(`no ${location} parameter named ${name}`);
    return found;
  };
  // Path Templating: "{name}" is the parameter called name, whatever its characters
  const pathVariables: Record<string, TemplateValue> = {};
  const pathTemplate = path.replace(/\{([^}]*)\}/g, (_whole, name: string) => {
    const value = templateValue(values.path?.[name]);
    if (value === undefined) throw new ReferenceUndefined(`path parameter ${name} has no value (required)`);
    // Appendix C: the name percent-encoded; a leading "." too, else `{.x}` would read as label
    const varname = encodeName(name).replace(/^\./, "%2E");
    pathVariables[varname] = value;
    return pathExpression(byName("path", name), varname);
  });
  let url = expandTemplate(pathTemplate, pathVariables);
  const pieces: string[] = [];
  for (const [name, raw] of Object.entries(values.query ?? {})) {
    const value = templateValue(raw);
    if (value === undefined) continue;
    const { template, variables } = queryTemplate(byName("query", name), value);
    const expanded = expandTemplate(template, variables);
    pieces.push(expanded.startsWith("?") ? expanded.slice(1) : expanded);
  }
  if (pieces.length > 0) url += `?${pieces.join("&")}`;
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values.header ?? {})) {
    const text = headerText(byName("header", name), templateValue(raw));
    if (text !== undefined) headers[name.toLowerCase()] = text;
  }
  return { url, headers };
}
