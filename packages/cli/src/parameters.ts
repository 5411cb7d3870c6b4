/** @module parameters: `name=value`, `name:=json` and `-H "name: value"`, read without ever echoing a value. */
import { CliError } from "./cli-error.ts";

/** Deeper JSON than any API takes; past it, printing the value would overflow the stack. */
const MAX_DEPTH = 100;

function usage(message: string): CliError {
  return new CliError("ERR_USAGE", message);
}

/** The deepest nesting of arrays and objects in JSON text, strings skipped; one pass, no recursion. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") max = Math.max(max, ++depth);
    else if (char === "]" || char === "}") depth--;
  }
  return max;
}

/** Why JSON.parse failed, without the text itself (V8's messages quote it): the character, and its position when V8 gives it. */
function jsonReason(text: string, error: Error): string {
  const at = Number(/at position (\d+)/.exec(error.message)?.[1] ?? -1);
  if (at >= 0 && at < text.length) return `unexpected ${JSON.stringify(text[at])} at position ${at}`;
  const token = /^Unexpected token '(.)'/u.exec(error.message)?.[1];
  return token === undefined ? "it ends too early" : `unexpected ${JSON.stringify(token)}`;
}

/**
 * `name=value` is a string, `name:=json` a JSON value (number, boolean, array, object, null).
 * Messages name the parameter, or its place on the command line (`place`: `--query 2` for the
 * second `--query`), never its value (it can be a secret).
 * @example parseParameter("per_page:=100", 1); // ["per_page", 100]
 */
export function parseParameter(
  argument: string,
  position: number,
  place = `parameter ${position} (after the route)`,
): [name: string, value: unknown] {
  const equals = argument.indexOf("=");
  if (equals === -1) throw usage(`${place} has no "=": expected name=value or name:=json`);
  const typed = argument[equals - 1] === ":";
  const name = argument.slice(0, typed ? equals - 1 : equals);
  if (name === "") throw usage(`${place} has no name before "="`);
  const text = argument.slice(equals + 1);
  if (!typed) return [name, text];
  if (jsonDepth(text) > MAX_DEPTH)
    throw usage(`the value of ${name}:= nests arrays and objects more than ${MAX_DEPTH} deep`);
  try {
    return [name, JSON.parse(text)];
  } catch (error) {
    throw usage(
      `the value of ${name}:= is not JSON: ${jsonReason(text, error as Error)} (for a string, write ${name}=text)`,
    );
  }
}

/**
 * `-H "name: value"`; `-H "name:"` removes the header, defaults included (the core's `null`), as in curl.
 * @example parseHeaders(["Authorization: token X", "user-agent:"]); // { authorization: "token X", "user-agent": null }
 */
export function parseHeaders(lines: readonly string[]): Record<string, string | null> {
  const headers: Record<string, string | null> = Object.create(null);
  lines.forEach((line, index) => {
    const colon = line.indexOf(":");
    // the line is not shown: without its colon, name and value run together
    if (colon === -1)
      throw usage(
        `header ${index + 1} (-H) has no ":" after its name: expected "name: value" ("name:" removes the header)`,
      );
    const name = line.slice(0, colon).trim();
    if (name === "") throw usage(`header ${index + 1} (-H) has no name before ":": expected "name: value"`);
    const key = name.toLowerCase();
    if (key in headers) throw usage(`header ${JSON.stringify(name)} is given twice`);
    const value = line.slice(colon + 1).trim();
    headers[key] = value === "" ? null : value;
  });
  return headers;
}
