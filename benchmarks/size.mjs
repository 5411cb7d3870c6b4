/**
 * @module size: bytes a user ships, measured the same way for us and for the reference: esbuild
 * bundles named imports from the built packages and minifies them; gzip runs at level 9. Both are
 * deterministic, so budgets on these numbers are tests (packages/core/test/size.test.ts).
 * `node benchmarks/size.mjs` prints them.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// HTTP clients are the adapters' peers: an app that uses an adapter has its client anyway
const CLIENTS = ["axios", "got", "ky", "undici"];
const ADAPTERS = { fetch: "toFetch", axios: "toAxios", undici: "toUndici", ky: "toKy", got: "toGot" };

/** Minified and min+gzip bytes of a bundle of `source`, an ES module that re-exports from packages. */
export async function bundleSize(source) {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL(".", import.meta.url)) },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    external: CLIENTS,
    write: false,
    logLevel: "silent",
  });
  const code = outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** `endpoint` of the core and of the reference, and the gzip bytes each adapter adds to the core. */
export async function measureSizes() {
  const core = await bundleSize('export { endpoint } from "@scope/endpoint-core";');
  const reference = await bundleSize('export { endpoint } from "@octokit/endpoint";');
  const adapterAdds = {};
  for (const [client, name] of Object.entries(ADAPTERS)) {
    const both = await bundleSize(`export { endpoint } from "@scope/endpoint-core"; export { ${name} } from "@scope/endpoint-${client}";`);
    adapterAdds[client] = both.gzip - core.gzip;
  }
  return { core, reference, adapterAdds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await measureSizes());
