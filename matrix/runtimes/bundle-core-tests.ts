/**
 * @module bundle-core-tests: the core's own test files as one ES module each, for Deno and Bun.
 * esbuild compiles each `packages/core/test/*.test.ts` with what it imports (the core from source, as
 * in the Node suite, fast-check, the reference @octokit/endpoint) and points `vitest` at
 * ./vitest-shim.ts; `node:` modules stay imports, which both runtimes provide.
 */
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Test files that measure Node itself rather than the core's behaviour, each with why; every other
 * test file of the core runs in Deno and Bun.
 */
export const NODE_ONLY: Record<string, string> = {
  "allocation.test.ts": "counts bytes per call in a child `node --expose-gc`",
  "linear-time.test.ts": "times calls between `gc()` runs, which only `node --expose-gc` offers",
  "size.test.ts": "bundles dist/ with esbuild and gzips it: a build measurement, not behaviour",
  "dist.test.ts": "require()s the CommonJS build, as Node users do",
  "request-signal.test.ts": "reads timers through node:v8 flags and node:vm contexts",
};

// a bundle runs from matrix/.runtimes/: each source file keeps its own import.meta.url, so a test
// still reads the README or fixtures beside it
const ownUrl: Plugin = {
  name: "own-import-meta-url",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\/packages\/.*\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
      loader: "ts",
    }));
  },
};

export interface Bundled {
  /** The test file's name, e.g. `errors.test.ts`. */
  file: string;
  /** Absolute path of its bundle. */
  bundle: string;
}

/** Bundles every core test file the runtimes run into `outDir`; returns them in name order. */
export async function bundleCoreTests(outDir: string): Promise<Bundled[]> {
  const tests = join(ROOT, "packages/core/test");
  const files = (await readdir(tests, { recursive: true }))
    .filter((file) => file.endsWith(".test.ts") && !(basename(file) in NODE_ONLY))
    .sort()
    .map((file) => join(tests, file));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const shim = fileURLToPath(new URL("vitest-shim.ts", import.meta.url));
  return Promise.all(
    files.map(async (path) => {
      const file = path.slice(join(ROOT, "packages/core/test/").length);
      const bundle = join(outDir, `${file.replaceAll("/", "__")}.mjs`);
      await build({
        stdin: {
          contents: `import ${JSON.stringify(path)};\nexport { run } from ${JSON.stringify(shim)};`,
          resolveDir: dirname(path),
          loader: "js",
        },
        outfile: bundle,
        bundle: true,
        format: "esm",
        platform: "node",
        target: "es2022",
        // the workspace packages from source, as the Node suite reads them (vitest.shared.ts)
        conditions: ["@scope/source"],
        alias: { vitest: shim },
        plugins: [ownUrl],
        // packages/core says "sideEffects": false, which would drop a test file imported for its tests
        ignoreAnnotations: true,
        logLevel: "error",
      });
      return { file, bundle };
    }),
  );
}
