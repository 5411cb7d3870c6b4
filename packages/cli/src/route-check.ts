/** @module route-check: the parameters a route needs and uses, checked before anything is printed. */
import { OPTION_KEYS, placeholders } from "@scope/endpoint-core";
import { CliError } from "./cli-error.ts";

const list = (names: readonly string[]): string => names.join(", ");

/**
 * Refuses a route whose path placeholders are not all given (the URL would have an empty segment),
 * and, when the body comes from `--data` or `--json`, parameters the URL does not use (nothing would
 * send them). Query placeholders (`{?page}`) stay optional. `keepSlashes` may name only parameters
 * the URL expands. Only names are shown, never values.
 * @example checkParameters("DELETE /repos/{owner}/{repo}", { owner: "o" }, false); // throws ERR_PARAMETER_MISSING naming repo
 */
export function checkParameters(route: string, options: Readonly<Record<string, unknown>>, hasBody: boolean): void {
  // "<METHOD> <url>" or "<url>"; any other shape, the core refuses after this
  const url = route.trim().split(/\s+/).pop()!;
  const { required, optional } = placeholders(url);
  const missing = required.filter((name) => options[name] === undefined || options[name] === null);
  if (missing.length > 0) {
    throw new CliError(
      "ERR_PARAMETER_MISSING",
      `the route's path needs ${list(missing)}: give ${missing.map((name) => `${name}=...`).join(" ")}`,
    );
  }
  const used = new Set([...required, ...optional]);
  // a name the template does not expand keeps nothing: most likely a typo (--keep-slashes pth)
  const kept = Array.isArray(options.keepSlashes)
    ? options.keepSlashes.filter((name) => typeof name === "string" && !used.has(name))
    : [];
  if (kept.length > 0)
    throw new CliError(
      "ERR_USAGE",
      `--keep-slashes names ${list(kept)}, which the route's URL does not use: it keeps the "/" of a URL parameter`,
    );
  if (!hasBody) return;
  const unused = Object.keys(options).filter((name) => !used.has(name) && !OPTION_KEYS.has(name));
  if (unused.length > 0) {
    throw new CliError(
      "ERR_PARAMETER_UNUSED",
      `the body is --data/--json as given, and the route's URL does not use ${list(unused)}: nothing would send them (put them in the body)`,
    );
  }
}

/**
 * A route's method and URL, split at the first white space outside `{...}` (an OpenAPI name may
 * hold a space); a route of one word is a GET.
 * @example routeParts("GET /pets/{pet id}"); // { method: "GET", url: "/pets/{pet id}" }
 */
export function routeParts(route: string): { method: string; url: string } {
  const trimmed = route.trim();
  const match = /^([^\s{]+)\s+([^]*)$/.exec(trimmed);
  return match ? { method: match[1]!, url: match[2]! } : { method: "GET", url: trimmed };
}

/**
 * OpenAPI path templating: `{name}` names a path parameter exactly as written, whatever its
 * characters (docs/rules.md#any-api), and every one is required.
 */
function openApiPathNames(url: string): string[] {
  const path = /^[^?#]*/.exec(url)![0];
  // an index scan, not /\{([^}]*)\}/g: that regex looked for a "}" after every "{" (quadratic in a run of "{")
  const names: string[] = [];
  for (let open = path.indexOf("{"); open !== -1; ) {
    const close = path.indexOf("}", open + 1);
    if (close === -1) break;
    names.push(path.slice(open + 1, close));
    open = path.indexOf("{", close + 1);
  }
  return names;
}

/**
 * A grouped call's `--path` parameters against the route: every path placeholder given (a `{?x}` of
 * the GitHub dialect stays optional), and no name the route does not use (the core refuses it, as
 * it would be lost). Only names are shown, never values.
 * @example checkGroupedPath("GET /pets/{id}", { path: {} }, "openapi"); // throws ERR_PARAMETER_MISSING naming id
 */
export function checkGroupedPath(
  route: string,
  params: { readonly path?: Readonly<Record<string, unknown>> } | undefined,
  dialect: "github" | "openapi",
): void {
  const { url } = routeParts(route);
  const given = params?.path ?? {};
  const { required, optional } =
    dialect === "openapi" ? { required: openApiPathNames(url), optional: [] } : placeholders(url);
  const missing = required.filter((name) => given[name] === undefined || given[name] === null);
  if (missing.length > 0) {
    throw new CliError(
      "ERR_PARAMETER_MISSING",
      `the route's path needs ${list(missing)}: give ${missing.map((name) => `--path ${name}=...`).join(" ")}`,
    );
  }
  const used = new Set([...required, ...optional]);
  const unused = Object.keys(given).filter((name) => !used.has(name));
  if (unused.length > 0)
    throw new CliError(
      "ERR_PARAMETER_UNUSED",
      `--path names ${list(unused)}, which the route's path does not use: a query parameter is --query`,
    );
}
