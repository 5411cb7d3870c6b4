// The files `npm run bench:types` checks (typecheck.mjs) and whose type counts type-counts.mjs compares:
// 200 calls typed through `endpoint.defaults<paths>()` for GitHub's description and for a generated one
// of 11,200 operations, the same GitHub calls on the untyped `endpoint`, and the same 200 generated calls
// in the grouped form, typed and untyped, on `endpoint` and `createEndpoint` (openapi-fetch's on request).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { githubGetOperations } from "../scripts/github-operations.mjs";

export const CALLS = 200;
// 2,800 paths of four operations each: a description the size of the largest public ones
export const GENERATED_PATHS = 2_800;
export const root = fileURLToPath(new URL("..", import.meta.url));
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
export const tscOf = (name) => join(fromTypedApisOrRoot(name), "bin/tsc");
export const versionOf = (name) =>
  JSON.parse(readFileSync(join(fromTypedApisOrRoot(name), "package.json"), "utf8")).version;

/** The TypeScript packages both scripts check with by default (VERSIONS picks others): 5.0, 5.9, 6.0, 7.0. */
export const DEFAULT_VERSIONS = "typescript-5.0,typescript-5.9,typescript,typescript-7";

/** The files' names, in the order the tables print them; `openapi-fetch` runs only when asked for. */
export const FILE_NAMES = [
  "untyped",
  "typed",
  "generated",
  "grouped-untyped",
  "grouped-typed",
  "any-untyped",
  "any-typed",
];

export const all = githubGetOperations(github);
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

/**
 * Writes every file (`<name>.ts`) and its project (`<name>.json`, to pass to `tsc -p`) into `dir`,
 * the core's types read from `core` (a declaration file).
 */
export function writeBenchFiles(dir, core) {
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
  /** The grouped calls on `api`, made by `make` from the core's `entry`, the description loaded. */
  const grouped = (entry, make) => [
    ...loadsDescription,
    `import { ${entry} } from "@scope/endpoint-core";`,
    `const api = ${make};`,
    ...groupedCalls("api"),
  ];
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
    "grouped-untyped": grouped("endpoint", "endpoint"),
    "grouped-typed": grouped("endpoint", "endpoint.defaults<paths>({})"),
    "any-untyped": grouped("createEndpoint", "createEndpoint()"),
    "any-typed": grouped("createEndpoint", "createEndpoint<paths>()"),
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
}
