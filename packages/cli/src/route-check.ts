/** @module route-check: the parameters a route needs and uses, checked before anything is printed. */
import { OPTION_KEYS, placeholders } from "@scope/endpoint-core";
import { CliError } from "./cli-error.ts";

const list = (names: readonly string[]): string => names.join(", ");

/**
 * Refuses a route whose path placeholders are not all given (the URL would have an empty segment),
 * and, when the body comes from `--data` or `--json`, parameters the URL does not use (nothing would
 * send them). Query placeholders (`{?page}`) stay optional. Only names are shown, never values.
 * @example checkParameters("DELETE /repos/{owner}/{repo}", { owner: "o" }, false); // throws ERR_PARAMETER_MISSING naming repo
 */
export function checkParameters(route: string, options: Readonly<Record<string, unknown>>, hasBody: boolean): void {
  // the core has already accepted the route, so it is "<METHOD> <url>" or "<url>"
  const url = route.trim().split(/\s+/).pop()!;
  const { required, optional } = placeholders(url);
  const missing = required.filter((name) => options[name] === undefined || options[name] === null);
  if (missing.length > 0) {
    throw new CliError("ERR_PARAMETER_MISSING", `the route's path needs ${list(missing)}: give ${missing.map((name) => `${name}=...`).join(" ")}`);
  }
  if (!hasBody) return;
  const used = new Set([...required, ...optional]);
  const unused = Object.keys(options).filter((name) => !used.has(name) && !OPTION_KEYS.has(name));
  if (unused.length > 0) {
    throw new CliError("ERR_PARAMETER_UNUSED", `the body is --data/--json as given, and the route's URL does not use ${list(unused)}: nothing would send them (put them in the body)`);
  }
}
