/**
 * @module body-styles: an operation's `body` entry in the description table or a call's `styles`
 * (docs/rules.md#request-bodies), checked once as a frozen copy: its media type and each property's
 * encoding, a query style (by the style engine) and a multipart part's content type.
 */
import { fail, invalidOption } from "../errors.ts";
import { checkedEntries } from "./checked-entries.ts";
import { knownKeys } from "./known-keys.ts";
import { layEntries } from "./lay-entries.ts";
import { isPlainObject, own, setOwn } from "../plain-object.ts";
import { type CheckedStyle, checkStyle, layStyle } from "../template/param-styles.ts";

/** The media types a plain-object body is written in; JSON when none is named. */
export const FORM = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";
export const JSON_TYPE = "application/json";
const MEDIA_TYPES: readonly string[] = [JSON_TYPE, FORM, MULTIPART];
const BODY_KEYS = ["mediaType", "encoding"];

/** One property's encoding as checked: its query style resolved, and a part's content type if any. */
export interface CheckedEncoding extends CheckedStyle {
  readonly contentType: string | undefined;
}

/** A `body` entry as checked: every key an own property, so a reader never reaches `Object.prototype`. */
export interface CheckedBody {
  readonly mediaType: string | undefined;
  readonly encoding: Readonly<Record<string, CheckedEncoding>> | undefined;
}

// one media type, as a Blob's type and a part's header take it: type/subtype, then parameters of visible ASCII
const CONTENT_TYPE = /^[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+(?:;[ -~]*)?$/;

/**
 * A `body` entry checked: `{ mediaType, encoding }`, a media type of the three this writes, each
 * encoding a query style setting plus `contentType`. `where` names it in errors.
 * @example checkBodyStyles("styles.body", { mediaType: "multipart/form-data", encoding: { a: { contentType: "image/png" } } }).encoding?.a?.contentType // "image/png"
 */
export function checkBodyStyles(where: string, value: unknown): CheckedBody {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ mediaType, encoding }");
  knownKeys(where, value, BODY_KEYS);
  const mediaType = own(value, "mediaType");
  if (mediaType !== undefined && !MEDIA_TYPES.includes(mediaType as string))
    throw fail("ERR_OPTIONS_INVALID", `${where}.mediaType`, `expected one of ${MEDIA_TYPES.join(", ")}`);
  const encoding = own(value, "encoding");
  const checked =
    encoding === undefined
      ? undefined
      : checkedEntries(`${where}.encoding`, encoding, "encodings by property name", (at, _, item) =>
          checkEncoding(at, item),
        );
  return Object.freeze({ mediaType: mediaType as string | undefined, encoding: checked });
}

/** One property's encoding: `contentType` checked here, the rest by the style engine as a query parameter's. */
function checkEncoding(where: string, value: unknown): CheckedEncoding {
  if (!isPlainObject(value)) throw invalidOption(where, value, "{ style, explode, allowReserved, contentType }");
  const style: Record<string, unknown> = {};
  let contentType: unknown;
  for (const key of Object.keys(value)) {
    if (key === "contentType") contentType = value[key];
    else setOwn(style, key, value[key]);
  }
  if (contentType !== undefined && (typeof contentType !== "string" || !CONTENT_TYPE.test(contentType)))
    throw fail("ERR_OPTIONS_INVALID", `${where}.contentType`, "expected one media type (type/subtype)");
  return Object.freeze({ ...checkStyle(where, "query", style), contentType: contentType as string | undefined });
}

/**
 * A call's `body` entry laid over its operation's: the call's media type if it names one, and each
 * property's encoding field by field.
 * @example layBody({ mediaType: FORM, encoding: undefined }, { mediaType: undefined, encoding: { a: ... } }).mediaType // FORM
 */
export function layBody(under: CheckedBody | undefined, over: CheckedBody): CheckedBody {
  if (under === undefined) return over;
  const encoding = layEntries(under.encoding, over.encoding, (top, base) => ({
    ...layStyle("query", top, base),
    contentType: top.contentType ?? base?.contentType,
  }));
  return { mediaType: over.mediaType ?? under.mediaType, encoding };
}
