import { readFileSync } from "node:fs";
import type { UserConfig } from "tsdown";

/**
 * Shared build for every package: ESM + CJS + .d.ts in one pass.
 * `fixedExtension` keeps .mjs/.cjs whatever "type" says; the packages stay
 * "type": "commonjs" because rolldown's CJS interop breaks default imports of
 * ESM-only clients (ky, got) under "type": "module".
 */
export function packageBuild(packageDir: string, entry: string[] = ["src/index.ts"]): UserConfig {
  const { version } = JSON.parse(readFileSync(`${packageDir}/package.json`, "utf8")) as { version: string };
  return {
    entry,
    format: ["esm", "cjs"],
    fixedExtension: true,
    dts: true,
    platform: "neutral",
    target: "es2022",
    sourcemap: false,
    clean: true,
    // the user-agent carries the package version, injected here and typed in nowhere else
    define: { __PACKAGE_VERSION__: JSON.stringify(version) },
  };
}
