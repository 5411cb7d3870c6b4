/** @module render-wire: a curl command for a POSIX shell and the raw HTTP/1.1 request, from `toFetch()` output. */
import { CliError } from "./cli-error.ts";
import { utf8Text } from "./js-literal.ts";

/** The body `toFetch` returns (a string, or `new Uint8Array(0)` for the empty PUT/PATCH body) as text. */
function bodyText(body: RequestInit["body"]): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  const text = body instanceof Uint8Array ? utf8Text(body) : undefined;
  if (text === undefined) throw new CliError("ERR_RENDER", "only a text body can be printed; this one is not UTF-8 text");
  return text;
}

/** Words a POSIX shell reads back unchanged without quotes; everything else is single-quoted. */
const BARE = /^[\w@%+=:,./-]+$/;

/**
 * Quotes a word for a POSIX shell: inside single quotes nothing is special but the quote itself,
 * written as `'\''` (close, escaped quote, reopen).
 * @example shellQuote("it's"); // "'it'\\''s'"
 */
export function shellQuote(word: string): string {
  if (word.includes("\0")) throw new CliError("ERR_RENDER", "a shell argument cannot hold a NUL character; use --to http or a snippet");
  return BARE.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** Headers curl adds by itself unless told otherwise (`Name:` removes one). */
const CURL_DEFAULTS = ["accept", "user-agent"];
/** curl asks for `Expect: 100-continue` above this body size (1 KiB before curl 8.?, 1 MiB since). */
const EXPECT_THRESHOLD = 1024;

/**
 * A curl command sending exactly the method, headers and body `toFetch` does. curl's own
 * `accept`/`user-agent`, its form content-type for `--data` and `Expect: 100-continue` are removed
 * when the request has none; `--data-raw` never reads a file for a body starting with `@`.
 * @example renderCurl(toFetch(endpoint("GET /user"))); // "curl --request GET https://api.github.com/user \\\n  --header ..."
 */
export function renderCurl([url, init]: [string, RequestInit]): string {
  const method = init.method ?? "GET";
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>);
  const body = bodyText(init.body);
  // --head, not --request HEAD: with the latter curl waits for a body that never comes
  const words: string[][] = [method === "HEAD" ? ["curl", "--head"] : ["curl", "--request", method]];
  // curl expands [] and {} in URLs as globs
  words[0]!.push(...(/[[\]{}]/.test(url) ? ["--globoff", url] : [url]));
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  // "name;" sends an empty value; "name: " would remove the header
  for (const [name, value] of headers) words.push(["--header", value === "" ? `${name};` : `${name}: ${value}`]);
  const removed = [...CURL_DEFAULTS];
  if (body !== undefined) removed.push("content-type");
  if (body !== undefined && new TextEncoder().encode(body).length > EXPECT_THRESHOLD) removed.push("expect");
  for (const name of removed) if (!names.has(name)) words.push(["--header", `${name}:`]);
  if (body !== undefined) words.push(["--data-raw", body]);
  return `${words.map((group) => group.map(shellQuote).join(" ")).join(" \\\n  ")}\n`;
}

/**
 * The raw HTTP/1.1 request `toFetch` describes: request line, `host`, the headers, `content-length`
 * when there is a body, a blank line and the body, with CRLF line ends (pipe it to `nc` or
 * `openssl s_client`). Clients add their own headers (`connection`, `accept-encoding`, ...) on top.
 * @example renderHttp(toFetch(endpoint("GET /user"))); // "GET /user HTTP/1.1\r\nhost: api.github.com\r\n..."
 */
export function renderHttp([url, init]: [string, RequestInit]): string {
  const { host, pathname, search } = new URL(url);
  const body = bodyText(init.body);
  const lines = [`${init.method ?? "GET"} ${pathname}${search} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${new TextEncoder().encode(body).length}`);
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}
