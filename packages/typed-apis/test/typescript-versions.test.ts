import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { PRELUDE_LINES, preludeOf } from "./readme-prelude.ts";

// Every TypeScript the core README supports checks, through its own `tsc` (TypeScript 7 has no JS
// compiler API), what users write against the built declarations: the consumer file, the README's
// typed examples, the typed test files and the deliberate mistakes, whose first message must name
// the mistake on every version.
export const VERSIONS = ["typescript-5.0", "typescript-5.9", "typescript", "typescript-7"] as const;

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL(".", import.meta.url));
const pkg = (name: string): string => dirname(require.resolve(`${name}/package.json`));
const tscOf = (name: string): string => join(pkg(name), "bin/tsc");
const versionOf = (name: string): string => JSON.parse(readFileSync(join(pkg(name), "package.json"), "utf8")).version;
const core = join(here, "../../core");
const CLIENTS = ["fetch", "axios", "undici", "ky", "got"] as const;
// the built files a user's project resolves, mapped so that the projects can live in a temporary directory
const paths = {
  "@scope/endpoint-core": [join(core, "dist/index.d.mts")],
  "@scope/typed-apis/petstore": [join(here, "../dist/petstore.d.ts")],
  "@octokit/openapi-types": [join(pkg("@octokit/openapi-types"), "types.d.ts")],
  vitest: [join(pkg("vitest"), "dist/index.d.ts")],
  "@scope/endpoint-core/adapter": [join(core, "dist/adapter.d.mts")],
  "@scope/endpoint-core/paginate": [join(core, "dist/paginate.d.mts")],
  // the five adapters' reads, their clients, and the typed-read fixture their type tests share
  ...Object.fromEntries(
    CLIENTS.map((client) => [`@scope/endpoint-${client}`, [join(here, `../../adapter-${client}/dist/index.d.mts`)]]),
  ),
  ...Object.fromEntries(
    Object.entries({
      ky: "distribution/index.d.ts",
      axios: "index.d.ts",
      got: "dist/source/index.d.ts",
      undici: "index.d.ts",
    }).map(([client, types]) => [client, [join(here, "../../../node_modules", client, types)]]),
  ),
  "@scope/endpoint-contract/read-types": [join(here, "../../contract/src/read-types.ts")],
};

const readme = readFileSync(join(core, "README.md"), "utf8");
const examples = [...readme.matchAll(/```ts\n([^]*?)```/g)].map(([, code]) => code!.trim());

/** A README block as a file: its import lines dropped (the prelude has them), kept line numbers mapped back. */
const readmeFile = (code: string): { text: string; lines: number[] } => {
  const lines = code.split("\n").flatMap((line, i) => (/^import /.test(line) ? [] : [i]));
  return { text: [...preludeOf(code), ...lines.map((i) => code.split("\n")[i]), "export {};"].join("\n"), lines };
};
// the typed test files, importing the built declarations instead of the sources
const typedTests = [
  ...readdirSync(join(core, "test"))
    .filter((name) => name.endsWith(".test-d.ts"))
    .map((name) => join(core, "test", name)),
  join(here, "petstore.test-d.ts"),
  ...CLIENTS.map((client) => join(here, `../../adapter-${client}/test/read.test-d.ts`)),
];
/** A typed test file's name in the temporary project: an adapter's named for its package (`adapter-ky-read.test-d.ts`). */
const testName = (file: string): string =>
  file.includes("/adapter-") ? `${basename(dirname(dirname(file)))}-${basename(file)}` : basename(file);

interface Diagnostic {
  file: string;
  line: number;
  code: string;
  text: string;
}

/** `tsc --pretty false` output as diagnostics: a `file(line,col): error TSn: message` line and its indented elaboration. */
function parse(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const line of output.split("\n")) {
    const start = line.match(/^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/);
    if (start) found.push({ file: basename(start[1]!), line: Number(start[2]), code: start[3]!, text: start[4]! });
    else if (/^\s/.test(line) && found.length > 0) found.at(-1)!.text += `\n${line.trim()}`;
    else if (line.trim() !== "") found.push({ file: "", line: 0, code: "", text: line });
  }
  return found;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs one version's `tsc` on a temporary project of these files (name to text); the diagnostics. */
async function check(version: string, files: Record<string, string>, skipLibCheck: boolean): Promise<Diagnostic[]> {
  const dir = mkdtempSync(join(tmpdir(), `${version}-`));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    module: "ESNext",
    moduleResolution: "bundler",
    strict: true,
    noEmit: true,
    skipLibCheck,
    types: [],
    // a style table imported from JSON, as the core README shows it
    resolveJsonModule: true,
    paths,
  };
  const sources = Object.keys(files).filter((name) => name.endsWith(".ts"));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: sources }));
  const output = await promisify(execFile)(process.execPath, [tscOf(version), "-p", dir, "--pretty", "false"], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; message: string }) => error.stdout ?? error.message,
  );
  return parse(output);
}

