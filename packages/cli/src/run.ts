/** @module run: the whole command, with its input and output passed in, so tests need no child process. */
import {
  createEndpoint,
  endpoint,
  EndpointError,
  type EndpointOptions,
  type RequestOptions,
} from "@scope/endpoint-core";
import { parseCliArgs, TARGETS, type CliArgs, type DataSource } from "./args.ts";
import { CliError, errorLine, exitCode } from "./cli-error.ts";
import { checkHeaders } from "./client-headers.ts";
import { utf8Text } from "./js-literal.ts";
import { openapiCommand, readStyles } from "./openapi-command.ts";
import { renderAnyApi, type SnippetClient } from "./render-any-api.ts";
import { render } from "./render.ts";
import { readBounded } from "./read-bounded.ts";
import { checkGroupedPath, checkParameters, routeParts } from "./route-check.ts";

declare const __PACKAGE_VERSION__: string;

/**
 * The most `--data @FILE` and `--data @-` read: 100 MiB, GitHub's largest file in a repository. It
 * bounds memory, since the body is read whole (the core checks it, JSON and snippets spell it out),
 * and ends a read of an endless source (`@/dev/zero`) with `ERR_DATA_TOO_LARGE`.
 */
export const MAX_BODY_BYTES: number = 100 * 1024 * 1024;

/** Where `run` reads and writes; `process` in the bin. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Standard input, read only for `--data @-` and `endpoint openapi styles -`: all of it, or as soon as it passes
   * {@link MAX_BODY_BYTES}, at least that much (such a body is refused either way).
   */
  stdin: () => Promise<Uint8Array>;
}

/** The text of `endpoint --help`. */
export const HELP: string = `Usage: endpoint [options] "<METHOD> <url>" [name=value | name:=json ...]
       endpoint openapi styles <description.yaml|json> [--format json|ts]

Turns a REST route and parameters into request options (nothing is sent).

Parameters:
  name=value            a string parameter
  name:=json            a JSON value: per_page:=100, draft:=true, labels:='["a","b"]'

Options:
  -H, --header "n: v"   a request header (repeatable); "n:" removes it, defaults included
  -d, --data TEXT       the request body as given (not on GET or HEAD); @FILE reads a file
                        (any bytes), @- reads stdin, up to 100 MiB
      --json TEXT       a JSON body (as --data), with content-type and accept application/json
      --base-url URL    instead of https://api.github.com (with --openapi: of the --styles
                        description's first server; with neither, URLs stay relative)
      --preview NAME    a preview media type (repeatable)
      --media-format F  the accept format: raw, diff, text+json, ...
      --keep-slashes P  keep the "/" in parameter P (repeatable): path=docs/a.md
      --path n=v        a path parameter (repeatable; n:=json too): a grouped call, where any
      --query n=v       a query parameter, for any method (url, method, data: any name)
      --header-param n=v  a header parameter; the other n=v are then options only
                        (body:={...}, request:={...}), and --data or --json gives the body
      --openapi         build with createEndpoint (OpenAPI's dialect, no GitHub defaults)
      --styles FILE     with --openapi: a style table, or the OpenAPI description itself
  -t, --to TARGET       ${TARGETS.join(" | ")} (default: json)
  -h, --help            this text
  -v, --version         the version

Exit codes: 0 printed, 1 the request cannot be made or printed, 2 a command line to fix,
70 not built yet or a bug. Errors are one line on stderr: "endpoint: CODE: message".

Examples:
  endpoint "GET /orgs/{org}/repos" org=octokit type=private -H "authorization: token X" --to curl
  endpoint --openapi "GET /pets/{id}" --path id:=7 --styles api.yaml --base-url https://pets.example
`;

