import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The core README claims TypeScript 5.0 or later: the oldest release checks a user's file (its
// `@ts-expect-error` lines included) against the built declarations, as a user's project would.
const tsc = createRequire(import.meta.url).resolve("typescript-5.0/bin/tsc");
const project = fileURLToPath(new URL("./consumer-ts5.0/tsconfig.json", import.meta.url));

describe("TypeScript 5.0.4", () => {
  it("type-checks routes, the options form, typed APIs and their expected errors against the built .d.mts", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [tsc, "-p", project, "--listFilesOnly"]);
    expect(stdout).toMatch(/core\/dist\/index\.d\.mts/);
    const result = await promisify(execFile)(process.execPath, [tsc, "-p", project]).then(
      ({ stdout: out }) => out,
      (error: { stdout: string }) => error.stdout,
    );
    expect(result).toBe("");
  }, 120_000);
});
