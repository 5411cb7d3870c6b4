/** @module render-wire: a curl command and the raw HTTP/1.1 request, from `toFetch()` output. */
import { CliError } from "./cli-error.ts";
import { utf8Text } from "./js-literal.ts";
import { shellQuote } from "./shell-quote.ts";

/** The body `toFetch` returns (a string, bytes, or `new Uint8Array(0)` for the empty PUT/PATCH body) as bytes. */
function bodyBytes(body: RequestInit["body"]): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof FormData)
    throw new CliError(
      "ERR_RENDER",
      "only a text or byte body can be printed; a multipart body (FormData) is written by the client with its boundary: use a snippet",
    );
  throw new CliError("ERR_RENDER", "only a text or byte body can be printed");
}

function bodyText(bytes: Uint8Array, target: string): string {
  const text = utf8Text(bytes);
  if (text === undefined)
    throw new CliError(
      "ERR_RENDER",
      `--to ${target} prints a text body only; this one is not UTF-8 (give it as --data @FILE to --to curl, or use a snippet)`,
    );
  return text;
}

/** A wire target needs a host: a rooted URL (`/api/x`, from a rooted baseUrl) has none. */
function absoluteUrl(url: string, target: string): URL {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(url))
    throw new CliError(
      "ERR_RENDER",
      `--to ${target} needs an absolute URL (scheme://host/...); give one with --base-url`,
    );
  return new URL(url);
}

/** Headers curl adds by itself unless told otherwise (`Name:` removes one). */
const CURL_DEFAULTS = ["accept", "user-agent"];
/** curl asks for `Expect: 100-continue` above this body size (1 KiB before curl 8.?, 1 MiB since). */
const EXPECT_THRESHOLD = 1024;

/**
 * The words of a curl command sending exactly the method, headers and body `toFetch` does, one
 * group per printed line, before any quoting. The URL goes after `--url`, so one starting with `-`
 * is never read as an option. curl's own `accept`/`user-agent`, its form content-type and
 * `Expect: 100-continue` are removed when the request has none. The body is `--data-raw TEXT`
 * (never reads a file for a body starting with `@`), or `--data-binary @FILE` when it was read from
 * `bodyFile`: curl then sends that file's bytes as they are. `request.timeout` is `--max-time`.
 * @example curlWords(toFetch(endpoint("GET /user")))[0]; // ["curl", "--request", "GET", "--url", "https://api.github.com/user"]
 */
export function curlWords([url, init]: [string, RequestInit], bodyFile?: string, timeout?: number): string[][] {
  absoluteUrl(url, "curl");
  const method = init.method ?? "GET";
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>);
  const body = bodyBytes(init.body);
  // --head, not --request HEAD: with the latter curl waits for a body that never comes
  const words: string[][] = [method === "HEAD" ? ["curl", "--head"] : ["curl", "--request", method]];
  // curl expands [] and {} in URLs as globs
  words[0]!.push(...(/[[\]{}]/.test(url) ? ["--globoff"] : []), "--url", url);
  // request.timeout bounds the whole exchange, as --max-time does (seconds, decimals allowed)
  if (timeout !== undefined) words[0]!.push("--max-time", String(timeout / 1000));
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  // "name;" sends an empty value; "name: " would remove the header
  for (const [name, value] of headers) words.push(["--header", value === "" ? `${name};` : `${name}: ${value}`]);
  const removed = [...CURL_DEFAULTS];
  if (body !== undefined) removed.push("content-type");
  if (body !== undefined && body.length > EXPECT_THRESHOLD) removed.push("expect");
  for (const name of removed) if (!names.has(name)) words.push(["--header", `${name}:`]);
  if (body !== undefined)
    words.push(bodyFile === undefined ? ["--data-raw", bodyText(body, "curl")] : ["--data-binary", `@${bodyFile}`]);
  return words;
}

/**
 * {@link curlWords} as a command for bash, zsh or ksh (and any POSIX sh when no word needs `$'...'`),
 * each word quoted by {@link shellQuote}, one group per line.
 * @example renderCurl(toFetch(endpoint("GET /user"))); // "curl --request GET --url https://api.github.com/user \\\n  --header ..."
 */
export function renderCurl(request: [string, RequestInit], bodyFile?: string, timeout?: number): string {
  return `${curlWords(request, bodyFile, timeout)
    .map((group) => group.map(shellQuote).join(" "))
    .join(" \\\n  ")}\n`;
}

/**
 * What `--to http` will not print, since a terminal would act on it rather than show it: C0 controls
 * but tab and line feed, a carriage return not ending a line (it paints the line over), DEL, C1
 * controls (U+009B is an escape sequence on its own) and bidi controls. Escaping them would change
 * the bytes the output exists to give (`| nc`), so the request is refused.
 */
const TERMINAL_ACTS_ON = /\r(?!\n)|[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function refuseControls(text: string, what: string): void {
  const at = TERMINAL_ACTS_ON.exec(text)?.index;
  if (at === undefined) return;
  // the character and its position, never the value (a header can hold a token)
  const code = `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
  throw new CliError(
    "ERR_RENDER",
    `--to http cannot print ${what}: ${code} at position ${at} is a control character a terminal would act on (use --to curl, which escapes it, or a snippet)`,
  );
}

/**
 * The raw HTTP/1.1 request `toFetch` describes: request line, one `host` (the request's own `host`
 * header if it has one, as curl sends it, else the URL's), the other headers, one `content-length`
 * (the request's own, which the core has checked against the body, else the body's length) when
 * there is a body, a blank line and the body, with CRLF line ends (pipe it to `nc` or
 * `openssl s_client`). Clients add their own headers (`connection`, `accept-encoding`, ...) on top.
 * A control character a terminal would act on, in a header value or the body, is refused.
 * @example renderHttp(toFetch(endpoint("GET /user"))); // "GET /user HTTP/1.1\r\nhost: api.github.com\r\n..."
 */
export function renderHttp([url, init]: [string, RequestInit]): string {
  const { host, pathname, search } = absoluteUrl(url, "http");
  const bytes = bodyBytes(init.body);
  const body = bytes === undefined ? undefined : bodyText(bytes, "http");
  // the core lowercases header names; it has refused any value HTTP does not allow (docs/rules.md#headers)
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>);
  for (const [name, value] of headers) refuseControls(value, `header ${JSON.stringify(name)}`);
  if (body !== undefined) refuseControls(body, "the body");
  const own = (name: string): string | undefined => headers.find(([key]) => key === name)?.[1];
  const lines = [`${init.method ?? "GET"} ${pathname}${search} HTTP/1.1`, `host: ${own("host") ?? host}`];
  for (const [name, value] of headers)
    if (name !== "host" && name !== "content-length") lines.push(`${name}: ${value}`);
  const length = own("content-length") ?? (bytes === undefined ? undefined : String(bytes.length));
  if (length !== undefined) lines.push(`content-length: ${length}`);
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}
