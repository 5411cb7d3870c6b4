// Type-check cost of typed APIs: `tsc --noEmit --skipLibCheck` on 200 GitHub calls typed through
// `endpoint.defaults<paths>()` (GitHub's description loaded from @octokit/openapi-types), beside the
// same 200 calls on the untyped `endpoint`, alternated in one run. Needs the core built
// (`npm run bench:types` builds it first). Prints one table; nothing is asserted. ROUNDS=n sets the
// number of rounds (5); KEEP=1 leaves the generated files in the temporary directory to inspect.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const CALLS = 200;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const root = fileURLToPath(new URL("..", import.meta.url));
const core = join(root, "packages/core/dist/index.d.mts");
if (!existsSync(core)) throw new Error("build the core first: npx turbo run build");
const fromTypedApis = createRequire(join(root, "packages/typed-apis/package.json"));
const github = join(dirname(fromTypedApis.resolve("@octokit/openapi-types/package.json")), "types.d.ts");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** Lines of the block that opens at `start` (an indented `{`), up to its closing `};`. */
function block(lines, start) {
  const indent = lines[start].match(/^ */)[0];
  const end = lines.findIndex((line, i) => i > start && line === `${indent}};`);
  return lines.slice(start + 1, end);
}

/** A block's lines with multi-line member types (`name:`, then the type on lines of its own) joined into one. */
function joined(lines) {
  const out = [];
  for (const line of lines) {
    if (out.length > 0 && out.at(-1).endsWith(":")) out[out.length - 1] += ` ${line.trim().replace(/^\| /, "")}`;
    else if (out.length > 0 && /^\s+\|/.test(line) && !out.at(-1).endsWith(";"))
      out[out.length - 1] += ` ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** GET operations of the description with their path parameters' types, read from the .d.ts text. */
function getOperations() {
  const lines = readFileSync(github, "utf8").split("\n");
  const member = /^\s+"?([\w-]+)"?\??: (.+);$/;
  const shared = new Map();
  const components = lines.indexOf("export interface components {");
  const parameters = lines.findIndex((line, i) => i > components && line === "  parameters: {");
  for (const line of joined(block(lines, parameters))) {
    const match = line.match(member);
    if (match) shared.set(match[1], match[2]);
  }
  const operations = new Map();
  lines.forEach((line, i) => {
    const match = line.match(/^ {2}"([\w/-]+)": \{$/);
    if (match && i > components) operations.set(match[1], i);
  });
  const found = [];
  let path;
  for (const line of lines.slice(0, components)) {
    const opening = line.match(/^ {2}"(\/[^"]*)": \{$/);
    if (opening) path = opening[1];
    const get = line.match(/^ {4}get: operations\["([^"]+)"\];$/);
    if (!get || path === undefined) continue;
    const operation = joined(block(lines, operations.get(get[1])));
    const params = {};
    for (const part of ["path", "query"]) {
      const start = operation.findIndex((l) => l === `      ${part}: {` || l === `      ${part}?: {`);
      if (start < 0) continue;
      for (const l of operation.slice(start + 1, operation.indexOf("      };", start))) {
        const match = l.match(member);
        // required parameters only: the call a user writes at the least
        if (!match || l.includes("?:")) continue;
        const ref = match[2].match(/^components\["parameters"\]\["([\w-]+)"\]$/);
        const type = ref ? shared.get(ref[1]) : match[2];
        params[match[1]] = /\bnumber\b/.test(type) ? 1 : (type.match(/^"([^"]*)"/)?.[1] ?? "x");
      }
    }
    found.push({ route: `GET ${path}`, params });
  }
  return found;
}

const all = getOperations();
const step = all.length / CALLS;
const calls = Array.from({ length: CALLS }, (_, i) => all[Math.floor(i * step)]);
const call = (fn, { route, params }) =>
  Object.keys(params).length === 0
    ? `${fn}(${JSON.stringify(route)});`
    : `${fn}(${JSON.stringify(route)}, ${JSON.stringify(params)});`;

const dir = mkdtempSync(join(tmpdir(), "typecheck-bench-"));
const files = {
  untyped: ['import { endpoint } from "@scope/endpoint-core";', ...calls.map((c) => call("endpoint", c))],
  typed: [
    'import type { paths } from "@octokit/openapi-types";',
    'import { endpoint } from "@scope/endpoint-core";',
    "const github = endpoint.defaults<paths>({});",
    ...calls.map((c) => call("github", c)),
  ],
};
for (const [name, source] of Object.entries(files)) {
  writeFileSync(join(dir, `${name}.ts`), `${source.join("\n")}\nexport {};\n`);
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    module: "Preserve",
    moduleResolution: "bundler",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    paths: { "@scope/endpoint-core": [core], "@octokit/openapi-types": [github] },
  };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ compilerOptions, files: [`${name}.ts`] }));
}

/** One `tsc` run: wall time and tsc's own check and total times (`--extendedDiagnostics`). */
function run(name) {
  const started = process.hrtime.bigint();
  const output = execFileSync(process.execPath, [tsc, "-p", join(dir, `${name}.json`), "--extendedDiagnostics"], {
    encoding: "utf8",
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const seconds = (label) => Number(output.match(new RegExp(`^${label}:\\s+([\\d.]+)s`, "m"))[1]) * 1000;
  return { wall, check: seconds("Check time"), total: seconds("Total time") };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { untyped: [], typed: [] };
try {
  for (let round = 0; round < ROUNDS; round++) for (const name of ["untyped", "typed"]) results[name].push(run(name));
} finally {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
const row = (name) => ["wall", "total", "check"].map((key) => median(results[name].map((r) => r[key])));
const [untyped, typed] = [row("untyped"), row("typed")];
console.log(
  `${CALLS} calls (GET operations spread over GitHub's ${all.length}), median of ${ROUNDS} alternated runs, TypeScript ${createRequire(import.meta.url)("typescript").version}\n`,
);
console.log("| file | wall | tsc total | tsc check |\n|---|---:|---:|---:|");
console.log(`| untyped \`endpoint\` | ${untyped.map((ms) => `${Math.round(ms)} ms`).join(" | ")} |`);
console.log(`| typed \`endpoint.defaults<paths>()\` | ${typed.map((ms) => `${Math.round(ms)} ms`).join(" | ")} |`);
console.log(`| typed / untyped | ${typed.map((ms, i) => `${(ms / untyped[i]).toFixed(2)}x`).join(" | ")} |`);
