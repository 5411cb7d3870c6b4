// Runs in Deno or Bun: imports each bundle ./bundle-core-tests.ts made (a core test file with the
// vitest shim), runs its tests, and prints one JSON line, {"runtime", "results": [{title, error?}]}.
// Usage: <runtime> run-bundles.mjs <label>=<bundle.mjs> ...
import { pathToFileURL } from "node:url";

const runtime = globalThis.Deno
  ? `deno ${Deno.version.deno}`
  : globalThis.Bun
    ? `bun ${Bun.version}`
    : `node ${process.versions.node}`;
const results = [];
for (const argument of process.argv.slice(2)) {
  const [label, bundle] = argument.split("=");
  try {
    const { run } = await import(pathToFileURL(bundle).href);
    results.push(...(await run(label)));
  } catch (error) {
    // a file that does not even load counts as one failed test, under its own name
    results.push({ title: `${label} > loads`, error: String(error?.stack ?? error) });
  }
}
console.log(JSON.stringify({ runtime, results }));
