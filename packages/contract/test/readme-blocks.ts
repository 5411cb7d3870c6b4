/** @module readme-blocks: the examples of a README, read as its tests read them, and what a shown request puts on the wire. */
import { readFileSync } from "node:fs";
import { ALWAYS_IGNORED, type ReceivedRequest } from "../src/index.ts";

/** A fenced block of a README: its language, its text, and whether only blank lines separate it from the block before. */
export interface Block {
  lang: string;
  text: string;
  adjacent: boolean;
}

/** The text of a README at `path` (from the repository root). */
export const readme = (path: string): string => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

/**
 * The text under the heading `heading` (`"## Any API"`) of a README's text, to the next heading of its
 * level or above; empty when there is no such heading.
 * @example section(readme("packages/core/README.md"), "## Any API")
 */
export function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) return "";
  const level = heading.indexOf(" ");
  const next = text.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level}} `, "m"));
  return next === -1 ? text.slice(start) : text.slice(start, start + heading.length + 2 + next);
}

/**
 * The fenced blocks of a README at `path` (from the repository root), in order; with `heading`, only
 * those of that section.
 * @example blocks("packages/core/README.md").filter((b) => b.lang === "json")
 */
export function blocks(path: string, heading?: string): Block[] {
  const whole = readme(path);
  const text = heading === undefined ? whole : section(whole, heading);
  let end = -1;
  return [...text.matchAll(/^```(\w*)\n([^]*?)^```$/gm)].map((match) => {
    const adjacent = end >= 0 && text.slice(end, match.index).trim() === "";
    end = match.index + match[0].length;
    return { lang: match[1]!, text: match[2]!.trim(), adjacent };
  });
}

/**
 * Each block of language `lang` with the block right after it (nothing but blank lines between), when
 * that one is of language `next`.
 * @example pairs(blocks("README.md"), "js", "http")
 */
export function pairs(list: Block[], lang: string, next: string): [string, string][] {
  return list.flatMap((block, i) =>
    block.lang === lang && list[i + 1]?.lang === next && list[i + 1]!.adjacent
      ? [[block.text, list[i + 1]!.text] as [string, string]]
      : [],
  );
}

/** `url` with its origin (or, for a rooted URL, nothing) replaced by `origin`, the rest as written. */
export function rebase(url: string, origin: string): string {
  return origin + url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
}

/** The request as the wire must see it: a path with query, text headers, body bytes. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The bytes of a shown body: text as UTF-8, bytes as they are, nothing for no body. */
export function bytesOf(body: unknown): Uint8Array {
  if (body === undefined || body === null) return new Uint8Array(0);
  if (typeof body === "string") return new TextEncoder().encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return new TextEncoder().encode(JSON.stringify(body));
}

/** Shown headers as the wire carries them: lowercase names, text values; `false` (axios: "send none") left out. */
export function wireHeaders(headers: Record<string, unknown> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== false && value !== null && value !== undefined) result[name.toLowerCase()] = String(value);
  return result;
}

/**
 * What arrived, in the shape of {@link WireRequest}: headers a client adds on its own (`added`) and
 * the framing ones left out, unless the README shows them.
 * @example arrived(wire.recorder.requests[0], ["accept-encoding"], expected.headers)
 */
export function arrived(
  received: ReceivedRequest,
  added: readonly string[],
  shown: Record<string, string>,
): WireRequest {
  const ignored = new Set([...ALWAYS_IGNORED, ...added].filter((name) => !(name in shown)));
  const headers = Object.fromEntries(Object.entries(received.headers).filter(([name]) => !ignored.has(name)));
  return { method: received.method, path: received.path, headers, body: new Uint8Array(received.body) };
}

/**
 * Runs a README example: `import` lines dropped (`scope` provides the names), `await` allowed.
 * Returns the last statement's value and, when `output` is given, that expression's value in the
 * example's own scope (so an output may name the example's variables).
 * @example await evaluate("const a = 1;\na + 1;", {}, "a + 2") // [2, 3]
 */
export async function evaluate(
  code: string,
  scope: Record<string, unknown>,
  output = "undefined",
): Promise<[unknown, unknown]> {
  const body = code
    .split("\n")
    .filter((line) => !/^import .* from "[^"]+";$/.test(line))
    .join("\n")
    .trim()
    .replace(/;$/, "");
  const split = body.lastIndexOf(";\n");
  let prelude = split === -1 ? "" : body.slice(0, split + 1);
  let last = split === -1 ? body : body.slice(split + 2);
  // a declaration has no value: run it, return undefined
  if (/^(const|let|var) /.test(last)) [prelude, last] = [`${prelude}\n${last};`, "undefined"];
  const AsyncFunction = (async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  const names = Object.keys(scope);
  return new AsyncFunction(...names, `${prelude}\nreturn [(${last}), (${output})];`)(
    ...names.map((name) => scope[name]),
  ) as Promise<[unknown, unknown]>;
}
