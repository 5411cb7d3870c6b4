// Type-check cost of typed APIs, per TypeScript version (5.0, 5.9, 6.0, 7.0, through each one's `tsc`):
// `tsc --noEmit --skipLibCheck --extendedDiagnostics` on 200 calls typed through `endpoint.defaults<paths>()`
// for GitHub's description (from @octokit/openapi-types) and for a generated description of 11,200
// operations, beside the same GitHub calls on the untyped `endpoint`, alternated in one run. Needs the
// core built (`npm run bench:types` builds it first). Prints one table; nothing is asserted. ROUNDS=n
// sets the number of rounds (3); VERSIONS=typescript-7,typescript picks versions; FILES=grouped-typed,...
// picks files; KEEP=1 leaves the generated files in the temporary directory to inspect. The grouped
// files put the same 200 calls in the grouped form, typed and untyped, on `endpoint` and on
// `createEndpoint`, each loading the generated description, and a last table gives typed / untyped.
// FILES=openapi-fetch adds the same grouped calls through openapi-fetch's `createClient<paths>()` for
// comparison (about 20 s each on 6.0: not run by default).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { githubGetOperations } from "../scripts/github-operations.mjs";

const CALLS = 200;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const VERSIONS = (process.env.VERSIONS ?? "typescript-5.0,typescript-5.9,typescript,typescript-7").split(",");
// 2,800 paths of four operations each: a description the size of the largest public ones
const GENERATED_PATHS = 2_800;
const root = fileURLToPath(new URL("..", import.meta.url));
const core = join(root, "packages/core/dist/index.d.mts");
if (!existsSync(core)) throw new Error("build the core first: npx turbo run build");
const fromTypedApis = createRequire(join(root, "packages/typed-apis/package.json"));
const github = join(dirname(fromTypedApis.resolve("@octokit/openapi-types/package.json")), "types.d.ts");
const fromRoot = createRequire(join(root, "package.json"));
const fromTypedApisOrRoot = (name) => {
  try {
    return dirname(fromRoot.resolve(`${name}/package.json`));
  } catch {
    return dirname(fromTypedApis.resolve(`${name}/package.json`));
  }
};
// TypeScript 7's package exports no bin/tsc subpath: resolve its package.json and join
const tscOf = (name) => join(fromTypedApisOrRoot(name), "bin/tsc");
const versionOf = (name) => JSON.parse(readFileSync(join(fromTypedApisOrRoot(name), "package.json"), "utf8")).version;

const all = githubGetOperations(github);
const step = all.length / CALLS;
const calls = Array.from({ length: CALLS }, (_, i) => all[Math.floor(i * step)]);
const call = (fn, { route, params }) =>
  Object.keys(params).length === 0
    ? `${fn}(${JSON.stringify(route)});`
    : `${fn}(${JSON.stringify(route)}, ${JSON.stringify(params)});`;

/** An openapi-typescript 7 style `paths` of `GENERATED_PATHS` paths with GET, PUT, POST and DELETE each. */
function generatedDescription() {
  const op = (body) =>
    `{ parameters: { query?: { page?: number; state?: "open" | "closed" | "all" }; header?: never; path: { owner: string; id: number }; cookie?: never }; requestBody${
      body ? "" : "?"
    }: ${body ? '{ content: { "application/json": { title: string; tags?: string[]; draft?: boolean } } }' : "never"}; responses: { 200: { headers: { [name: string]: unknown }; content: { "application/json": { id: number; title: string } } } } }`;
  const lines = ["export interface paths {"];
  for (let i = 0; i < GENERATED_PATHS; i++)
    lines.push(
      `  "/r${i}/{owner}/items/{id}": { parameters: { query?: never; header?: never; path?: never; cookie?: never }; get: ${op(false)}; put: ${op(true)}; post: ${op(true)}; delete: ${op(false)}; options?: never; head?: never; patch?: never; trace?: never };`,
    );
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

const dir = mkdtempSync(join(tmpdir(), "typecheck-bench-"));
const generated = join(dir, "big-api.d.ts");
writeFileSync(generated, generatedDescription());
const generatedCalls = Array.from({ length: CALLS }, (_, i) => {
  const path = `/r${Math.floor((i * GENERATED_PATHS) / CALLS)}/{owner}/items/{id}`;
  return i % 2 === 0
    ? `api("GET ${path}", { owner: "o", id: ${i}, state: "open" });`
    : `api("POST ${path}", { owner: "o", id: ${i}, title: "t", tags: ["a"] });`;
});
// the same 200 calls in the grouped form ({ params: { path, query }, body }), typed and untyped, on
// `endpoint` and on the neutral entry; every file loads the generated description, so the typed and
// untyped runs differ only in the checking of the calls
const groupedCalls = (fn) =>
  Array.from({ length: CALLS }, (_, i) => {
    const path = `/r${Math.floor((i * GENERATED_PATHS) / CALLS)}/{owner}/items/{id}`;
    return i % 2 === 0
      ? `${fn}("GET ${path}", { params: { path: { owner: "o", id: ${i} }, query: { state: "open", page: 2 } } });`
      : `${fn}("POST ${path}", { params: { path: { owner: "o", id: ${i} } }, body: { title: "t", tags: ["a"] } });`;
  });
const loadsDescription = ['import type { paths } from "./big-api.js";', "export type Loaded = paths;"];
const files = {
  untyped: ['import { endpoint } from "@scope/endpoint-core";', ...calls.map((c) => call("endpoint", c))],
  typed: [
    'import type { paths } from "@octokit/openapi-types";',
    'import { endpoint } from "@scope/endpoint-core";',
    "const github = endpoint.defaults<paths>({});",
    ...calls.map((c) => call("github", c)),
  ],
  generated: [
    'import type { paths } from "./big-api.js";',
    'import { endpoint } from "@scope/endpoint-core";',
    "const api = endpoint.defaults<paths>({});",
    ...generatedCalls,
  ],
  "grouped-untyped": [
    ...loadsDescription,
    'import { endpoint } from "@scope/endpoint-core";',
    "const api = endpoint;",
    ...groupedCalls("api"),
  ],
  "grouped-typed": [
    ...loadsDescription,
    'import { endpoint } from "@scope/endpoint-core";',
    "const api = endpoint.defaults<paths>({});",
    ...groupedCalls("api"),
  ],
  "any-untyped": [
    ...loadsDescription,
    'import { createEndpoint } from "@scope/endpoint-core";',
    "const api = createEndpoint();",
    ...groupedCalls("api"),
  ],
  "any-typed": [
    ...loadsDescription,
    'import { createEndpoint } from "@scope/endpoint-core";',
    "const api = createEndpoint<paths>();",
    ...groupedCalls("api"),
  ],
  // the same calls as openapi-fetch writes them: api.GET(path, init)
  "openapi-fetch": [
    ...loadsDescription,
    'import createClient from "openapi-fetch";',
    "const api = createClient<paths>();",
    ...groupedCalls("api").map((line) => line.replace(/^api\("(GET|POST) /, 'api.$1("')),
  ],
};
for (const [name, source] of Object.entries(files)) {
  writeFileSync(join(dir, `${name}.ts`), `${source.join("\n")}\nexport {};\n`);
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    module: "ESNext",
    moduleResolution: "bundler",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    paths: {
      "@scope/endpoint-core": [core],
      "@octokit/openapi-types": [github],
      "openapi-fetch": [join(fromTypedApisOrRoot("openapi-fetch"), "dist/index.d.mts")],
    },
  };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ compilerOptions, files: [`${name}.ts`] }));
}

