/** @module placeholders: the parameters a URL template names, read at run time as `TemplatePlaceholders` reads them in types. */
import { OPTION_KEYS } from "../option-keys.ts";
import { parseTemplate } from "./url-template.ts";

/**
 * The variables of a URL template, split as the type `TemplatePlaceholders` splits them: `required`
 * from `{x}`, `{+x}`, `{#x}`, `{.x}`, `{/x}`, `{;x}` and `/:x` path segments (a path with a hole in it
 * is rarely meant), `optional` from the query expressions `{?x}` and `{&x}` (RFC 6570 sections 3.2.8,
 * 3.2.9) and a `{x}` the template starts with, where the base URL goes, when not also required. Option keys (`url`, `headers`, ...) are left out; each name comes
 * once, in template order. A template that does not parse throws `EndpointError` `ERR_TEMPLATE_SYNTAX`.
 * @example
 * placeholders("/repos/:owner/{repo}/issues{?page,per_page}");
 * // { required: ["owner", "repo"], optional: ["page", "per_page"] }
 */
export function placeholders(url: string): { required: string[]; optional: string[] } {
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const part of parseTemplate(url, true).parts) {
    if (typeof part === "string") continue;
    const optionalHere = part.op.first === "?" || part.op.first === "&" || part.head === true;
    for (const { name } of part.vars) if (!OPTION_KEYS.has(name)) (optionalHere ? optional : required).add(name);
  }
  return { required: [...required], optional: [...optional].filter((name) => !required.has(name)) };
}