/** A body as the core takes it: UTF-8 text as a string, other bytes (a release asset) as they are. */
async function readData(data: DataSource, io: CliIo): Promise<string | Uint8Array> {
  if (data.from === "text") return data.text;
  const from = data.from === "stdin" ? "stdin" : JSON.stringify(data.path);
  const tooLarge = () =>
    new CliError(
      "ERR_DATA_TOO_LARGE",
      `the body from ${from} is over ${MAX_BODY_BYTES / 1024 / 1024} MiB, the most --data reads`,
    );
  let bytes: Uint8Array;
  try {
    bytes = data.from === "stdin" ? await io.stdin() : await readBounded(data.path, MAX_BODY_BYTES, tooLarge);
  } catch (error) {
    if (error instanceof CliError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CliError("ERR_DATA_READ", `cannot read the body from ${from}: ${reason}`);
  }
  if (bytes.length > MAX_BODY_BYTES) throw tooLarge();
  return utf8Text(bytes) ?? new Uint8Array(bytes);
}

const SNIPPETS: readonly string[] = ["fetch", "axios", "ky", "got", "undici"];

/** A table's own key, as the core reads it (a key inherited from `Object.prototype` is none). */
const ownKey = (table: object, key: string): unknown =>
  Object.hasOwn(table, key) ? (table as Record<string, unknown>)[key] : undefined;

/**
 * `--openapi`: the request from `createEndpoint({ baseUrl, styles })` (`--base-url` is the entry's
 * base, else the table's server: a call names none) and the grouped call. JSON, curl and HTTP print
 * its result; a snippet makes the same call (with that base and the table's entry for this operation
 * only) and sends it through the client's adapter.
 */
async function renderOpenApi(
  args: CliArgs,
  options: Record<string, unknown>,
  bodyFile: string | undefined,
  io: CliIo,
): Promise<string> {
  const route = args.route!.trim();
  const { baseUrl, ...call } = options;
  const table = args.styles === undefined ? undefined : await readStyles(args.styles, io.stdin);
  const config = { ...(baseUrl === undefined ? {} : { baseUrl }), ...(table === undefined ? {} : { styles: table }) };
  const request: RequestOptions = createEndpoint(config as never)(route, call as never);
  if (!SNIPPETS.includes(args.to)) return render(args.to, request, { bodyFile });
  // the snippet builds this same request when it runs: its client must be able to send it
  checkHeaders(args.to, request.headers);
  // the route says the method and the path: an --openapi call names neither (args.ts)
  const { method, url } = routeParts(route);
  const key = `${method.toUpperCase()} ${url}`;
  // the core has read the table: format 2 holds its server and operations, format 1 is the operations
  const format2 = table !== undefined && ownKey(table, "format") !== undefined;
  const operations = format2 ? (ownKey(table, "operations") as object | undefined) : table;
  const base = baseUrl ?? (format2 ? ownKey(table, "server") : undefined);
  const styles = operations === undefined ? undefined : ownKey(operations, key);
  const body = call.body;
  const file = bodyFile !== undefined && body instanceof Uint8Array ? { path: bodyFile, bytes: body } : undefined;
  // the parameters first, as a reader looks for them
  const { params, ...rest } = call;
  return renderAnyApi(
    args.to as SnippetClient,
    route,
    {
      ...(base === undefined ? {} : { baseUrl: base }),
      ...(styles === undefined ? {} : { styles: { [key]: styles } }),
    },
    { ...(params === undefined ? {} : { params }), ...rest },
    file,
  );
}

/**
 * Runs `endpoint` with these arguments and returns the exit code: 0, 1 for a request the core
 * rejects (`EndpointError`), a body that cannot be read or is too large, or a target that cannot
 * print it, 2 for a command line to fix. Errors go to `io.stderr` as one line, `endpoint: CODE: message`.
 * @example
 * const code = await run(["GET /user", "--to", "curl"], { stdout: console.log, stderr: console.error, stdin: async () => new Uint8Array() });
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    // a subcommand, first on the line; a route is never the bare word (a path starts with "/")
    if (argv[0] === "openapi") return io.stdout(await openapiCommand(argv.slice(1), io.stdin)), 0;
    const args = parseCliArgs(argv);
    if (args.help) return io.stdout(HELP), 0;
    if (args.version) return io.stdout(`${__PACKAGE_VERSION__}\n`), 0;
    // the CLI's own checks first: its messages list every missing name, and no body is read for nothing
    if (args.grouped)
      checkGroupedPath(args.route!, args.options.params as { path?: Record<string, unknown> }, args.dialect);
    else checkParameters(args.route!, args.options, args.data !== undefined);
    // a grouped call's body is `body`; `data` is no option there (docs/rules.md#grouped-parameters)
    const options = args.data
      ? { ...args.options, [args.grouped ? "body" : "data"]: await readData(args.data, io) }
      : args.options;
    const bodyFile = args.data?.from === "file" ? args.data.path : undefined;
    if (args.dialect === "openapi") io.stdout(await renderOpenApi(args, options, bodyFile, io));
    else io.stdout(await render(args.to, endpoint(args.route!, options as EndpointOptions), { bodyFile }));
    return 0;
  } catch (error) {
    if (!(error instanceof EndpointError || error instanceof CliError)) throw error;
    io.stderr(errorLine(error.code, error.message));
    return exitCode(error.code);
  }
}
