/** @module cli-error: the errors the CLI itself raises, beside the core's `EndpointError`. */

/** Codes of {@link CliError}: a bad command line, an unreadable body, a body a target cannot carry. */
export type CliErrorCode = "ERR_USAGE" | "ERR_DATA_READ" | "ERR_RENDER";

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
