/** @module route: the `"<METHOD> <url>"` route grammar (docs/rules.md#routes), read once per route string, and the method's lowercase form. */
import type { Operation } from "../dialect.ts";
import { type EndpointError, fail, quote, quoteOrKind } from "../errors.ts";
import { isToken } from "../http-token.ts";

const WHITESPACE = /\s/;
// A lone word that is a method name is a route missing its URL, not a relative path "GET"
const METHOD_NAMES = /* @__PURE__ */ new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function routeError(route: string, why: string): EndpointError {
  return fail("ERR_ROUTE_INVALID", `Route ${quote(route)}`, why);
}

/** Checks that `method` is an HTTP token (RFC 9110 section 9.1) and returns it unchanged. */
export function assertMethod(method: unknown): string {
  if (typeof method !== "string" || !isToken(method)) {
    throw fail("ERR_METHOD_INVALID", `Method ${quoteOrKind(method)}`, "not a token");
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

/**
 * A route string read once (docs/rules.md#routes): its method as written (a token) and URL, and what
 * they compile to in a dialect, filled on first use. An entry keeps these in one bounded cache
 * ({@link memoize}), so a first call differs from a later one only by this compile.
 */
export interface CompiledRoute {
  /** As written; undefined when the route names none (the defaults' method applies). */
  readonly method: string | undefined;
  /** `method` lowercased, checked as a token when the route was read. */
  readonly lower: string | undefined;
  readonly url: string;
  /** The compiled operation, for the method in `compiledFor`, once a call has needed it. */
  operation: Operation | undefined;
  /** The method (as written) `operation` was compiled for: a method-less route takes each level's. */
  compiledFor: unknown;
}

/**
 * Splits a route into its method (if any) and URL, surrounding white space ignored, and checks them.
 * @example readRoute("GET /orgs/{org}/repos") // { method: "GET", url: "/orgs/{org}/repos", ... }
 */
export function readRoute(route: string): CompiledRoute {
  const words = wordsOf(route);
  const [first = "", second] = words;
  if (first === "") throw routeError(route, "is empty");
  if (words.length > 2) throw routeError(route, `has ${words.length} parts`);
  if (second === undefined) {
    if (METHOD_NAMES.has(first)) throw routeError(route, "has a method but no url");
  } else if (!isToken(first)) throw routeError(route, "has a method that is not a token");
  // one word is the URL alone; two are the method and the URL
  const method = second === undefined ? undefined : first;
  return { method, lower: method?.toLowerCase(), url: second ?? first, operation: undefined, compiledFor: undefined };
}

/**
 * {@link assertMethod}, lowercased (docs/rules.md#routes).
 * @example lowerMethod("PATCH") // "patch"
 */
export function lowerMethod(method: unknown): string {
  return assertMethod(method).toLowerCase();
}
