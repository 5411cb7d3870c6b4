/**
 * The packages with a `jsr.json` are ready for JSR: `deno publish --dry-run` passes (type check and no
 * slow types in the public API), the name and version are their package.json's, and the entry JSR
 * would serve loads in Deno. Runs in the Deno leg only.
 */
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { DENO, ROOT, runtimeEnv } from "./runtime.ts";

/** Package name -> why its JSR entry does not load in Deno yet; such a check runs and must fail. */
const NOT_YET: Record<string, string> = {
  "@scope/endpoint-core":
    "src/version.ts reads __PACKAGE_VERSION__, which only the build (tsdown) defines, and JSR serves the source",
};

const run = promisify(execFile);
const deno = (cwd: string, ...args: string[]) => run(DENO, args, { cwd, env: runtimeEnv() });
const read = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

const packages = readdirSync(join(ROOT, "packages"))
  .map((folder) => join(ROOT, "packages", folder))
  .filter((dir) => existsSync(join(dir, "jsr.json")));

it("the core and the fetch and ky adapters have a jsr.json", () => {
  expect(packages.map((dir) => read(join(dir, "jsr.json")).name).sort()).toEqual(
    expect.arrayContaining(["@scope/endpoint-core", "@scope/endpoint-fetch", "@scope/endpoint-ky"]),
  );
});

for (const dir of packages) {
  const jsr = read(join(dir, "jsr.json")) as {
    name: string;
    version: string;
    exports: string | Record<string, string>;
  };
  // the main entry: the only export, or "." among several (the core's "./adapter" too)
  const entry = typeof jsr.exports === "string" ? jsr.exports : (jsr.exports["."] as string);
  describe(`${jsr.name} on JSR`, () => {
    it("names the package and version of its package.json (npm run version-packages keeps them in step)", () => {
      const { name, version } = read(join(dir, "package.json"));
      expect({ name: jsr.name, version: jsr.version }).toEqual({ name, version });
    });

    it("passes deno publish --dry-run: its files type-check and its public API has no slow types", async () => {
      const { stdout, stderr } = await deno(dir, "publish", "--dry-run", "--allow-dirty");
      // without escape codes, whatever the terminal settings
      expect(`${stdout}${stderr}`.replace(/\x1b\[[0-9;]*m/g, "")).toContain("Success Dry run complete");
    });

    const loads = async (): Promise<void> => {
      await deno(dir, "eval", "--no-lock", `await import(${JSON.stringify(new URL(entry, `file://${dir}/`).href)})`);
    };
    const reason = NOT_YET[jsr.name];
    if (reason === undefined) it("loads in Deno from the entry JSR serves", loads);
    else
      it(`loads in Deno from the entry JSR serves [not yet: ${reason}]`, async () => {
        await expect(loads(), "now loads: remove it from NOT_YET").rejects.toThrow();
      });
  });
}
