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
