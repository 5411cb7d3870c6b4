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
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  all,
  CALLS,
  DEFAULT_VERSIONS,
  FILE_NAMES,
  GENERATED_PATHS,
  root,
  tscOf,
  versionOf,
  writeBenchFiles,
} from "./typecheck-files.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const VERSIONS = (process.env.VERSIONS ?? DEFAULT_VERSIONS).split(",");
const core = join(root, "packages/core/dist/index.d.mts");
if (!existsSync(core)) throw new Error("build the core first: npx turbo run build");
const dir = mkdtempSync(join(tmpdir(), "typecheck-bench-"));
writeBenchFiles(dir, core);

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
const names = (process.env.FILES ?? FILE_NAMES.join(",")).split(",");
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
