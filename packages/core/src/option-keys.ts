/** @module option-keys: the keys that are options, never parameters (docs/rules.md#option-keys). */

/** The option keys, in one list the types read too (`OptionKey`). */
export const OPTION_KEY_LIST = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "mediaType",
  "data",
  "querySerializer",
  "keepSlashes",
] as const;

/**
 * Keys of `endpoint()`, `merge()` and `defaults()` options that never fill a template variable and
 * never reach a query or a JSON body.
 * @example OPTION_KEYS.has("headers") // true: a parameter named "headers" cannot be sent
 */
export const OPTION_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(OPTION_KEY_LIST);