const consumer = readFileSync(join(here, "consumer/consumer.ts"), "utf8");
// what `endpoint openapi styles` prints, imported as JSON: TypeScript types each style a string
const styleTable = readFileSync(join(here, "../../cli/test/fixtures/readme/styles.json"), "utf8");
const jsonTable = [
  'import { createEndpoint } from "@scope/endpoint-core";',
  'import styles from "./styles.json";',
  'const api = createEndpoint({ baseUrl: "https://pets.example/v1", styles });',
  'api("GET /pets/{id}", { params: { path: { id: 1 }, query: { tags: ["a"] } } });',
  // Stripe's table, bodies included (customers and files), as the CLI prints it, and a call's own body styles
  'import stripeStyles from "./stripe-styles.json";',
  "const stripe = createEndpoint({ styles: stripeStyles });",
  'const body = { mediaType: "application/x-www-form-urlencoded", encoding: { metadata: { style: "deepObject" } } };',
  'stripe("POST /v1/customers", { body: { metadata: { plan: "pro" } }, styles: { body } });',
].join("\n");
const stripeStyles = readFileSync(join(here, "consumer/stripe-styles.json"), "utf8");
const mistakes = readFileSync(join(here, "consumer/mistakes.ts"), "utf8");
const readmeFiles = examples.map(readmeFile);
/** The expected fragments of each marked mistake, by line (numbered from 1). */
const expected = new Map(
  mistakes
    .split("\n")
    .flatMap((line, i): [number, string[]][] =>
      /; \/\/ error: /.test(line) ? [[i + 1, line.split("; // error: ")[1]!.split(" ~ ")]] : [],
    ),
);

// all versions at once: each run is one tsc process
const runs = new Map(
  VERSIONS.map((version) => [
    version,
    {
      // the consumer alone, with the built declarations checked too (skipLibCheck off), as a strict user's project would
      consumer: check(version, { "consumer.ts": consumer }, false),
      json: check(
        version,
        { "json-table.ts": jsonTable, "styles.json": styleTable, "stripe-styles.json": stripeStyles },
        true,
      ),
      // apart from the test files, whose `Endpoints` declarations differ from the README's
      readme: check(version, Object.fromEntries(readmeFiles.map(({ text }, i) => [`readme-${i}.ts`, text])), true),
      user: check(
        version,
        {
          "mistakes.ts": mistakes,
          ...Object.fromEntries(
            typedTests.map((file) => [
              testName(file),
              readFileSync(file, "utf8")
                .replace(/"\.\.\/src\/index\.ts"/g, '"@scope/endpoint-core"')
                .replace(/"\.\.\/src\/paginate\.ts"/g, '"@scope/endpoint-core/paginate"'),
            ]),
          ),
        },
        true,
      ),
    },
  ]),
);

describe.each(VERSIONS)("%s", (version) => {
  const run = runs.get(version)!;

  it(`is the pinned ${version === "typescript" ? "6.0" : version.slice("typescript-".length)} release`, () => {
    expect(versionOf(version)).toMatch(version === "typescript" ? /^6\.0\./ : new RegExp(`^${version.slice(11)}\\.`));
  });

  it("checks the consumer file, its @ts-expect-error lines included, and the built declarations", async () => {
    expect(await run.consumer).toEqual([]);
  }, 120_000);

  it("takes a style table imported from JSON, whose styles and body media types TypeScript types as strings", async () => {
    expect(await run.json).toEqual([]);
  }, 120_000);

  it("compiles the typed test files, every @ts-expect-error used", async () => {
    // the typed-read fixture the adapters' tests import is checked as they are
    const names = new Set([...typedTests.map(testName), "read-types.ts"]);
    expect((await run.user).filter(({ file }) => names.has(file) || file === "")).toEqual([]);
  }, 120_000);

  it("fails the README examples exactly on the lines marked `// error`", async () => {
    const diagnostics = await run.readme;
    expect(diagnostics.filter(({ file }) => file === "")).toEqual([]);
    examples.forEach((code, i) => {
      const { lines } = readmeFiles[i]!;
      const failing = diagnostics
        .filter(({ file }) => file === `readme-${i}.ts`)
        .map(({ line }) => lines[line - 1 - PRELUDE_LINES]);
      const marked = code.split("\n").flatMap((line, n) => (/\/\/ error\b/.test(line) ? [n] : []));
      expect(
        [...new Set(failing)].sort((a, b) => a! - b!),
        code,
      ).toEqual(marked);
    });
  }, 120_000);

  it("names each deliberate mistake in its first message", async () => {
    const diagnostics = (await run.user).filter(({ file }) => file === "mistakes.ts");
    expect([...new Set(diagnostics.map(({ line }) => line))]).toEqual([...expected.keys()]);
    for (const [line, fragments] of expected) {
      const first = diagnostics.find((diagnostic) => diagnostic.line === line)!;
      expect(first.text, `line ${line}`).not.toMatch(/No overload matches|widen the route/);
      for (const fragment of fragments) expect(first.text, `line ${line}`).toContain(fragment);
    }
  }, 120_000);
});
