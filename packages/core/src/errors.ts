/** @module errors: the one error type the core throws, its stable codes, and how messages show input. */

/**
 * Every failure the core reports, by stable code (docs/rules.md#errors; the core README lists them too).
 * Codes never change meaning; messages may be reworded.
 */
export const ERROR_CODES = {
  /** `options` (or `headers`, `mediaType`, `querySerializer`, ...) is not the kind of value the API takes. */
  OPTIONS_INVALID: "ERR_OPTIONS_INVALID",
  /** A route string that is not `"<METHOD> <url>"` or `"<url>"`. */
  ROUTE_INVALID: "ERR_ROUTE_INVALID",
  /** `url` is missing, empty or not a string. */
  URL_MISSING: "ERR_URL_MISSING",
  /** `baseUrl` is not a string, neither absolute (`scheme://`) nor rooted (`/api`), or holds a control character, a space or a backslash. */
  BASE_URL_INVALID: "ERR_BASE_URL_INVALID",
  /** A parameter value would send the request to another origin than the base URL gives (`//host`). */
  ORIGIN_CHANGED: "ERR_ORIGIN_CHANGED",
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
  /** A parameter the path needs is missing (`undefined`, `null`, or an empty list or object): one that fills a whole segment, or an OpenAPI path parameter. */
  PARAMETER_MISSING: "ERR_PARAMETER_MISSING",
  /** A value for a simple `{x}` before the route's first `/`, where the base URL goes: it would be encoded into a path segment under the base; `{+x}` or `baseUrl` says what was meant. */
  PARAMETER_AT_HEAD: "ERR_PARAMETER_AT_HEAD",
  /** A parameter would make a `.` or `..` path segment, which clients resolve away (docs/rules.md#dot-segments). */
  PATH_TRAVERSAL: "ERR_PATH_TRAVERSAL",
  /** A header name that is not an HTTP token. */
  HEADER_NAME_INVALID: "ERR_HEADER_NAME_INVALID",
  /** A header value that is not a string or finite number, or holds a character no header value may hold. */
  HEADER_VALUE_INVALID: "ERR_HEADER_VALUE_INVALID",
  /** A `content-length` header that disagrees with the length of a body whose length is known before sending. */
  CONTENT_LENGTH_MISMATCH: "ERR_CONTENT_LENGTH_MISMATCH",
  /** `transfer-encoding` together with `content-length`: a backend and a proxy could read the body differently. */
  FRAMING_CONFLICT: "ERR_FRAMING_CONFLICT",
  /** `data` on a GET or HEAD request, which never carries a body. */
  BODY_NOT_ALLOWED: "ERR_BODY_NOT_ALLOWED",
  /** `request.timeout` is not a number of milliseconds from 1 to 2,147,483,647. */
  TIMEOUT_INVALID: "ERR_TIMEOUT_INVALID",
  /** A body that cannot be written: JSON `JSON.stringify` cannot write (adapters' `serializeBody()`), or a form or multipart property its media type cannot hold (`createEndpoint`). */
  BODY_INVALID: "ERR_BODY_INVALID",
  /** A next page's `link` (or cursor) URL that `paginate` will not follow: another origin, outside the base URL's path, credentials, or not a URL. */
  PAGE_LINK_REFUSED: "ERR_PAGE_LINK_REFUSED",
} as const;

/** One of the codes in {@link ERROR_CODES}. */
export type EndpointErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Thrown for bad input. A `TypeError` subclass, so `catch (e) { if (e instanceof TypeError) }`
 * written against `@octokit/endpoint` keeps working.
 * @example
 * try { endpoint("GET /repos/{owner") } catch (error) {
 *   if (error instanceof EndpointError) console.log(error.code) // "ERR_TEMPLATE_SYNTAX"
 * }
 */
export class EndpointError extends TypeError {
  /** Stable machine-readable code; see {@link ERROR_CODES}. */
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EndpointError";
    this.code = code;
  }
}

/**
 * Quotes text that is no secret (a route, a template, a method, a name) for a message, cut short so
 * a 200k-character input stays readable. Header and parameter values never go through here.
 */
export function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** What kind of value this is, for a message that must not show the value itself. */
export function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/**
 * A value that is no secret (a method, a style, a place) for a message: quoted when it is text,
 * else its kind.
 * @example quoteOrKind("form") // '"form"'; quoteOrKind(7) // "number"
 */
export function quoteOrKind(value: unknown): string {
  return typeof value === "string" ? quote(value) : kindOf(value);
}

/** Names the character of `text` at `index` without showing the text: `U+000A at position 3`. */
export function charAt(text: string, index: number): string {
  return `U+${(text.codePointAt(index) as number).toString(16).toUpperCase().padStart(4, "0")} at position ${index}`;
}

/**
 * The one message shape (docs/rules.md#errors): `where` names what is wrong (an option, a parameter,
 * a header, a route or a template, quoted), then `problem` says what was wrong there and what was
 * expected. Neither ever holds a header or parameter value.
 * @example fail("ERR_VALUE_INVALID", parameter("id"), "is NaN, not a finite number") // Parameter "id": is NaN, ...
 */
export function fail(
  code: EndpointErrorCode,
  where: string,
  problem: string,
  options?: { cause?: unknown },
): EndpointError {
  return new EndpointError(code, `${where}: ${problem}`, options);
}

/** Where a parameter's message starts: `Parameter "id"`. */
export function parameter(name: string): string {
  return `Parameter ${quote(name)}`;
}

/** The `ERR_OPTIONS_INVALID` error for an option of the wrong kind. */
export function invalidOption(what: string, value: unknown, expected: string): EndpointError {
  return fail("ERR_OPTIONS_INVALID", what, `expected ${expected}, got ${kindOf(value)}`);
}
