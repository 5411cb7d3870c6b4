/** @module url: the request URL: the route's template expanded and joined to the base URL (docs/rules.md#base-url). */
import { fail, quote } from "../errors.ts";
import { expandTemplate } from "../template/expand.ts";
import { ABSOLUTE_URL, type RouteTemplate } from "../template/route-template.ts";
import type { Merged } from "../dialect.ts";

/** Joins the expansion `url` of `template` to `baseUrl` with exactly one `/` between them. */
function joinBaseUrl(baseUrl: string, template: RouteTemplate, url: string): string {
  // the usual route, "/repos/...": concatenated without reading `url` (benchmarks/README.md, "Ropes")
  if (template.rooted && baseUrl.charCodeAt(baseUrl.length - 1) !== 0x2f) return baseUrl + url;
  // a path has no scheme; anything else is tested
  if (template.absolute || baseUrl === "" || (url.charCodeAt(0) !== 0x2f && ABSOLUTE_URL.test(url))) return url;
  if (url === "") return baseUrl;
  // loops, not /\/+$/, which backtracks quadratically over a long run of slashes
  let end = baseUrl.length;
  while (baseUrl.charCodeAt(end - 1) === 0x2f) end--;
  let start = 0;
  while (url.charCodeAt(start) === 0x2f) start++;
  return `${baseUrl.slice(0, end)}/${url.slice(start)}`;
}

/**
 * The URL of `merged` without its query of leftover parameters: the template expanded (in a flat
 * call, option keys named in it, `{url}`, count as missing) and joined to the base URL. A relative URL that starts
 * with `//` names a host: only the route's own text may.
 */
export function buildUrl({ operation, settings, params, paramKeys, query }: Merged): string {
  const { template } = operation;
  const { keepSlashes, baseUrl } = settings;
  // a grouped call's path parameters fill the template and nothing else: one it does not name would be lost
  const grouped = query !== undefined;
  if (grouped) {
    for (const name of paramKeys)
      if (!template.names.has(name))
        throw fail("ERR_OPTIONS_INVALID", "params.path", `${quote(name)} is not a variable of the route`);
  }
  if (keepSlashes !== undefined) {
    const unknown = keepSlashes.find((name) => !template.names.has(name));
    if (unknown !== undefined)
      throw fail("ERR_OPTIONS_INVALID", "keepSlashes", `${quote(unknown)} is not a variable of the route`);
  }
  // in a grouped call, `{url}` is a path parameter like any other
  const path = expandTemplate(template, params, grouped ? undefined : template.optionNames, keepSlashes, true);
  // only with no base can the expansion start the URL; a rooted route starts with its own "/x"
  // (tested without reading the usual URL, which would flatten it: benchmarks/README.md, "Ropes")
  if (baseUrl === "" && !template.rooted && !template.leadingSlashes && path.startsWith("//")) {
    throw fail("ERR_ORIGIN_CHANGED", "url", "the parameters make it start with //, which names another host");
  }
  return joinBaseUrl(baseUrl, template, path);
}
