/**
 * @module form-body: a plain object as an `application/x-www-form-urlencoded` body
 * (docs/rules.md#request-bodies). OpenAPI writes a form body as a query, so it is the query's
 * writer, each property in its encoding's style: one rule for both.
 */
import { EndpointError, fail, parameter, quote } from "../errors.ts";
import type { CheckedEncoding } from "./body-styles.ts";
import { writeQuery } from "./query.ts";

/** Where a body property's message starts: `Body property "metadata"`. */
export function bodyProperty(name: string): string {
  return `Body property ${quote(name)}`;
}

/**
 * The form text of `body`, each property in its encoding's query style (form exploded by default).
 * A value the style cannot write (a list or object nested in one, a function) is `ERR_BODY_INVALID`
 * naming the property, never its value.
 * @example formBody({ email: "a@b.c", metadata: { plan: "pro" } }, { metadata: deepObject }) // "email=a%40b.c&metadata%5Bplan%5D=pro"
 */
export function formBody(
  body: Readonly<Record<string, unknown>>,
  encoding: Readonly<Record<string, CheckedEncoding>> | undefined,
): string {
  try {
    return writeQuery(body, encoding);
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    // the engine names a parameter; here it is a body property, and the problem stays the engine's
    const name = Object.keys(body).find((key) => error.message.startsWith(`${parameter(key)}: `)) as string;
    throw fail("ERR_BODY_INVALID", bodyProperty(name), error.message.slice(parameter(name).length + 2), {
      cause: error,
    });
  }
}
