/**
 * @module bundle-size: bytes a user ships, measured the same way for us and for the reference:
 * esbuild bundles named imports from the built packages for a browser and minifies them; gzip runs
 * at level 9. Both are deterministic, so the budgets in docs/rules.md#size are tests
 * (packages/core/test/size.test.ts). `node scripts/bundle-size.mjs` prints them.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// HTTP clients are the adapters' peers: an app that uses an adapter has its client anyway
const CLIENTS = ["axios", "got", "ky", "undici"];
const ADAPTERS = { fetch: "toFetch", axios: "toAxios", undici: "toUndici", ky: "toKy", got: "toGot" };
// the reference resolves from benchmarks/, which has it as a dev dependency
const RESOLVE_DIR = fileURLToPath(new URL("../benchmarks/", import.meta.url));

/** Minified and min+gzip bytes, and the code, of a bundle of `source`, an ES module that re-exports from packages. */
export async function bundleSize(source) {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: RESOLVE_DIR },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    mainFields: ["module", "main"],
    external: CLIENTS,
    write: false,
    logLevel: "silent",
  });
  const code = outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, text: outputFiles[0].text };
}

/**
 * `endpoint` of the core and of the reference, the neutral entry alone and beside `endpoint`, bundles
 * of single core exports (tree-shaking), and the gzip bytes each adapter adds to the core.
 */
export async function measureSizes() {
  const core = await bundleSize('export { endpoint } from "@scope/endpoint-core";');
  const anyApi = await bundleSize('export { createEndpoint } from "@scope/endpoint-core";');
  const both = await bundleSize('export { createEndpoint, endpoint } from "@scope/endpoint-core";');
  const reference = await bundleSize('export { endpoint } from "@octokit/endpoint";');
  const alone = {};
  const entries = { VERSION: "", EndpointError: "", placeholders: "", isJsonBody: "/adapter" };
  for (const [name, subpath] of Object.entries(entries)) {
    alone[name] = (await bundleSize(`export { ${name} } from "@scope/endpoint-core${subpath}";`)).gzip;
  }
  const adapterAdds = {};
  for (const [client, name] of Object.entries(ADAPTERS)) {
    const both = await bundleSize(
      `export { endpoint } from "@scope/endpoint-core"; export { ${name} } from "@scope/endpoint-${client}";`,
    );
    adapterAdds[client] = both.gzip - core.gzip;
  }
  return { core, anyApi, both, reference, alone, adapterAdds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { core, anyApi, both, reference, ...rest } = await measureSizes();
  const bytes = ({ min, gzip }) => ({ min, gzip });
  console.log({ core: bytes(core), anyApi: bytes(anyApi), both: bytes(both), reference: bytes(reference), ...rest });
}
