/** @module openapi-command: `endpoint openapi styles FILE`, the style table of an OpenAPI description. */
import { parseArgs } from "node:util";
import { CliError } from "./cli-error.ts";
import { utf8Text } from "./js-literal.ts";
import { checkBytes, MAX_OPENAPI_BYTES, overBytes } from "./openapi-size.ts";
import { descriptionTable, formatTable, type StylesFormat } from "./openapi-styles.ts";
import { parseDescription } from "./parse-description.ts";
import { readBounded } from "./read-bounded.ts";
import { closest } from "./suggest.ts";

/** The text of `endpoint openapi --help`. */
export const OPENAPI_HELP: string = `Usage: endpoint openapi styles <description.yaml|json|-> [--format json|ts]

Prints the table of an OpenAPI 3.0, 3.1 or 3.2 (or Swagger 2.0) description, for
createEndpoint({ styles }): { "format": 2, "server": its first server URL (variables at their
defaults), "operations": every path, query and header parameter whose style, explode or
allowReserved differs from OpenAPI's defaults, and "body" where a plain-object body is a form or
multipart (JSON first, then form, then multipart), keyed "<METHOD> <path>" }. The server is the
base when no baseUrl is given. Only local $refs (#/...) are followed; cookie parameters are left out.

Options:
      --format F        json (default), or ts: a module exporting "styles" as a StyleTable
  -h, --help            this text

Exit codes: 0 printed, 1 the description cannot be read, parsed or used, 2 a command line to fix.
`;

const SUBCOMMANDS = ["styles"];

function usage(message: string): CliError {
  return new CliError("ERR_USAGE", message);
}

/** The description's text: the file, or stdin for `-`. */
async function readDescription(file: string, stdin: () => Promise<Uint8Array>): Promise<string> {
  const from = file === "-" ? "stdin" : JSON.stringify(file);
  const what = `the description from ${from}`;
  const tooLarge = () => overBytes(what);
  let bytes: Uint8Array;
  try {
    bytes = file === "-" ? await stdin() : await readBounded(file, MAX_OPENAPI_BYTES, tooLarge);
  } catch (error) {
    if (error instanceof CliError) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CliError("ERR_OPENAPI_READ", `cannot read the description from ${from}: ${reason}`);
  }
  checkBytes(bytes.length, what);
  const text = utf8Text(bytes);
  if (text === undefined) throw new CliError("ERR_OPENAPI_PARSE", `the description from ${from} is not UTF-8 text`);
  return text;
}

/**
 * Runs `endpoint openapi ...` (the arguments after `openapi`) and returns what it prints; errors
 * are thrown as {@link CliError}s for `run` to print.
 * @example await openapiCommand(["styles", "api.yaml"], stdin); // '{\n  "format": 2,\n  "server": ...,\n  "operations": {...}\n}\n'
 */
export async function openapiCommand(argv: readonly string[], stdin: () => Promise<Uint8Array>): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { format: { type: "string", default: "json" }, help: { type: "boolean", short: "h", default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const unknown = /^Unknown option '([^']*)'/.exec((error as Error).message)?.[1];
    throw usage(unknown === undefined ? (error as Error).message : `unknown option ${unknown} for endpoint openapi`);
  }
  const { values, positionals } = parsed;
  if (values.help) return OPENAPI_HELP;
  const [subcommand, file, ...rest] = positionals;
  if (subcommand === undefined) throw usage("missing what to do: endpoint openapi styles <description.yaml>");
  if (!SUBCOMMANDS.includes(subcommand)) {
    const hint = closest(subcommand, SUBCOMMANDS);
    throw usage(
      `unknown command endpoint openapi ${JSON.stringify(subcommand)}${hint ? `; did you mean ${hint}?` : ""} (endpoint openapi styles <description.yaml>)`,
    );
  }
  if (file === undefined) throw usage("missing the description: endpoint openapi styles <description.yaml|json>");
  if (rest.length > 0) throw usage(`endpoint openapi styles takes one description; got ${rest.length + 1}`);
  const format = values.format as StylesFormat;
  if (format !== "json" && format !== "ts") throw usage(`--format must be json or ts; got ${JSON.stringify(format)}`);
  const name = file === "-" ? "stdin" : file;
  const table = descriptionTable(parseDescription(await readDescription(file, stdin), name), name);
  const printed = formatTable(table, format);
  // what it prints is held to the bound of what it reads (openapi-size.ts)
  checkBytes(Buffer.byteLength(printed), `the style table of ${name}`);
  return printed;
}

/**
 * `--styles FILE`: a table as `endpoint openapi styles` prints it (JSON), format 2 or format 1, or an
 * OpenAPI description (JSON or YAML) whose table is worked out on the spot. The table itself is the
 * core's to check (`createEndpoint` refuses an unknown format or style with ERR_OPTIONS_INVALID).
 * @example await readStyles("styles.json", stdin); // { format: 2, server: "https://pets.example/v1", operations: {...} }
 */
export async function readStyles(file: string, stdin: () => Promise<Uint8Array>): Promise<object> {
  const name = file === "-" ? "stdin" : file;
  const parsed = parseDescription(await readDescription(file, stdin), name);
  if (typeof parsed === "object" && parsed !== null && ("openapi" in parsed || "swagger" in parsed))
    return descriptionTable(parsed, name);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new CliError(
      "ERR_OPENAPI_INVALID",
      `--styles ${name} is neither a style table ({ "format": 2, "operations": {...} }) nor an OpenAPI description`,
    );
  return parsed;
}
