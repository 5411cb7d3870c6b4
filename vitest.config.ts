import { defineConfig } from "vitest/config";
import browserProjects from "./test-browser/vitest.config.mts";

// One run, one summary, one coverage report across every package (vitest 4 ignores vitest.workspace.ts).
export default defineConfig({
  test: {
    // test-browser/ gives one project per browser, inline
    projects: ["packages/*/vitest.config.mts", ...browserProjects],
    coverage: {
      provider: "v8",
      include: ["packages/core/src/**"],
      // entry points that only re-export, and type-only modules
      exclude: [
        "packages/core/src/index.ts",
        "packages/core/src/adapter.ts",
        "packages/core/src/types/**",
        "packages/core/src/dialect.ts",
      ],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
