/** @module body: GitHub's body of leftover parameters (docs/rules.md#placing-parameters). */
import type { Merged } from "../dialect.ts";
import { fail, parameter } from "../errors.ts";
import { copyDeep, setOwn } from "../plain-object.ts";

/**
 * A flat call's parameters the template leaves over, as a new JSON object: the caller's values as
 * they are, copies of the defaults' (docs/rules.md#safety); undefined when there are none. A grouped
 * call's body is its `body` alone.
 * @example leftoverBody(merged) // { title: "Hi" } for endpoint("POST /repos/{owner}/{repo}/issues", { owner, repo, title: "Hi" })
 */
export function leftoverBody({ operation, settings, params, paramKeys, query }: Merged): unknown {
  let body: Record<string, unknown> | undefined;
  for (const key of query === undefined ? paramKeys : []) {
    // consumed keys are not even read: each value is read once, where it is used
    if (operation.template.consumed.has(key)) continue;
    const value = params[key];
    if (value === undefined) continue;
    // JSON would write null for them, silently
    if (typeof value === "number" && !Number.isFinite(value))
      throw fail("ERR_VALUE_INVALID", parameter(key), `is ${value}, not a finite number`);
    // the defaults' lists, objects and Dates are frozen: a result gets a copy it can change
    setOwn(
      (body ??= {}),
      key,
      settings.defaultParams && typeof value === "object" && value !== null && Object.isFrozen(value)
        ? copyDeep(value)
        : value,
    );
  }
  return body;
}
