/**
 * @module accept: how `mediaType.format` and `mediaType.previews` amend `accept`, as
 * `@octokit/endpoint` 7.0.6 does (docs/rules.md#media-types), with regular expressions that run
 * in linear time (the reference's preview regex was CVE-2025-25285).
 */
import { memoize } from "../cache.ts";
import type { Settings } from "../dialect.ts";
import type { RequestHeaders } from "../types/options.ts";

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
      .map((part) =>
        part.replace(VENDOR_PART, (_, vendor: string, version = "") => `application/vnd${vendor}${version}.${format}`),
      )
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
function amendAccept(accept: string | undefined, format: string, previews: readonly string[]): string | undefined {
  return (
    amendOnce(`${format}\n${previews.length}\n${previews.length ? `${previews.join("\n")}\n` : ""}${accept ?? "\r"}`) ??
    undefined
  );
}

/**
 * Writes `accept` as a call's `mediaType` asks (GitHub's dialect: docs/rules.md#media-types).
 * @example amendMediaType(settings, headers) // headers.accept: "application/vnd.github.v3.raw" for format "raw"
 */
export function amendMediaType({ mediaType, headers: present }: Settings, headers: RequestHeaders): void {
  if (mediaType === undefined || !(mediaType.format || mediaType.previews.length)) return;
  const { accept } = present;
  const amended = amendAccept(accept === undefined ? undefined : String(accept), mediaType.format, mediaType.previews);
  if (amended !== undefined) headers["accept"] = amended;
}
