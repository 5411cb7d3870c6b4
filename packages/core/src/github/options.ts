/**
 * @module options: the options only GitHub's dialect has, `mediaType`, `querySerializer` and
 * `keepSlashes`, each checked as it is merged (docs/rules.md#option-keys); every other option merges
 * as merge/merge-rules.ts says.
 */
import { invalidOption } from "../errors.ts";
import type { MergedMediaType } from "../dialect.ts";
import { headerText, trimField } from "../merge/header-values.ts";
import { mergeOption, mergeValue } from "../merge/merge-rules.ts";
import { isPlainObject, own } from "../plain-object.ts";
import { checkQuerySerializer } from "./query-serializer.ts";

const NO_MEDIA_TYPE: MergedMediaType = /* @__PURE__ */ Object.freeze({
  format: "",
  previews: /* @__PURE__ */ Object.freeze([]),
});

/**
 * One option of a GitHub call or level merged over the one beneath it and checked.
 * @example mergeGitHubOption("keepSlashes", undefined, ["path"]) // ["path"]
 */
export function mergeGitHubOption(key: string, base: unknown, value: unknown): unknown {
  switch (key) {
    case "mediaType":
      return mergeMediaType((base ?? NO_MEDIA_TYPE) as MergedMediaType, value);
    case "querySerializer":
      return checkQuerySerializer(mergeValue(base, value));
    case "keepSlashes":
      return checkNames(value);
    default:
      return mergeOption(key, base, value);
  }
}

/** `keepSlashes` checked: a list of parameter names, copied. */
function checkNames(names: unknown): readonly string[] {
  const copy = Array.isArray(names) ? Array.from(names as unknown[]) : undefined;
  if (!copy?.every((name) => typeof name === "string")) throw invalidOption("keepSlashes", names, "parameter names");
  return copy as string[];
}

/**
 * A `mediaType` option merged over `base`. Default previews the call does not repeat come first,
 * then the call's own; they are compared without their first `-preview`, so `foo` and `foo-preview` are one.
 * @example mergeMediaType({ format: "", previews: ["a"] }, { previews: ["b-preview"] }) // { format: "", previews: ["a", "b"] }
 */
function mergeMediaType(base: MergedMediaType, value: unknown): MergedMediaType {
  const { format, previews } = checkMediaType(value);
  let merged = previews;
  if (previews !== undefined && base.previews.length > 0) {
    merged = base.previews.filter((name) => !previews.includes(name));
    for (const name of previews) merged.push(name);
  }
  return { format: format ?? base.format, previews: merged ?? base.previews };
}

/**
 * `mediaType` checked: an object whose `format` is a string and `previews` an array of strings, each
 * trimmed and checked like a header value (they are written into `accept`). Previews lose their first
 * `-preview`. Either part is `undefined` when not given.
 */
function checkMediaType(value: unknown): { format: string | undefined; previews: string[] | undefined } {
  if (!isPlainObject(value)) throw invalidOption("mediaType", value, "an object");
  const format = own(value, "format");
  const previews = own(value, "previews");
  if (format !== undefined && typeof format !== "string") throw invalidOption("mediaType.format", format, "a string");
  if (previews !== undefined && !Array.isArray(previews))
    throw invalidOption("mediaType.previews", previews, "an array");
  let names: string[] | undefined;
  if (previews !== undefined) {
    names = [];
    // an index loop: map() would go through an array subclass's own constructor
    for (let i = 0; i < previews.length; i++) names.push(previewName(previews[i]));
  }
  return {
    format: format === undefined ? undefined : trimField(headerText(format, "mediaType.format", "ERR_OPTIONS_INVALID")),
    previews: names,
  };
}

function previewName(name: unknown): string {
  if (typeof name !== "string") throw invalidOption("mediaType.previews", name, "strings");
  return trimField(headerText(name, "mediaType.previews", "ERR_OPTIONS_INVALID")).replace("-preview", "");
}
