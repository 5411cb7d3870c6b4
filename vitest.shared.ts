import { readFileSync } from "node:fs";
import { defineProject, type UserWorkspaceConfig } from "vitest/config";

const coreVersion = (
  JSON.parse(readFileSync(new URL("./packages/core/package.json", import.meta.url), "utf8")) as { version: string }
).version;

/**
 * Vitest project settings every package shares: workspace packages are read from source through
 * the `@scope/source` export condition (`ssr.resolve.conditions` is what reaches Node tests), and the
 * core's version is defined as tsdown.base.ts defines it for the build.
 */
export function packageProject(name: string, test: UserWorkspaceConfig["test"] = {}): UserWorkspaceConfig {
  return defineProject({
    define: { __PACKAGE_VERSION__: JSON.stringify(coreVersion) },
    resolve: { conditions: ["@scope/source"] },
    ssr: { resolve: { conditions: ["@scope/source"] } },
    // a generous timeout: CI runs every project on 2 busy cores, and property tests run 1000s of cases
    test: {
      name,
      include: ["test/**/*.test.ts"],
      environment: "node",
      testTimeout: 30_000,
      // type tests (`expectTypeOf`, `@ts-expect-error`) run through tsc with the package's own tsconfig;
      // a type error in a `.test-d.ts` file fails the run like a failed assertion
      typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
      ...test,
    },
  });
}
