/** @module http-token: the HTTP token grammar, which methods and header names follow. */

// token = 1*tchar (RFC 9110 section 5.6.2)
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Whether `value` is an HTTP token: what a method or a header name must be. */
export function isToken(value: string): boolean {
  return TOKEN.test(value);
}
