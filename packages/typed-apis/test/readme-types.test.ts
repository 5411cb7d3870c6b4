import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import typescript from "typescript";
import { describe, expect, it } from "vitest";
import { PRELUDE_LINES, preludeOf } from "./readme-prelude.ts";
import { virtualDiagnostics } from "./virtual-file.ts";

// The core README's ```ts blocks, compiled as a user's file against the built declarations by the
// TypeScript the repository uses and by 5.0.4, the oldest the README claims: a line marked
// `// error` must fail to compile, every other line must compile.
const readme = readFileSync(new URL("../../core/README.md", import.meta.url), "utf8");
const examples = [...readme.matchAll(/```ts\n([^]*?)```/g)].map(([, code]) => code!.trim());
const ts50 = createRequire(import.meta.url)("typescript-5.0") as typeof typescript;
const file = fileURLToPath(new URL("./readme-virtual.ts", import.meta.url));

/** The lines of `code` (numbered from 0) on which `ts` reports an error. */
function errorLines(ts: typeof typescript, code: string): number[] {
  const own = code.split("\n").filter((line) => !/^import /.test(line));
  const source = [...preludeOf(code), ...own, "export {};"].join("\n");
  const lines = virtualDiagnostics(ts, file, source)
    .map((diagnostic) => {
      expect(diagnostic.file?.fileName, ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")).toBe(file);
      return diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line - PRELUDE_LINES;
    })
    .map((line) => own.slice(0, line + 1).length - 1);
  // back to the block's own numbering (its import lines were dropped)
  const kept = code.split("\n").flatMap((line, i) => (/^import /.test(line) ? [] : [i]));
  return [...new Set(lines.map((line) => kept[line]!))].sort((a, b) => a - b);
}

const marked = (code: string): number[] =>
  code.split("\n").flatMap((line, i) => (/\/\/ error\b/.test(line) ? [i] : []));

describe.each([
  [`TypeScript ${typescript.version}`, typescript],
  [`TypeScript ${ts50.version}`, ts50],
])("core README types with %s", (_name, ts) => {
  it("has blocks to compile", () => expect(examples.length).toBeGreaterThanOrEqual(4));

  it.each(examples)(
    "%s",
    (code) => {
      expect(errorLines(ts, code)).toEqual(marked(code));
    },
    120_000,
  );
});
