/** @module js-literal: JavaScript source for the values adapters return, so a snippet rebuilds them exactly. */

import { visible } from "./hidden.ts";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The text of UTF-8 bytes, or undefined when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Source text that stands for a value no literal can spell: `AbortSignal.timeout(5000)` for the timer
 * signal an adapter makes from `request.timeout`.
 * @example jsLiteral({ signal: new Source("AbortSignal.timeout(5000)") }); // "{\n  signal: AbortSignal.timeout(5000),\n}"
 */
export class Source {
  constructor(readonly text: string) {}
}

/** A body read from a file: a snippet reads the file again rather than spelling out its bytes. */
export interface BodyFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/**
 * Source that reads `file` when the snippet runs (it imports `readFile` from node:fs/promises).
 * @example readFileSource({ path: "asset.zip", bytes }); // 'new Uint8Array(await readFile("asset.zip"))'
 */
export const readFileSource = (file: BodyFile): string =>
  `new Uint8Array(await readFile(${visible(JSON.stringify(file.path))}))`;

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

function bytesLiteral(bytes: Uint8Array, file: BodyFile | undefined): string {
  if (bytes.length === 0) return "new Uint8Array(0)";
  if (file !== undefined && sameBytes(bytes, file.bytes)) return readFileSource(file);
  const text = utf8Text(bytes);
  // TextEncoder returns a fresh Uint8Array spanning exactly its own buffer
  return text === undefined
    ? `new Uint8Array([${bytes.join(", ")}])`
    : `new TextEncoder().encode(${visible(JSON.stringify(text))})`;
}

function objectLiteral(
  value: Record<string, unknown>,
  indent: string,
  keepUndefined: boolean,
  file: BodyFile | undefined,
): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    // an undefined option means "not given" to every client, except in got's headers and timeout,
    // which got merges key by key: `"user-agent": undefined` removes got's own user-agent, and
    // `timeout: { request: undefined, ... }` an instance's timeouts (the got adapter's request.timeout)
    if (item === undefined && !keepUndefined) continue;
    // `__proto__: x` and `"__proto__": x` set the literal's prototype; only a computed key is an own key
    const name = key === "__proto__" ? '["__proto__"]' : IDENTIFIER.test(key) ? key : visible(JSON.stringify(key));
    lines.push(`${inner}${name}: ${jsLiteral(item, inner, key === "headers" || key === "timeout", file)},`);
  }
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n${indent}}`;
}

/**
 * JavaScript source that evaluates to `value`: JSON-like data, `undefined`, typed arrays,
 * ArrayBuffers and {@link Source} text. Anything else (a signal, a stream) is refused: the CLI never
 * produces one. Bytes equal to `file`'s are written as a read of that file (see {@link readFileSource}).
 * @example jsLiteral({ method: "GET", body: new Uint8Array(0) }); // '{\n  method: "GET",\n  body: new Uint8Array(0),\n}'
 */
export function jsLiteral(value: unknown, indent = "", keepUndefined = false, file?: BodyFile): string {
  if (value === undefined) return "undefined";
  if (value instanceof Source) return value.text;
  if (value === null || typeof value === "boolean" || typeof value === "number" || typeof value === "string")
    return visible(JSON.stringify(value));
  if (value instanceof Uint8Array) return bytesLiteral(value, file);
  if (value instanceof ArrayBuffer)
    return value.byteLength === 0 ? "new ArrayBuffer(0)" : `${bytesLiteral(new Uint8Array(value), file)}.buffer`;
  if (Array.isArray(value)) return `[${value.map((item) => jsLiteral(item, indent, false, file)).join(", ")}]`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (typeof value === "object" && (proto === Object.prototype || proto === null)) {
    return objectLiteral(value as Record<string, unknown>, indent, keepUndefined, file);
  }
  throw new TypeError(`cannot write ${Object.prototype.toString.call(value)} as JavaScript source`);
}
