/** @module args: the command line (node:util parseArgs) turned into a route and `endpoint()` options. */
import { parseArgs } from "node:util";
import { CliError } from "./cli-error.ts";
import { parseHeaders, parseParameter } from "./parameters.ts";
import { closest } from "./suggest.ts";

/** What `--to` can print: the options as JSON, a shell command, a client snippet or raw HTTP. */
export type Target = "json" | "curl" | "fetch" | "axios" | "ky" | "got" | "undici" | "http";

/** Every {@link Target}, in the order `--help` lists them. */
export const TARGETS: readonly Target[] = ["json", "curl", "fetch", "axios", "ky", "got", "undici", "http"];

/** Where the body comes from: `--data TEXT`, `--data @FILE` or `--data @-` (stdin); `--json` takes the same. */
export type DataSource = { from: "text"; text: string } | { from: "file"; path: string } | { from: "stdin" };

/** Which entry builds the request: `endpoint` (GitHub's dialect) or `createEndpoint` (`--openapi`, OpenAPI's). */
export type Dialect = "github" | "openapi";

/**
 * A parsed command line. `options` holds everything but the body, which {@link DataSource} describes.
 * A grouped call (`--path`, `--query`, `--header-param`, or any `--openapi` call) has its parameters
 * in `options.params` and takes the body as `body`, not `data` (docs/rules.md#grouped-parameters).
 */
export interface CliArgs {
  help: boolean;
  version: boolean;
  to: Target;
  route: string | undefined;
  options: Record<string, unknown>;
  data: DataSource | undefined;
  grouped: boolean;
  dialect: Dialect;
  /** `--styles FILE`: a style table, or the OpenAPI description to work one out from. */
  styles: string | undefined;
}

const OPTIONS = {
  header: { type: "string", short: "H", multiple: true },
  data: { type: "string", short: "d" },
  json: { type: "string" },
  "base-url": { type: "string" },
  preview: { type: "string", multiple: true },
  "media-format": { type: "string" },
  "keep-slashes": { type: "string", multiple: true },
  path: { type: "string", multiple: true },
  query: { type: "string", multiple: true },
  "header-param": { type: "string", multiple: true },
  openapi: { type: "boolean", default: false },
  styles: { type: "string" },
  to: { type: "string", short: "t", default: "json" },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false },
} as const;

const OPTION_NAMES = Object.keys(OPTIONS).map((name) => `--${name}`);

// what curl's --json sets (curl 7.82 and later), unless -H gives its own
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

function usage(message: string): CliError {
  return new CliError("ERR_USAGE", message);
}

/** node:util's messages, made short; an unknown option gets the closest known one as a hint. */
function argsError(error: Error & { code?: string }): CliError {
  const unknown =
    error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /^Unknown option '([^']*)'/.exec(error.message)?.[1] : undefined;
  if (unknown === undefined) return usage(error.message);
  const hint = closest(unknown, OPTION_NAMES);
  return usage(
    `unknown option ${unknown}; ${hint ? `did you mean ${hint}?` : `a value starting with "-" goes after "--"`}`,
  );
}

