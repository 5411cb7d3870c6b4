/** @module cli-error: the errors the CLI itself raises, beside the core's `EndpointError`, their exit codes and how they print. */
import { HIDDEN_ALL, visible } from "./hidden.ts";

/**
 * Codes of {@link CliError}: a bad command line (`ERR_USAGE`), a path parameter missing or, with a
 * body, a parameter nothing would send (`ERR_PARAMETER_MISSING`, `ERR_PARAMETER_UNUSED`), an
 * unreadable body (`ERR_DATA_READ`), a body over the 100 MiB `--data` reads (`ERR_DATA_TOO_LARGE`),
 * a request a target cannot print (`ERR_RENDER`); for `endpoint openapi styles`, a description that
 * cannot be read (`ERR_OPENAPI_READ`) or parsed as JSON or YAML (`ERR_OPENAPI_PARSE`), is no OpenAPI
 * description or holds what the table cannot say (`ERR_OPENAPI_INVALID`), a `$ref` that does not
 * resolve (`ERR_OPENAPI_REF`), or a description or table past the size rule (`ERR_OPENAPI_TOO_LARGE`).
 */
export type CliErrorCode =
  | "ERR_USAGE"
  | "ERR_PARAMETER_MISSING"
  | "ERR_PARAMETER_UNUSED"
  | "ERR_DATA_READ"
  | "ERR_DATA_TOO_LARGE"
  | "ERR_RENDER"
  | "ERR_OPENAPI_READ"
  | "ERR_OPENAPI_PARSE"
  | "ERR_OPENAPI_INVALID"
  | "ERR_OPENAPI_REF"
  | "ERR_OPENAPI_TOO_LARGE";

/**
 * An error of the command line rather than of the request (those are the core's `EndpointError`).
 * @example
 * try { parseCliArgs(["GET /user", "oops"]); } catch (error) { (error as CliError).code; } // "ERR_USAGE"
 */
export class CliError extends Error {
  /** Stable machine-readable code, printed before the message. */
  readonly code: CliErrorCode;

  constructor(code: CliErrorCode, message: string) {
    super(message);
    this.name = "CliError";
    this.code = code;
  }
}

/** The command line is wrong: fix the arguments. */
const USAGE_CODES: ReadonlySet<string> = new Set(["ERR_USAGE", "ERR_PARAMETER_MISSING", "ERR_PARAMETER_UNUSED"]);

/**
 * The exit code for an error code (the README's table): 2 for a command line to fix, 1 for a request
 * the core rejects, a body that cannot be read or is too large, a target that cannot print it, or an
 * OpenAPI description that cannot be read, parsed or used.
 * 70 (a bug in the CLI) is the bin's, for anything else.
 * @example exitCode("ERR_USAGE"); // 2
 */
export function exitCode(code: string): 1 | 2 {
  return USAGE_CODES.has(code) ? 2 : 1;
}

/**
 * An error as the CLI prints it on stderr: `endpoint: CODE: message`, one line whatever the message
 * holds (control characters, a line break in a file name), every hidden character escaped.
 * @example errorLine("ERR_USAGE", "missing the route"); // "endpoint: ERR_USAGE: missing the route\n"
 */
export function errorLine(code: string, message: string): string {
  return `endpoint: ${code}: ${visible(message, HIDDEN_ALL)}\n`;
}
