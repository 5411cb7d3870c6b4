/**
 * @module check-options: the check of each option's value, as the merge stage reads it (docs/rules.md#option-keys).
 * Each returns the value to use, a copy where a second read could differ.
 */
import { EndpointError, invalidOption } from "../errors.ts";
import { isPlainObject, own } from "../plain-object.ts";
import { ABSOLUTE_URL } from "../template/route-template.ts";
import type { QuerySerializer, QueryStyles } from "../types/options.ts";
import { headerText, trimField } from "./header-values.ts";

// the largest delay a timer takes (a signed 32-bit count of milliseconds)
const MAX_TIMEOUT = 2_147_483_647;

// the styles OpenAPI 3.1 defines for each kind of value ("Style Values")
const STYLES: Readonly<Record<string, readonly string[]>> = {
  array: ["form", "spaceDelimited", "pipeDelimited"],
  object: ["form", "deepObject"],
};

/**
 * `request` checked: an object whose `timeout`, if any, is 1 to 2,147,483,647 ms
 * (docs/rules.md#timeouts-and-signals). Copied, its own keys read once, class instances too: the
 * timeout checked is the one the adapter reads, never a getter's second answer.
 */
export function checkRequest(request: unknown): Record<string, unknown> {
  // isPlainObject first: it reports a revoked Proxy, which Array.isArray would throw a TypeError for
  if (typeof request !== "object" || request === null || (!isPlainObject(request) && Array.isArray(request))) {
    throw invalidOption("request", request, "an object");
  }
  const copy: Record<string, unknown> = { ...request };
  const timeout = own(copy, "timeout");
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 1 && timeout <= MAX_TIMEOUT)) {
    throw new EndpointError(
      "ERR_TIMEOUT_INVALID",
      `request.timeout: expected 1 to ${MAX_TIMEOUT} ms, got ${typeof timeout === "number" ? timeout : typeof timeout}`,
    );
  }
  return copy;
}

/**
 * `baseUrl` checked: absolute (`scheme://`), rooted (`/api`), or empty for none
 * (docs/rules.md#base-url). A WHATWG URL parser drops tabs and newlines and reads `\` as `/`, so a
 * base holding either (`/\evil.example`, `/\t/evil.example`) would leave the page's origin as
 * `//host` does: controls, spaces and backslashes are refused.
 */
export function checkBaseUrl(baseUrl: unknown): string {
  if (
    typeof baseUrl !== "string" ||
    /[\0-\x20\x7f\\]/.test(baseUrl) ||
    !(baseUrl === "" || /^\/(?!\/)/.test(baseUrl) || ABSOLUTE_URL.test(baseUrl))
  ) {
    // not quoted: a base URL can carry credentials (https://user:token@host)
    throw new EndpointError(
      "ERR_BASE_URL_INVALID",
      "baseUrl: expected https://host/path or /path, with no space, control character or backslash",
    );
  }
  return baseUrl;
}

/** `keepSlashes` checked: a list of parameter names, copied. */
export function checkNames(names: unknown): readonly string[] {
  const copy = Array.isArray(names) ? Array.from(names as unknown[]) : undefined;
  if (!copy?.every((name) => typeof name === "string")) throw invalidOption("keepSlashes", names, "parameter names");
  return copy as string[];
}

/**
 * `querySerializer` checked: a function, or styles OpenAPI defines for each kind (`deepObject` only
 * exploded). `value` is the merge stage's own copy, so what is checked is what is used.
 */
export function checkQuerySerializer(value: unknown): QuerySerializer {
  if (typeof value === "function") return value as QuerySerializer;
  const allowReserved = isPlainObject(value) ? own(value, "allowReserved") : 0;
  // a misspelt key (`arrays`) would be ignored silently: only these three are styles
  if (
    (allowReserved !== undefined && typeof allowReserved !== "boolean") ||
    Object.keys(value as object).some((key) => !/^(array|object|allowReserved)$/.test(key))
  ) {
    throw invalidOption("querySerializer", value, "a function or { array, object, allowReserved }");
  }
  for (const kind of Object.keys(STYLES)) {
    const part = own(value as object, kind);
    const style = isPlainObject(part) ? own(part, "style") : undefined;
    const explode = (isPlainObject(part) ? own(part, "explode") : undefined) ?? false;
    if (
      part !== undefined &&
      !(
        (STYLES[kind] as string[]).includes(style as string) &&
        typeof explode === "boolean" &&
        (style !== "deepObject" || explode)
      )
    ) {
      throw invalidOption(
        `querySerializer.${kind}`,
        part,
        `style ${(STYLES[kind] as string[]).join(" or ")}, deepObject only exploded`,
      );
    }
  }
  return value as QueryStyles;
}

/**
 * `mediaType` checked: an object whose `format` is a string and `previews` an array of strings, each
 * trimmed and checked like a header value (they are written into `accept`). Previews lose their first
 * `-preview`. Either part is `undefined` when not given.
 */
export function checkMediaType(value: unknown): { format: string | undefined; previews: string[] | undefined } {
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
