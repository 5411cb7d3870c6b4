import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// An editor completes a typed call's route from the document: what TypeScript's language service
// offers inside the route string of a typed pet store call, on a file that exists only in memory.
const project = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
const file = fileURLToPath(new URL("./completions-virtual.ts", import.meta.url));

function completionsAt(source: string, marker: string): string[] {
  const { options } = ts.getParsedCommandLineOfConfigFile(
    project,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = name === file ? source.replace(marker, "") : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => fileURLToPath(new URL(".", import.meta.url)),
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? source.replace(marker, "") : ts.sys.readFile(name)),
  };
  const service = ts.createLanguageService(host);
  const completions = service.getCompletionsAtPosition(file, source.indexOf(marker), {});
  return (completions?.entries ?? []).map(({ name }) => name).sort();
}

const petRoutes = [
  "DELETE /pets/{petId}",
  "GET /pets",
  "GET /pets/{petId}",
  "PATCH /pets/{petId}",
  "POST /pets",
  "POST /pets/{petId}/notes",
  "PUT /pets/{petId}/photo",
].sort();

// the union of routes is built only when a call needs it (see PathsOnceKnown): an editor must still get it
describe("route completion", () => {
  it.each([
    ["endpoint.defaults<paths>({})", 'pets("|");'],
    ["endpoint.defaults<paths>({})", 'pets("|", { params: { path: { petId: 1 } } });'],
    ["createEndpoint<paths>()", 'pets("|");'],
    ["createEndpoint<paths>()", 'pets("|", { params: { path: { petId: 1 } } });'],
  ])("offers the document's routes inside the route string of %s, in %s", (entry, call) => {
    const source = [
      'import type { paths } from "@scope/typed-apis/petstore";',
      'import { createEndpoint, endpoint } from "@scope/endpoint-core";',
      `const pets = ${entry};`,
      call,
    ].join("\n");
    expect(completionsAt(source, "|")).toEqual(petRoutes);
  });
});
