/**
 * @module virtual-file: one user's file, held in memory, compiled in-process by a TypeScript (the
 * repository's or an alias such as typescript-5.0) against the built declarations, for the tests
 * that read its diagnostics.
 */
import type typescript from "typescript";

/**
 * The diagnostics of `text` compiled as `file` (a path that need not exist) with a project's strict
 * settings, plus `extra`.
 * @example virtualDiagnostics(ts, "/x/a.ts", "const n: number = '1';").length // 1
 */
export function virtualDiagnostics(
  ts: typeof typescript,
  file: string,
  text: string,
  extra: typescript.CompilerOptions = {},
): readonly typescript.Diagnostic[] {
  const options: typescript.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    ...extra,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === file ? ts.createSourceFile(name, text, version) : getSourceFile(name, version);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  return ts.getPreEmitDiagnostics(ts.createProgram([file], options, host));
}
