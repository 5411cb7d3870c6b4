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
  return virtualProgramDiagnostics(ts, { [file]: text }, extra);
}

/**
 * The diagnostics of several files held in memory (path to text), compiled as one program: the
 * declarations they share are read once.
 * @example virtualProgramDiagnostics(ts, { "/x/a.ts": "export {};", "/x/b.ts": "const n: number = '1';" }).length // 1
 */
export function virtualProgramDiagnostics(
  ts: typeof typescript,
  files: Record<string, string>,
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
    name in files ? ts.createSourceFile(name, files[name]!, version) : getSourceFile(name, version);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in files || fileExists(name);
  return ts.getPreEmitDiagnostics(ts.createProgram(Object.keys(files), options, host));
}
