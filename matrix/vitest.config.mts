// The Node 22/24 matrix leg (scripts/matrix.mjs runs it under each Node binary of matrix/package.json):
// the adapters' own contract tests, unchanged, with msw 3 and each client major of the peer ranges.
// The latest majors (ky 2, got 15 and 16, undici 8, msw 3) come from matrix/node_modules, whose lock
// is kept apart because they need Node 22; the previous majors are the root workspace's Node 20 pins
// (ky 1, got 14, undici 7), so every major a peer range names runs on every Node it supports.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";
import { packageProject } from "../vitest.shared.ts";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const versionOf = (folder: string): string =>
  (JSON.parse(readFileSync(here(`${folder}/package.json`), "utf8")) as { version: string }).version;

/** Where each client of a project comes from: a folder of matrix/node_modules, or "root" (the Node 20 pin). */
interface Clients {
  ky: "ky" | "root";
  got: "got15" | "got16" | "root";
  undici: "undici" | "root";
}
const LATEST: Clients = { ky: "ky", got: "got16", undici: "undici" };
const PREVIOUS: Clients = { ky: "root", got: "root", undici: "root" };
const folderOf = (clients: Clients, name: string): string => {
  const source = name in clients ? clients[name as keyof Clients] : name; // msw, @mswjs/interceptors: always matrix/
  return source === "root" ? `../node_modules/${name}` : `node_modules/${source}`;
};

/**
 * Resolves `ky`, `got`, `undici`, `msw` and `@mswjs/interceptors` (with their subpaths, through their
 * `exports`) from the folder `clients` names: as if imported from matrix/ for matrix/node_modules
 * (`got` renamed to its got15/got16 alias); the usual way for the root pins. A path alias would skip
 * the packages' `exports` maps.
 */
function matrixClients(clients: Clients): Plugin {
  const names = /^(ky|got|undici|msw|@mswjs\/interceptors)(\/.*)?$/;
  return {
    name: "matrix-clients",
    enforce: "pre",
    async resolveId(source, _importer, options) {
      const match = names.exec(source);
      if (match === null) return null;
      const [, name, subpath = ""] = match as unknown as [string, string, string?];
      const folder = folderOf(clients, name);
      // ky does not export its package.json; test/expect-versions.ts reads it all the same
      if (subpath === "/package.json") return here(`${folder}/package.json`);
      if (folder.startsWith("../")) return null;
      const resolved = await this.resolve(folder.slice("node_modules/".length) + subpath, here("vitest.config.mts"), {
        ...options,
        skipSelf: true,
      });
      if (resolved === null) throw new Error(`matrix: ${source} is not installed in matrix/node_modules`);
      return resolved;
    },
  };
}

/** What every project of the leg must resolve, checked before each test file (test/expect-versions.ts). */
const expected = (clients: Clients): Record<string, string> => ({
  node: process.versions.node,
  ...Object.fromEntries(
    ["ky", "got", "undici", "msw", "@mswjs/interceptors"].map((name) => [name, versionOf(folderOf(clients, name))]),
  ),
});

function project(name: string, folder: string, clients: Clients, include: string[]) {
  const base = packageProject(name, {
    include,
    env: { MATRIX_EXPECTED: JSON.stringify(expected(clients)) },
    setupFiles: [here("test/expect-versions.ts")],
    // type tests belong to the Node 20 suite and to typeProject below, not to the runtime legs
    typecheck: { enabled: false },
  });
  return { ...base, root: here(`../packages/${folder}`), plugins: [matrixClients(clients)] };
}

/** The adapters' types against ky 2, undici 8 and got 15 or 16 (paths in the tsconfig): tsc only, no runtime tests. */
function typeProject(name: string, tsconfig: string) {
  const base = packageProject(name, {
    include: [],
    typecheck: { enabled: true, only: true, include: ["test/**/*.test-d.ts"], tsconfig },
  });
  return { ...base, root: here(".") };
}

const node = `node${process.versions.node.split(".")[0]}`;
// the adapters' reads run beside their contract: ky 2 reads an error's body itself, undici 8 and got 16 change their errors
const contract = ["test/contract.test.ts", "test/read.test.ts"];
const major = (clients: Clients, name: keyof Clients): string =>
  `${name} ${versionOf(folderOf(clients, name)).split(".")[0]}`;
const adapter = (folder: string, name: keyof Clients, clients: Clients) =>
  project(`${node} ${folder} (${major(clients, name)})`, folder, clients, contract);
// types do not depend on the runtime: checked once, in the first leg
const types =
  node === "node22"
    ? [
        typeProject("types (ky 2, got 16, undici 8)", "./tsconfig.json"),
        typeProject("types (got 15)", "./tsconfig.got15.json"),
      ]
    : [];

export default defineConfig({
  test: {
    projects: [
      project(`${node} matrix`, "../matrix", LATEST, ["test/*.test.ts"]),
      project(`${node} matrix (got 15)`, "../matrix", { ...LATEST, got: "got15" }, ["test/got.test.ts"]),
      project(`${node} matrix (got 14)`, "../matrix", PREVIOUS, ["test/got.test.ts"]),
      project(`${node} adapter-fetch`, "adapter-fetch", LATEST, contract),
      project(`${node} adapter-axios`, "adapter-axios", LATEST, contract),
      adapter("adapter-undici", "undici", LATEST),
      adapter("adapter-undici", "undici", PREVIOUS),
      adapter("adapter-ky", "ky", LATEST),
      adapter("adapter-ky", "ky", PREVIOUS),
      adapter("adapter-got", "got", LATEST),
      adapter("adapter-got", "got", { ...LATEST, got: "got15" }),
      adapter("adapter-got", "got", PREVIOUS),
      ...types,
    ],
  },
});
