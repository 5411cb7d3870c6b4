// The Node 22/24 matrix leg (scripts/matrix.mjs runs it under each Node binary of matrix/package.json):
// the adapters' own contract tests, unchanged, with `ky`, `got`, `undici`, `msw` and
// `@mswjs/interceptors` resolved to the latest majors installed in matrix/node_modules instead of the
// Node-20 pins of the root workspace. got 15 and 16 each get a project, as both are in the peer range.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";
import { packageProject } from "../vitest.shared.ts";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const installed = (name: string): string => (JSON.parse(readFileSync(here(`node_modules/${name}/package.json`), "utf8")) as { version: string }).version;

/**
 * Resolves `ky`, `got`, `undici`, `msw` and `@mswjs/interceptors` (with their subpaths, through their
 * `exports`) as if imported from matrix/, so from matrix/node_modules; `got` is renamed to the
 * got15/got16 alias of the project. A path alias would skip the packages' `exports` maps.
 */
function matrixClients(got: Got): Plugin {
  const names = /^(ky|got|undici|msw|@mswjs\/interceptors)(\/.*)?$/;
  return {
    name: "matrix-clients",
    enforce: "pre",
    async resolveId(source, _importer, options) {
      const match = names.exec(source);
      if (match === null) return null;
      const folder = match[1] === "got" ? got : match[1]!;
      // ky does not export its package.json; test/expect-versions.ts reads it all the same
      if (match[2] === "/package.json") return here(`node_modules/${folder}/package.json`);
      const target = folder + (match[2] ?? "");
      const resolved = await this.resolve(target, here("vitest.config.mts"), { ...options, skipSelf: true });
      if (resolved === null) throw new Error(`matrix: ${source} is not installed in matrix/node_modules`);
      return resolved;
    },
  };
}

type Got = "got15" | "got16";

/** What every project of the leg must resolve, checked before each test file (test/expect-versions.ts). */
const expected = (got: Got): Record<string, string> => ({
  node: process.versions.node,
  ky: installed("ky"),
  got: installed(got),
  undici: installed("undici"),
  msw: installed("msw"),
  "@mswjs/interceptors": installed("@mswjs/interceptors"),
});

function project(name: string, folder: string, got: Got, include: string[]) {
  const base = packageProject(name, {
    include,
    env: { MATRIX_EXPECTED: JSON.stringify(expected(got)) },
    setupFiles: [here("test/expect-versions.ts")],
    // type tests belong to the Node 20 suite: tsc checks against the root workspace's types, not matrix/
    typecheck: { enabled: false },
  });
  return { ...base, root: here(`../packages/${folder}`), plugins: [matrixClients(got)] };
}

/** The adapters' types against ky 2, undici 8 and got 15 or 16 (paths in the tsconfig): tsc only, no runtime tests. */
function typeProject(name: string, tsconfig: string) {
  const base = packageProject(name, { include: [], typecheck: { enabled: true, only: true, include: ["test/**/*.test-d.ts"], tsconfig } });
  return { ...base, root: here(".") };
}

const node = `node${process.versions.node.split(".")[0]}`;
const contract = ["test/contract.test.ts"];
// types do not depend on the runtime: checked once, in the first leg
const types = node === "node22" ? [typeProject("types (ky 2, got 16, undici 8)", "./tsconfig.json"), typeProject("types (got 15)", "./tsconfig.got15.json")] : [];

export default defineConfig({
  test: {
    projects: [
      project(`${node} matrix`, "../matrix", "got16", ["test/*.test.ts"]),
      project(`${node} matrix got15`, "../matrix", "got15", ["test/got.test.ts"]),
      project(`${node} adapter-fetch`, "adapter-fetch", "got16", contract),
      project(`${node} adapter-axios`, "adapter-axios", "got16", contract),
      project(`${node} adapter-undici`, "adapter-undici", "got16", contract),
      project(`${node} adapter-ky`, "adapter-ky", "got16", contract),
      project(`${node} adapter-got (got 15)`, "adapter-got", "got15", contract),
      project(`${node} adapter-got (got 16)`, "adapter-got", "got16", contract),
      ...types,
    ],
  },
});
