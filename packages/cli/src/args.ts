/** @module args: the command line (node:util parseArgs) turned into a route and `endpoint()` options. */
import { parseArgs } from "node:util";
import { CliError } from "./cli-error.ts";

/** What `--to` can print: the options as JSON, a shell command, a client snippet or raw HTTP. */
export type Target = "json" | "curl" | "fetch" | "axios" | "ky" | "got" | "undici" | "http";

/** Every {@link Target}, in the order `--help` lists them. */
export const TARGETS: readonly Target[] = ["json", "curl", "fetch", "axios", "ky", "got", "undici", "http"];

/** Where the body comes from: `--data TEXT`, `--data @FILE` or `--data @-` (stdin). */
export type DataSource = { from: "text"; text: string } | { from: "file"; path: string } | { from: "stdin" };

/** A parsed command line. `options` holds everything but the body, which {@link DataSource} describes. */
export interface CliArgs {
  help: boolean;
  version: boolean;
  to: Target;
  route: string | undefined;
  options: Record<string, unknown>;
  data: DataSource | undefined;
}

const OPTIONS = {
  header: { type: "string", short: "H", multiple: true },
  data: { type: "string", short: "d" },
  "base-url": { type: "string" },
  preview: { type: "string", multiple: true },
  "media-format": { type: "string" },
  to: { type: "string", short: "t", default: "json" },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false },
} as const;

function usage(message: string): CliError {
  return new CliError("ERR_USAGE", message);
}

/** `name=value` is a string, `name:=json` a JSON value (number, boolean, array, object, null). */
function parseParameter(argument: string): [name: string, value: unknown] {
  const equals = argument.indexOf("=");
  if (equals === -1) throw usage(`expected a parameter as name=value or name:=json, got ${JSON.stringify(argument)}`);
  const typed = argument[equals - 1] === ":";
  const name = argument.slice(0, typed ? equals - 1 : equals);
  if (name === "") throw usage(`a parameter has no name: ${JSON.stringify(argument)}`);
  const text = argument.slice(equals + 1);
  if (!typed) return [name, text];
  try {
    return [name, JSON.parse(text)];
  } catch {
    throw usage(`the value of ${name}:= is not JSON: ${JSON.stringify(text)} (quote strings, e.g. ${name}:='"text"', or use ${name}=text)`);
  }
}

/** `-H "name: value"`; `-H "name:"` removes the header, defaults included (the core's `null`), as in curl. */
function parseHeaders(lines: string[]): Record<string, string | null> {
  const headers: Record<string, string | null> = Object.create(null);
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = colon === -1 ? "" : line.slice(0, colon).trim();
    if (name === "") throw usage(`expected a header as "name: value", got ${JSON.stringify(line)}`);
    const key = name.toLowerCase();
    if (key in headers) throw usage(`header ${JSON.stringify(name)} is given twice`);
    const value = line.slice(colon + 1).trim();
    headers[key] = value === "" ? null : value;
  }
  return headers;
}

function parseData(value: string | undefined): DataSource | undefined {
  if (value === undefined) return undefined;
  if (value === "@-") return { from: "stdin" };
  if (value.startsWith("@")) return { from: "file", path: value.slice(1) };
  return { from: "text", text: value };
}

/** Puts a value once: a parameter and a flag naming the same option would silently fight. */
function put(options: Record<string, unknown>, name: string, value: unknown, what: string): void {
  if (Object.hasOwn(options, name)) throw usage(`${what} is given twice`);
  options[name] = value;
}

/**
 * Parses the arguments after `endpoint` (no network, no file access: `--data @file` is only recorded).
 * @example
 * parseCliArgs(["GET /orgs/{org}/repos", "org=octokit", "per_page:=100", "-H", "authorization: token X"]).options;
 * // { org: "octokit", per_page: 100, headers: { authorization: "token X" } }
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  const to = values.to as Target;
  if (!TARGETS.includes(to)) throw usage(`--to must be one of ${TARGETS.join(", ")}; got ${JSON.stringify(values.to)}`);
  const [route, ...parameters] = positionals;
  // parameters land in a null-prototype object: a `__proto__=x` argument stays a plain key the core then ignores
  const options: Record<string, unknown> = Object.create(null);
  for (const argument of parameters) {
    const [name, value] = parseParameter(argument);
    put(options, name, value, `parameter ${JSON.stringify(name)}`);
  }
  if (values.header) put(options, "headers", parseHeaders(values.header), "headers (-H and a headers parameter)");
  if (values["base-url"] !== undefined) put(options, "baseUrl", values["base-url"], "baseUrl (--base-url and a baseUrl parameter)");
  if (values.preview || values["media-format"] !== undefined) {
    const mediaType = { ...(values["media-format"] === undefined ? {} : { format: values["media-format"] }), ...(values.preview ? { previews: values.preview } : {}) };
    put(options, "mediaType", mediaType, "mediaType (--preview/--media-format and a mediaType parameter)");
  }
  const data = parseData(values.data);
  if (data && Object.hasOwn(options, "data")) throw usage("data (--data and a data parameter) is given twice");
  if (route === undefined && !values.help && !values.version) throw usage("missing the route, e.g. endpoint \"GET /orgs/{org}/repos\" org=octokit");
  return { help: values.help, version: values.version, to, route, options, data };
}
