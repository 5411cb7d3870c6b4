/** @module errors: the one error type the core throws, and its stable codes. */

/**
 * Every failure the core reports, by stable code (CONTRACT.md "Errors"; the README repeats this table).
 * Codes never change meaning; messages may be reworded.
 */
export const ERROR_CODES = {
  /** `options` (or `headers`, `mediaType`, ...) is not the kind of value the API takes. */
  OPTIONS_INVALID: "ERR_OPTIONS_INVALID",
  /** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
  ROUTE_INVALID: "ERR_ROUTE_INVALID",
  /** `url` is missing, empty or not a string. */
  URL_MISSING: "ERR_URL_MISSING",
  /** `baseUrl` is not a string. */
  BASE_URL_INVALID: "ERR_BASE_URL_INVALID",
  /** The method is not an HTTP token (RFC 9110 section 5.6.2). */
  METHOD_INVALID: "ERR_METHOD_INVALID",
  /** The URL is not a valid RFC 6570 template; the message names the character position. */
  TEMPLATE_SYNTAX: "ERR_TEMPLATE_SYNTAX",
  /** A prefix modifier (`{var:3}`) was applied to a list or object value (RFC 6570 section 2.4.1). */
  TEMPLATE_PREFIX: "ERR_TEMPLATE_PREFIX",
  /** A parameter value that has no text form: a symbol, a function, a nested list, an invalid Date. */
  VALUE_INVALID: "ERR_VALUE_INVALID",
  /** A value that cannot be UTF-8 encoded: it holds a lone surrogate. */
  VALUE_UNENCODABLE: "ERR_VALUE_UNENCODABLE",
  /** A header name that is not an HTTP token. */
  HEADER_NAME_INVALID: "ERR_HEADER_NAME_INVALID",
  /** A header value that is not a string or number, or holds CR, LF or NUL. */
  HEADER_VALUE_INVALID: "ERR_HEADER_VALUE_INVALID",
  /** A JSON body `JSON.stringify` cannot write: a cycle, a BigInt, nesting too deep. */
  BODY_INVALID: "ERR_BODY_INVALID",
} as const;

/** One of the codes in {@link ERROR_CODES}. */
export type EndpointErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Thrown for bad input. A `TypeError` subclass, so `catch (e) { if (e instanceof TypeError) }`
 * written against the reference implementation keeps working.
 * @example
 * try { endpoint("GET /repos/{owner") } catch (error) {
 *   if (error instanceof EndpointError) console.log(error.code) // "ERR_TEMPLATE_SYNTAX"
 * }
 */
export class EndpointError extends TypeError {
  /** Stable machine-readable code; see {@link ERROR_CODES}. */
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string) {
    super(message);
    this.name = "EndpointError";
    this.code = code;
  }
}

/** Shows a caller's value in a message: quoted and cut short, so a 200k-character input stays readable. */
export function describe(value: unknown): string {
  if (typeof value === "string") {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "symbol" || typeof value === "function") return typeof value;
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "an array" : `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
}

/** The `ERR_OPTIONS_INVALID` error for an option of the wrong kind. */
export function invalidOption(what: string, value: unknown, expected: string): EndpointError {
  return new EndpointError("ERR_OPTIONS_INVALID", `${what} must be ${expected}, not ${describe(value)}`);
}
