/**
 * @module media-type: how `mediaType.format` and `mediaType.previews` amend `accept`, as
 * `@octokit/endpoint` 7.0.6 does (docs/rules.md#media-types), with regular expressions that run
 * in linear time (the reference's preview regex was CVE-2025-25285).
 */
import { memoize } from "./cache.ts";
import { invalidOption } from "./errors.ts";
import { headerText, trimField } from "./headers.ts";
import { isPlainObject, own } from "./plain-object.ts";

/** `mediaType` as the resolver keeps it: both parts present, previews without their first `-preview`. */
export interface MergedMediaType {
  format: string;
  previews: readonly string[];
}

// Anchored at the end: at most one match per part, each attempt bounded by its dot-separated words
const VENDOR_PART = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
// Starts only at the beginning of a run of word characters and hyphens, so each run is read once
const PREVIEW_IN_ACCEPT = /(?<![\w-])[\w-]+(?=-preview)/g;

/** The `accept` header after `format` and `previews`; `undefined` when there is none. */
function amend(accept: string | undefined, format: string, previews: readonly string[]): string | undefined {
  // a binary download keeps its accept header whatever else is asked for
  if (accept !== undefined && /application\/octet-stream/i.test(accept)) return accept;
  let result = accept;
  if (format && result !== undefined) {
    result = result
      .split(",")
      .map((part) => part.replace(VENDOR_PART, (_, vendor: string, version = "") => `application/vnd${vendor}${version}.${format}`))
      .join(",");
  }
  if (!previews.length) return result;
  return [...(result?.match(PREVIEW_IN_ACCEPT) ?? []), ...previews].map((name) => previewType(name, format)).join(",");
}

function previewType(name: string, format: string): string {
  return `application/vnd.github.${name}-preview${format ? `.${format}` : "+json"}`;
}

// Programs ask for the same few formats and previews over and over. The key is unambiguous: none of
// its parts holds CR or LF (headerText), the count of previews tells [] from [""], and "\r" stands
// for no accept header at all.
const amendOnce = /* @__PURE__ */ memoize((key) => {
  const [format = "", count = "", ...rest] = key.split("\n");
  const accept = rest.pop();
  return amend(accept === "\r" ? undefined : accept, format, count === "0" ? [] : rest) ?? null;
});

/**
 * The `accept` header after `format` and `previews`, cached; `undefined` when there is none.
 * @example amendAccept("application/vnd.github.v3+json", "raw", []) // "application/vnd.github.v3.raw"
 */
export function amendAccept(accept: string | undefined, format: string, previews: readonly string[]): string | undefined {
  return amendOnce(`${format}\n${previews.length}\n${previews.length ? `${previews.join("\n")}\n` : ""}${accept ?? "\r"}`) ?? undefined;
}

/**
 * A `mediaType` option merged over `base`, each part read once and checked: both are written into
 * `accept`. Default previews the call does not repeat come first, then the call's own; each loses
 * its first `-preview`, and they are compared after that, so `foo` and `foo-preview` are one.
 * @example mergeMediaType({ format: "", previews: ["a"] }, { previews: ["b-preview"] }) // { format: "", previews: ["a", "b"] }
 */
export function mergeMediaType(base: MergedMediaType, value: unknown): MergedMediaType {
  if (!isPlainObject(value)) throw invalidOption("mediaType", value, "an object");
  const format = own(value, "format");
  const previews = own(value, "previews");
  if (format !== undefined && typeof format !== "string") throw invalidOption("mediaType.format", format, "a string");
  if (previews !== undefined && !Array.isArray(previews)) throw invalidOption("mediaType.previews", previews, "an array");
  // a loop: Array.from with a mapper goes through the iterator protocol (a third of this call's time
  // in a profile), and map() through a subclass's own constructor
  let named: string[] | undefined;
  if (previews !== undefined) {
    named = [];
    for (let i = 0; i < previews.length; i++) named.push(previewName(previews[i]));
  }
  let merged = named;
  if (named !== undefined && base.previews.length > 0) {
    merged = base.previews.filter((name) => !named?.includes(name));
    for (const name of named) merged.push(name);
  }
  return {
    // trimmed like a header value: it stands in one (docs/rules.md#headers)
    format: format === undefined ? base.format : trimField(headerText(format, "mediaType.format", "ERR_OPTIONS_INVALID")),
    previews: merged ?? base.previews,
  };
}

function previewName(name: unknown): string {
  if (typeof name !== "string") throw invalidOption("mediaType.previews", name, "strings");
  return trimField(headerText(name, "mediaType.previews", "ERR_OPTIONS_INVALID")).replace("-preview", "");
}