// an HTTP method (RFC 9110 token), and the start of a URL: a path, a template, or scheme://
const METHOD = /^[\w!#$%&'*+.^`|~-]+$/;
const URL_START = /^(?:[/{]|[a-z][a-z\d+.-]*:\/\/)/i;

/**
 * `endpoint GET /user`: the shell made the route two words. The hint shows the route quoted, its
 * query left out (a URL's query can hold a token).
 */
function unquotedRoute(method: string, url: string): CliError {
  // a literal query or fragment, not a template's {?x} or {#x}
  const query = /^(?:[^?#{]|\{[^}]*\})*/.exec(url)![0].length;
  const shown = query === url.length ? url : `${url.slice(0, query)}...`;
  return usage(`the route is one argument, method and URL together: quote it, as in endpoint "${method} ${shown}"`);
}

/** The method the route or a method parameter gives, when the route has a plain shape. */
function methodOf(route: string, options: Record<string, unknown>): string | undefined {
  if (typeof options.method === "string") return options.method.toUpperCase();
  const words = route.trim().split(/\s+/);
  return words.length === 1 ? "GET" : words.length === 2 ? words[0]!.toUpperCase() : undefined;
}

function parseData(value: string | undefined): DataSource | undefined {
  if (value === undefined) return undefined;
  if (value === "@-") return { from: "stdin" };
  if (value.startsWith("@")) return { from: "file", path: value.slice(1) };
  return { from: "text", text: value };
}

/** The groups of a grouped call, by flag. */
const GROUPS = [
  ["path", "path"],
  ["query", "query"],
  ["header-param", "header"],
] as const;

/**
 * The options a grouped call takes, by dialect: every top-level key of a grouped call is an option
 * (`data` is not one there: the body is `body`). The neutral entry has no GitHub options, and its
 * calls no method, URL or base of their own: the route says the method and the path, `--base-url`
 * makes the entry's base (docs/rules.md#any-api).
 */
const GROUPED_OPTIONS: Readonly<Record<Dialect, readonly string[]>> = {
  github: ["method", "url", "baseUrl", "headers", "mediaType", "request", "querySerializer", "keepSlashes", "body"],
  openapi: ["headers", "request", "styles", "body"],
};

/** Where an option an `--openapi` call does not take belongs instead. */
const OPENAPI_ELSEWHERE: Readonly<Record<string, string>> = {
  method: "the route says the method and the path",
  url: "the route says the method and the path",
  baseUrl: "give the base with --base-url",
};

/** `--query a=1 --query b:=[2]`: one group's parameters, each name once. */
function group(flag: string, arguments_: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = Object.create(null);
  arguments_.forEach((argument, index) => {
    const [name, value] = parseParameter(argument, index + 1, `--${flag} ${index + 1}`);
    if (Object.hasOwn(values, name)) throw usage(`--${flag} ${JSON.stringify(name)} is given twice`);
    values[name] = value;
  });
  return values;
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
    throw argsError(error as Error);
  }
  const { values, positionals } = parsed;
  const to = values.to as Target;
  if (!TARGETS.includes(to)) throw usage(`--to must be one of ${TARGETS.join(", ")}; got ${JSON.stringify(values.to)}`);
  if (values.data !== undefined && values.json !== undefined)
    throw usage("the body (--data and --json) is given twice");
  const [route, ...parameters] = positionals;
  const dialect: Dialect = values.openapi ? "openapi" : "github";
  const grouped = values.openapi || GROUPS.some(([flag]) => values[flag] !== undefined);
  const rest = { grouped, dialect, styles: values.styles };
  // --help and --version print whatever else the command line holds
  if (values.help || values.version)
    return {
      help: values.help,
      version: values.version,
      to,
      route,
      options: Object.create(null),
      data: undefined,
      ...rest,
    };
  if (values.styles !== undefined && !values.openapi)
    throw usage("--styles goes with --openapi: the GitHub dialect writes lists as querySerializer says");
  if (values.openapi) {
    const github = (["preview", "media-format", "keep-slashes"] as const).find((flag) => values[flag] !== undefined);
    if (github)
      throw usage(`--${github} is GitHub's; --openapi builds the request in OpenAPI's dialect, which has none`);
  }
  if (route !== undefined && METHOD.test(route) && parameters[0] !== undefined && URL_START.test(parameters[0]))
    throw unquotedRoute(route, parameters[0]);
  // parameters land in a null-prototype object: a `__proto__=x` argument stays a plain key the core then ignores
  const options: Record<string, unknown> = Object.create(null);
  parameters.forEach((argument, index) => {
    const [name, value] = parseParameter(argument, index + 1);
    // in a grouped call every key is an option: a parameter named here would be ERR_OPTIONS_INVALID
    if (values.openapi && Object.hasOwn(OPENAPI_ELSEWHERE, name))
      throw usage(`${JSON.stringify(name)} is not an option of an --openapi call: ${OPENAPI_ELSEWHERE[name]}`);
    if (grouped && !GROUPED_OPTIONS[dialect].includes(name))
      throw usage(
        `${JSON.stringify(name)} is not an option of ${values.openapi ? "an --openapi" : "a grouped"} call (${GROUPED_OPTIONS[dialect].join(", ")}): give parameters with --path, --query or --header-param, a JSON body as body:={...}`,
      );
    put(options, name, value, `parameter ${JSON.stringify(name)}`);
  });
  if (grouped) {
    const params: Record<string, unknown> = Object.create(null);
    for (const [flag, location] of GROUPS) if (values[flag] !== undefined) params[location] = group(flag, values[flag]);
    if (Object.keys(params).length > 0 || !values.openapi) options.params = params;
  }
  const request = options.request;
  // a JSON value is never an AbortSignal: a snippet would hand the client a plain object, curl would drop it
  if (typeof request === "object" && request !== null && Object.hasOwn(request, "signal")) {
    throw usage(
      "request.signal cannot come from the command line (it is a live AbortSignal); request.timeout sets a deadline",
    );
  }
  if (values.header || values.json !== undefined) {
    const headers = Object.assign(
      Object.create(null),
      values.json === undefined ? {} : JSON_HEADERS,
      parseHeaders(values.header ?? []),
    );
    put(options, "headers", headers, "headers (-H or --json, and a headers parameter)");
  }
  if (values["base-url"] !== undefined)
    put(options, "baseUrl", values["base-url"], "baseUrl (--base-url and a baseUrl parameter)");
  if (values["keep-slashes"])
    put(options, "keepSlashes", values["keep-slashes"], "keepSlashes (--keep-slashes and a keepSlashes parameter)");
  if (values.preview || values["media-format"] !== undefined) {
    const mediaType = {
      ...(values["media-format"] === undefined ? {} : { format: values["media-format"] }),
      ...(values.preview ? { previews: values.preview } : {}),
    };
    put(options, "mediaType", mediaType, "mediaType (--preview/--media-format and a mediaType parameter)");
  }
  const data = parseData(values.data ?? values.json);
  const bodyKey = grouped ? "body" : "data";
  if (data && Object.hasOwn(options, bodyKey))
    throw usage(`${bodyKey} (--data or --json, and a ${bodyKey} parameter) is given twice`);
  if (route === undefined) throw usage('missing the route, e.g. endpoint "GET /orgs/{org}/repos" org=octokit');
  const body = data
    ? values.data === undefined
      ? "--json"
      : "--data"
    : Object.hasOwn(options, bodyKey)
      ? `a ${bodyKey} parameter`
      : undefined;
  const method = methodOf(route, options);
  // refused here, before the body is read and whatever the core's version does with it
  if (body && (method === "GET" || method === "HEAD")) {
    throw usage(
      `${body} on a ${method} request: GET and HEAD carry no body (their parameters go into the query); use POST, PUT or PATCH for a body`,
    );
  }
  return { help: values.help, version: values.version, to, route, options, data, ...rest };
}
