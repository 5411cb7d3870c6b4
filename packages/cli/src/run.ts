/** @module run: the whole command, with its input and output passed in, so tests need no child process. */
import { readFile } from "node:fs/promises";
import { endpoint, EndpointError, type EndpointOptions } from "@scope/endpoint-core";
import { parseCliArgs, TARGETS, type DataSource } from "./args.ts";
import { CliError, errorLine, exitCode } from "./cli-error.ts";
import { utf8Text } from "./js-literal.ts";
import { render } from "./render.ts";
import { checkParameters } from "./route-check.ts";

declare const __PACKAGE_VERSION__: string;

/** Where `run` reads and writes; `process` in the bin. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The whole of standard input, read only for `--data @-`. */
  stdin: () => Promise<Uint8Array>;
}

/** The text of `endpoint --help`. */
export const HELP: string = `Usage: endpoint [options] "<METHOD> <url>" [name=value | name:=json ...]

Turns a REST route and parameters into request options (nothing is sent).

Parameters:
  name=value            a string parameter
  name:=json            a JSON value: per_page:=100, draft:=true, labels:='["a","b"]'

Options:
  -H, --header "n: v"   a request header (repeatable); "n:" removes it, defaults included
  -d, --data TEXT       the request body as given; @FILE reads a file (any bytes), @- reads stdin
      --json TEXT       a JSON body (as --data), with content-type and accept application/json
      --base-url URL    instead of https://api.github.com
      --preview NAME    a preview media type (repeatable)
      --media-format F  the accept format: raw, diff, text+json, ...
  -t, --to TARGET       ${TARGETS.join(" | ")} (default: json)
  -h, --help            this text
  -v, --version         the version

Exit codes: 0 printed, 1 the request cannot be made or printed, 2 a command line to fix,
70 not built yet or a bug. Errors are one line on stderr: "endpoint: CODE: message".

Example:
  endpoint "GET /orgs/{org}/repos" org=octokit type=private -H "authorization: token X" --to curl
`;

/** A body as the core takes it: UTF-8 text as a string, other bytes (a release asset) as they are. */
async function readData(data: DataSource, io: CliIo): Promise<string | Uint8Array> {
  if (data.from === "text") return data.text;
  let bytes: Uint8Array;
  try {
    bytes = data.from === "stdin" ? await io.stdin() : await readFile(data.path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CliError("ERR_DATA_READ", `cannot read the body from ${data.from === "stdin" ? "stdin" : JSON.stringify(data.path)}: ${reason}`);
  }
  return utf8Text(bytes) ?? new Uint8Array(bytes);
}

/**
 * Runs `endpoint` with these arguments and returns the exit code: 0, 1 for a request the core
 * rejects (`EndpointError`), a body that cannot be read or a target that cannot print it, 2 for a
 * command line to fix. Errors go to `io.stderr` as one line, `endpoint: CODE: message`.
 * @example
 * const code = await run(["GET /user", "--to", "curl"], { stdout: console.log, stderr: console.error, stdin: async () => new Uint8Array() });
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args.help) return (io.stdout(HELP), 0);
    if (args.version) return (io.stdout(`${__PACKAGE_VERSION__}\n`), 0);
    const options = args.data ? { ...args.options, data: await readData(args.data, io) } : args.options;
    const request = endpoint(args.route!, options as EndpointOptions);
    checkParameters(args.route!, args.options, args.data !== undefined);
    io.stdout(await render(args.to, request, { bodyFile: args.data?.from === "file" ? args.data.path : undefined }));
    return 0;
  } catch (error) {
    if (!(error instanceof EndpointError || error instanceof CliError)) throw error;
    io.stderr(errorLine(error.code, error.message));
    return exitCode(error.code);
  }
}
