/**
 * A browser app importing only `endpoint` bundles (esbuild: minified ESM for the browser) to no more
 * than the core itself, and pulls in nothing from outside packages/core/dist. The core's size BUDGET
 * is tested elsewhere; this checks that nothing comes along with it.
 */
import { expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Bundles `contents` as an app in the repository root, resolving packages as a user's bundler would (no source condition). */
async function bundle(contents: string): Promise<{ bytes: number; inputs: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: "app.js", loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return {
    bytes: result.outputFiles[0]!.contents.byteLength,
    inputs: Object.keys((result.metafile as Metafile).inputs).sort(),
  };
}

it("an app importing only endpoint pulls in the core's dist and nothing else, at no more than the whole core", async () => {
  const [app, core] = await Promise.all([
    bundle(
      `import { endpoint } from "@scope/endpoint-core";\nconsole.log(endpoint("GET /orgs/{org}/repos", { org: "octokit" }));`,
    ),
    // the core's own size: its dist entry with every export kept
    bundle(`export * from "@scope/endpoint-core";`),
  ]);
  // index.mjs and the chunks the build shares among the core's entries (EndpointError, the JSON body
  // test, the encoders), hashed names in its dist; never another entry (/adapter, /paginate)
  const chunk = /^packages\/core\/dist\/[a-z-]+-[\w-]+\.mjs$/;
  expect(app.inputs.filter((file) => !chunk.test(file))).toEqual(["app.js", "packages/core/dist/index.mjs"]);
  expect(app.inputs.some((file) => chunk.test(file))).toBe(true);
  expect(core.inputs).toEqual(app.inputs);
  expect(app.bytes).toBeGreaterThan(0);
  expect(app.bytes, `app ${app.bytes} B, core ${core.bytes} B`).toBeLessThanOrEqual(core.bytes);
});
