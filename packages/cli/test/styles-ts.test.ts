import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "@scope/endpoint-cli";

// `endpoint openapi styles --format ts` prints a module that compiles against the core's StyleTable,
// checked by tsc with the repository's settings (the file sits in the package, so the import
// resolves to the workspace's core), isolatedDeclarations included: the table carries its type.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const scratch = join(packageDir, "node_modules", ".cache", "endpoint-styles-ts");
mkdirSync(scratch, { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function printed(file: string): Promise<string> {
  let out = "";
  const code = await run(["openapi", "styles", fileURLToPath(new URL(file, import.meta.url)), "--format", "ts"], {
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    stdin: async () => new Uint8Array(),
  });
  expect(code, out).toBe(0);
  return out;
}

/** tsc's messages for one module, with the base tsconfig's options. */
function typeErrors(name: string, source: string): string[] {
  const path = join(scratch, name);
  writeFileSync(path, source);
  const program = ts.createProgram([path], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ["@scope/source"],
    allowImportingTsExtensions: true,
    strict: true,
    isolatedDeclarations: true,
    declaration: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("endpoint openapi styles --format ts", () => {
  it.each(["fixtures/petstore.yaml", "fixtures/readme/pets.yaml", "fixtures/defaults.json", "fixtures/swagger.yaml"])(
    "compiles against StyleTable: %s",
    async (file) => {
      expect(typeErrors("styles.ts", await printed(file))).toStrictEqual([]);
    },
  );

  it("and the check bites: a style StyleTable does not know is a type error", async () => {
    const wrong = (await printed("fixtures/petstore.yaml")).replace('"pipeDelimited"', '"tabDelimited"');
    expect(typeErrors("wrong.ts", wrong).join("\n")).toMatch(/tabDelimited/);
  });
});
