// The Deno and Bun legs (scripts/matrix.mjs runs this config once per runtime, MATRIX_RUNTIME=deno|bun,
// with the root's Node and vitest): the core's test files run inside the runtime, and the contract
// scenarios are sent from it through fetch, ky and axios to the contract's loopback echo in this process;
// in the Deno leg, the packages with a jsr.json pass `deno publish --dry-run`.
import { defineConfig } from "vitest/config";
import { packageProject } from "../vitest.shared.ts";

const runtime = process.env.MATRIX_RUNTIME ?? "deno";
const project = (name: string, file: string) => ({
  ...packageProject(`${runtime} ${name}`, {
    include: [file],
    typecheck: { enabled: false },
    env: { MATRIX_RUNTIME: runtime },
  }),
  root: new URL(".", import.meta.url).pathname,
});

// the JSR checks need Deno: its leg only
const jsr = runtime === "deno" ? [project("jsr", "runtimes/jsr.test.ts")] : [];

export default defineConfig({
  test: {
    projects: [
      project("core", "runtimes/core.test.ts"),
      project("contract", "runtimes/contract.test.ts"),
      project("read", "runtimes/read.test.ts"),
      ...jsr,
    ],
  },
});
