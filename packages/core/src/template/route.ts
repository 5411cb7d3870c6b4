/** @module route: the `"<METHOD> <url>"` route grammar (docs/rules.md#routes), and the method's lowercase form. */
import { memoize } from "../cache.ts";
import { EndpointError, kindOf, quote } from "../errors.ts";
import { isToken } from "../http-token.ts";

const WHITESPACE = /\s/;
// A lone word that is a method name is a route missing its URL, not a relative path "GET"
const METHOD_NAMES = /* @__PURE__ */ new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function routeError(route: string, why: string): EndpointError {
  return new EndpointError("ERR_ROUTE_INVALID", `Route ${quote(route)} ${why}`);
}

/** Checks that `method` is an HTTP token (RFC 9110 section 9.1) and returns it unchanged. */
export function assertMethod(method: unknown): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw new EndpointError(
      "ERR_METHOD_INVALID",
      `Method ${typeof method === "string" ? quote(method) : kindOf(method)}: not a token`,
    );
  }
  return method;
}

/**
 * A route's words: runs of white space separate them, except inside `{...}`, where an OpenAPI path
 * parameter's name may hold a space (docs/rules.md#any-api).
 */
function wordsOf(route: string): string[] {
  const words: string[] = [];
  let start = 0;
  let inBraces = false;
  for (let i = 0; i <= route.length; i++) {
    const char = route[i];
    if (char === "{" || char === "}") inBraces = char === "{";
    else if (char === undefined || (!inBraces && WHITESPACE.test(char))) {
      if (i > start) words.push(route.slice(start, i));
      start = i + 1;
    }
  }
  return words;
}

/** Splits a route into its method (if any) and URL; surrounding white space is ignored. */
function splitRoute(route: string): Readonly<{ method?: string; url: string }> {
  const words = wordsOf(route);
  const [first = "", second] = words;
  if (first === "") throw routeError(route, "is empty");
  if (words.length > 2) throw routeError(route, `has ${words.length} parts`);
  if (second === undefined) {
    if (METHOD_NAMES.has(first)) throw routeError(route, "has a method but no url");
    return Object.freeze({ url: first });
  }
  if (!isToken(first)) throw routeError(route, "has a method that is not a token");
  return Object.freeze({ method: first, url: second });
}

/**
 * {@link splitRoute}, cached: apps call the same few routes over and over.
 * @example parseRoute("GET /orgs/{org}/repos") // { method: "GET", url: "/orgs/{org}/repos" }
 */
export const parseRoute: (route: string) => Readonly<{ method?: string; url: string }> =
  /* @__PURE__ */ memoize(splitRoute);

const lowerToken = /* @__PURE__ */ memoize((method: string) => assertMethod(method).toLowerCase());

/**
 * {@link assertMethod}, lowercased (docs/rules.md#routes) and cached per method.
 * @example lowerMethod("PATCH") // "patch"
 */
export function lowerMethod(method: unknown): string {
  return typeof method === "string" ? lowerToken(method) : assertMethod(method);
}
