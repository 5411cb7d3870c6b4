/**
 * @module media-type: how `mediaType.format` and `mediaType.previews` amend `accept`, exactly as
 * `@octokit/endpoint` 7.0.6 does (shared/reference/octokit-endpoint.md rules R10, R31-R33),
 * rewritten as linear scans: the reference's regexes were CVE-2025-25285.
 */
import { memoize } from "./cache.ts";
import { invalidOption } from "./errors.ts";
import { FORBIDDEN_IN_VALUE } from "./headers.ts";
import { isWordChar } from "./percent-encode.ts";
import { isPlainObject } from "./plain-object.ts";
import type { MediaType } from "./types.ts";

const VND = "application/vnd";
const PREVIEW = "-preview";

/** Splits `text` from `start` into `.word` segments; returns [segments, index after them]. */
function dotWords(text: string, start: number): [string[], number] {
  const words: string[] = [];
  let i = start;
  while (text.charCodeAt(i) === 0x2e && isWordChar(text.charCodeAt(i + 1))) {
    const wordStart = i;
    i += 2;
    while (isWordChar(text.charCodeAt(i))) i++;
    words.push(text.slice(wordStart, i));
  }
  return [words, i];
}

/**
 * R32: `/application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/` → `application/vnd$1$2.<format>`.
 * Only the last `application/vnd` of a part can match, since the match must run to the end.
 */
function formatPart(part: string, format: string): string {
  const at = part.lastIndexOf(VND);
  if (at === -1) return part;
  const [words, end] = dotWords(part, at + VND.length);
  const rest = part.slice(end);
  if (words.length === 0 || words.length > 3 || (rest !== "" && rest !== "+json")) return part;
  const [first, second] = words as [string, string | undefined];
  if (words.length === 3 && second !== ".v3") return part;
  const version = second === ".v3" ? ".v3" : "";
  return `${part.slice(0, at)}${VND}${first}${version}.${format}`;
}

/**
 * R33 step 1: the names of previews already in `accept`, as `(?<![\w-])[\w-]+(?=-preview)` finds them:
 * per run of word characters and hyphens, the longest prefix that `-preview` follows.
 */
function previewsInAccept(accept: string): string[] {
  const names: string[] = [];
  let i = 0;
  while (i < accept.length) {
    const code = accept.charCodeAt(i);
    if (!(isWordChar(code) || code === 0x2d)) {
      i++;
      continue;
    }
    const runStart = i;
    while (i < accept.length && (isWordChar(accept.charCodeAt(i)) || accept.charCodeAt(i) === 0x2d)) i++;
    // search the run alone: a lastIndexOf over the whole header would make this quadratic
    const run = accept.slice(runStart, i);
    const at = run.lastIndexOf(PREVIEW);
    if (at > 0) names.push(run.slice(0, at));
  }
  return names;
}

/** The `accept` header after `format` and `previews` (R31-R33); `undefined` when there is none. */
function amend(accept: string | undefined, format: string, previews: readonly string[]): string | undefined {
  // R31: a binary download keeps its accept header whatever else is asked for
  if (accept !== undefined && /application\/octet-stream/i.test(accept)) return accept;
  let result = accept;
  if (format && result !== undefined) {
    result = result.split(",").map((part) => formatPart(part, format)).join(",");
  }
  if (previews.length > 0) {
    const suffix = format ? `.${format}` : "+json";
    const names = result === undefined ? [...previews] : [...previewsInAccept(result), ...previews];
    result = names.map((name) => `application/vnd.github.${name}${PREVIEW}${suffix}`).join(",");
  }
  return result;
}

// Computes from the key amendAccept() writes (the only caller), so only the key is kept
const amendOnce = memoize((key) => {
  const [format = "", previews = "", accept = ""] = key.split("\n");
  const count = previews.indexOf("\0");
  const names = count === 1 && previews[0] === "0" ? [] : previews.slice(count + 1).split("\0");
  return amend(accept === "\r" ? undefined : accept, format, names) ?? null;
});

/**
 * The `accept` header after `format` and `previews` (R31-R33), cached; `undefined` when there is none.
 * @example amendAccept("application/vnd.github.v3+json", "raw", []) // "application/vnd.github.v3.raw"
 */
export function amendAccept(accept: string | undefined, format: string, previews: readonly string[]): string | undefined {
  // Programs ask for the same few formats and previews over and over. The key is unambiguous: a
  // header value, format and previews hold no CR, LF or NUL (assertMediaType), and the count of
  // previews tells [] from [""]; "\r" stands for no accept header at all.
  return amendOnce(`${format}\n${previews.length}\0${previews.join("\0")}\n${accept ?? "\r"}`) ?? undefined;
}

/**
 * R10 (7.0.6): default previews the call does not repeat come first, then the call's own;
 * each loses its first `-preview`. Compared after that, so `foo` and `foo-preview` are one.
 */
export function mergePreviews(defaults: readonly string[], call: readonly string[]): string[] {
  const own = call.map((name) => name.replace(PREVIEW, ""));
  if (defaults.length === 0) return own;
  const seen = new Set(own);
  const merged = defaults.filter((name) => !seen.has(name));
  for (const name of own) merged.push(name);
  return merged;
}

function isPreviewName(name: unknown): boolean {
  return typeof name === "string" && !FORBIDDEN_IN_VALUE.test(name);
}

/** Checks the shape of a `mediaType` option: `{ format?: string, previews?: string[] }`. */
export function assertMediaType(mediaType: unknown): asserts mediaType is MediaType {
  if (!isPlainObject(mediaType)) throw invalidOption("mediaType", mediaType, "an object");
  const { format, previews } = mediaType;
  // both are written into accept, so CR, LF or NUL would inject another header (RFC 9110 section 5.5)
  if (format !== undefined && (typeof format !== "string" || FORBIDDEN_IN_VALUE.test(format))) {
    throw invalidOption("mediaType.format", format, "a string without CR, LF or NUL");
  }
  if (previews !== undefined && (!Array.isArray(previews) || !previews.every(isPreviewName))) {
    throw invalidOption("mediaType.previews", previews, "an array of strings without CR, LF or NUL");
  }
}