/** One `tsc` run: wall time, tsc's own check and total times and its memory (`--extendedDiagnostics`). */
function run(version, name) {
  const started = process.hrtime.bigint();
  const output = execFileSync(
    process.execPath,
    [tscOf(version), "-p", join(dir, `${name}.json`), "--extendedDiagnostics", "--pretty", "false"],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const seconds = (label) => Number(output.match(new RegExp(`^${label}:\\s+([\\d.]+)s`, "m"))[1]) * 1000;
  const memory = Number(output.match(/^Memory used:\s+(\d+)K/m)[1]) / 1024;
  return { wall, check: seconds("Check time"), total: seconds("Total time"), memory };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const names = (
  process.env.FILES ?? "untyped,typed,generated,grouped-untyped,grouped-typed,any-untyped,any-typed"
).split(",");
const results = new Map(VERSIONS.flatMap((version) => names.map((name) => [`${version} ${name}`, []])));
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const version of VERSIONS)
      for (const name of names) results.get(`${version} ${name}`).push(run(version, name));
} finally {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
const LABELS = {
  untyped: "untyped `endpoint`, GitHub's routes",
  typed: `typed, GitHub's description (calls spread over its ${all.length} GET operations)`,
  generated: `typed, generated (${GENERATED_PATHS * 4} operations)`,
  "grouped-untyped": "grouped form, untyped `endpoint`, generated routes",
  "grouped-typed": "grouped form, typed `endpoint.defaults<paths>()`, generated",
  "any-untyped": "grouped form, untyped `createEndpoint()`, generated routes",
  "any-typed": "grouped form, typed `createEndpoint<paths>()`, generated",
  "openapi-fetch": "grouped form, openapi-fetch `createClient<paths>()`, generated",
};
console.log(`${CALLS} calls per file, median of ${ROUNDS} alternated runs\n`);
console.log("| TypeScript | file | wall | tsc total | tsc check | memory |\n|---|---|---:|---:|---:|---:|");
for (const version of VERSIONS)
  for (const name of names) {
    const rows = results.get(`${version} ${name}`);
    const [wall, total, check, memory] = ["wall", "total", "check", "memory"].map((key) =>
      median(rows.map((r) => r[key])),
    );
    console.log(
      `| ${versionOf(version)} | ${LABELS[name]} | ${Math.round(wall)} ms | ${Math.round(total)} ms | ${Math.round(check)} ms | ${Math.round(memory)} MB |`,
    );
  }
// the grouped calls' typing cost: typed over untyped, same calls, same description loaded
console.log("\n| TypeScript | grouped calls | typed / untyped check | typed / untyped total |\n|---|---|---:|---:|");
for (const version of VERSIONS)
  for (const [label, typed, untyped] of [
    ["`endpoint.defaults<paths>()` / `endpoint`", "grouped-typed", "grouped-untyped"],
    ["`createEndpoint<paths>()` / `createEndpoint()`", "any-typed", "any-untyped"],
  ]) {
    if (!names.includes(typed) || !names.includes(untyped)) continue;
    const ratio = (key) =>
      median(results.get(`${version} ${typed}`).map((r) => r[key])) /
      median(results.get(`${version} ${untyped}`).map((r) => r[key]));
    console.log(`| ${versionOf(version)} | ${label} | ${ratio("check").toFixed(2)}x | ${ratio("total").toFixed(2)}x |`);
  }
