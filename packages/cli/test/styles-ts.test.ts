import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { createEndpoint, type DescriptionTable } from "@scope/endpoint-core";
import { run } from "@scope/endpoint-cli";

// `endpoint openapi styles --format ts` prints a module that compiles against the core's StyleTable,
// checked by tsc with the repository's settings (the file sits in the package, so the import
// resolves to the workspace's core), isolatedDeclarations included: the table carries its type.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const scratch = join(packageDir, "node_modules", ".cache", "endpoint-styles-ts");
mkdirSync(scratch, { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function printed(file: string | URL): Promise<string> {
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
  it.each([
    "fixtures/petstore.yaml",
    "fixtures/readme/pets.yaml",
    "fixtures/defaults.json",
    "fixtures/swagger.yaml",
    "fixtures/bodies.yaml",
  ])("compiles against StyleTable: %s", async (file) => {
    expect(typeErrors("styles.ts", await printed(file))).toStrictEqual([]);
  });

  it("and the check bites: a style StyleTable does not know is a type error", async () => {
    const wrong = (await printed("fixtures/petstore.yaml")).replace('"pipeDelimited"', '"tabDelimited"');
    expect(typeErrors("wrong.ts", wrong).join("\n")).toMatch(/tabDelimited/);
  });
});

describe("endpoint openapi styles --format ts, parameters named __proto__, constructor and prototype", () => {
  const description = `openapi: 3.1.0
paths:
  /a:
    get:
      parameters:
        - { name: __proto__, in: query, explode: false }
        - { name: constructor, in: query, style: pipeDelimited }
        - { name: prototype, in: query, style: spaceDelimited }
        - { name: toString, in: query, style: deepObject }
`;

  it('writes a module that compiles and whose table has them as own keys ({ "__proto__": x } would set the prototype)', async () => {
    const file = join(scratch, "proto.yaml");
    writeFileSync(file, description);
    const source = await printed(pathToFileURL(file));
    expect(typeErrors("proto.ts", source)).toStrictEqual([]);
    // the module as it runs: types stripped, then imported
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText;
    const { styles } = (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as {
      styles: DescriptionTable;
    };
    const query = styles.operations!["GET /a"]!.query!;
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query)).toStrictEqual(["__proto__", "constructor", "prototype", "toString"]);
    expect(Object.getOwnPropertyDescriptor(query, "__proto__")?.value).toStrictEqual({ explode: false });
    // and createEndpoint reads the entry, own keys as it reads every option
    const api = createEndpoint({ baseUrl: "https://h.example", styles });
    const query2 = JSON.parse('{"__proto__":["a","b"],"constructor":["c","d"],"prototype":["e","f"]}');
    expect(api("GET /a", { params: { query: query2 } }).url).toBe(
      "https://h.example/a?__proto__=a,b&constructor=c%7Cd&prototype=e%20f",
    );
  });
});
