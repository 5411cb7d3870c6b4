/** @module run: the whole command, with its input and output passed in, so tests need no child process. */
import { readFile } from "node:fs/promises";
import { endpoint, EndpointError, type EndpointOptions } from "@scope/endpoint-core";
import { parseCliArgs, TARGETS, type DataSource } from "./args.ts";
import { CliError } from "./cli-error.ts";
import { utf8Text } from "./js-literal.ts";
import { render } from "./render.ts";

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
  -d, --data TEXT       the request body as given; @FILE reads a file, @- reads stdin (UTF-8 text)
      --base-url URL    instead of https://api.github.com
      --preview NAME    a preview media type (repeatable)
      --media-format F  the accept format: raw, diff, text+json, ...
  -t, --to TARGET       ${TARGETS.join(" | ")} (default: json)
  -h, --help            this text
  -v, --version         the version

Example:
  endpoint "GET /orgs/{org}/repos" org=octokit type=private -H "authorization: token X" --to curl
`;

async function readData(data: DataSource, io: CliIo): Promise<string> {
  if (data.from === "text") return data.text;
  let bytes: Uint8Array;
  try {
    bytes = data.from === "stdin" ? await io.stdin() : await readFile(data.path);
  } catch (error) {
    throw new CliError("ERR_DATA_READ", `cannot read the body from ${data.from === "stdin" ? "stdin" : JSON.stringify(data.path)}: ${(error as Error).message}`);
  }
  const text = utf8Text(bytes);
  if (text === undefined) throw new CliError("ERR_DATA_READ", "the body is not UTF-8 text; the CLI prints text bodies only");
  return text;
}

/**
 * Runs `endpoint` with these arguments and returns the exit code: 0, 1 for a request the core
 * rejects (`EndpointError`) or the CLI cannot render, 2 for a usage error. Errors go to `io.stderr`
 * as `endpoint: CODE: message`.
 * @example
 * const code = await run(["GET /user", "--to", "curl"], { stdout: console.log, stderr: console.error, stdin: async () => new Uint8Array() });
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args.help) return (io.stdout(HELP), 0);
    if (args.version) return (io.stdout(`${__PACKAGE_VERSION__}\n`), 0);
    const options = args.data ? { ...args.options, data: await readData(args.data, io) } : args.options;
    io.stdout(await render(args.to, endpoint(args.route!, options as EndpointOptions)));
    return 0;
  } catch (error) {
    if (!(error instanceof EndpointError || error instanceof CliError)) throw error;
    io.stderr(`endpoint: ${error.code}: ${error.message}\n`);
    if (error.code === "ERR_USAGE") io.stderr(`Run "endpoint --help" for usage.\n`);
    return error.code === "ERR_USAGE" ? 2 : 1;
  }
}
