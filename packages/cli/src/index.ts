/** @module @scope/endpoint-cli: the `endpoint` command, and the functions it is made of. */
export { parseCliArgs, TARGETS, type CliArgs, type DataSource, type Dialect, type Target } from "./args.ts";
export { CliError, type CliErrorCode } from "./cli-error.ts";
export { render, type BodySource } from "./render.ts";
export { HELP, run, type CliIo } from "./run.ts";
