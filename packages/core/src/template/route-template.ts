/**
 * @module route-template: a route's URL template as `endpoint()` uses it: parsed once, with what it
 * consumes and what is known of its expansion before any call.
 */
import { memoize } from "../cache.ts";
import { OPTION_KEYS } from "../option-keys.ts";
import { parseTemplate, type Template } from "./url-template.ts";

// RFC 3986 section 3.1 scheme, then "//": such a URL is used as it is, in any case
export const ABSOLUTE_URL: RegExp = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** A route's URL template, with what is known of every expansion of it. */
export interface RouteTemplate extends Template {
  /** The option keys and every variable the template names, in one set: one lookup per key. */
  readonly consumed: ReadonlySet<string>;
  /** The variables it names that are option keys (`{url}`): they expand as undefined. Usually none. */
  readonly optionNames: ReadonlySet<string> | undefined;
  /**
   * It starts with a literal `/x`: a base URL is joined by concatenation, with no need to read
   * the expanded URL (docs/rules.md#base-url: one `/` between them).
   */
  readonly rooted: boolean;
  /** It starts with a literal `//`: a host the route names itself, which parameters may not. */
  readonly leadingSlashes: boolean;
  /** It starts with a literal absolute URL (`https://...`), which no base URL changes. */
  readonly absolute: boolean;
  /**
   * No literal and no expression can put `?` or `#` in the expansion, so leftover parameters
   * start a query with `?` right after it. Reserved (`+`, `#`) expansion passes both through.
   */
  readonly queryFree: boolean;
}

/**
 * {@link parseTemplate} with `:name` segments on, cached per URL string ({@link memoize}).
 * @example compileRouteTemplate("/repos/{owner}/{repo}").consumed.has("owner") // true
 */
export const compileRouteTemplate: (url: string) => RouteTemplate = /* @__PURE__ */ memoize((url) =>
  routeTemplate(parseTemplate(url, true)),
);

/**
 * A parsed template with what is known of its expansions: the route's, or an OpenAPI path's.
 * @example routeTemplate(parseTemplate("/x/{a}", false)).rooted // true
 */
export function routeTemplate(template: Template): RouteTemplate {
  const first = template.parts[0];
  const literal = typeof first === "string" ? first : "";
  const optionNames = [...template.names].filter((name) => OPTION_KEYS.has(name));
  return {
    ...template,
    consumed: new Set([...OPTION_KEYS, ...template.names]),
    optionNames: optionNames.length > 0 ? new Set(optionNames) : undefined,
    rooted: literal.length > 1 && literal[0] === "/" && literal[1] !== "/",
    leadingSlashes: literal.startsWith("//"),
    absolute: ABSOLUTE_URL.test(literal),
    queryFree: template.parts.every((part) =>
      typeof part === "string" ? !part.includes("?") && !part.includes("#") : !part.op.reserved && part.op.sep !== "&",
    ),
  };
}
