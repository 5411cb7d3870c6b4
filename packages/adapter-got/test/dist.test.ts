import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

// toolchain.md gotcha 2: attw and publint pass a broken CJS build of an adapter for an ESM-only
// client, so the built files themselves are loaded and called. They run in a plain node child:
// vitest hands its workers `--conditions @scope/source`, under which require() and import() of the
// built adapter would resolve @scope/endpoint-core to TypeScript source instead of its dist.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const route = "PATCH /repos/{owner}/{repo}";
const params = { owner: "o", repo: "r", name: "x", headers: { "x-n": 5 } };
const call = `toGot(endpoint(${JSON.stringify(route)}, ${JSON.stringify(params)}))`;

function runNode(args: string[]): unknown {
  return JSON.parse(execFileSync(process.execPath, args, { cwd: packageDir, encoding: "utf8" }));
}

describe("built package", () => {
  const expected = JSON.parse(JSON.stringify(toGot(endpoint(route, params)))) as unknown;

  it("dist/index.cjs loads through require() and converts like the source", () => {
    const script = `const { createRequire } = require("node:module");
      const load = createRequire(require("node:path").resolve("package.json"));
      const { toGot } = load("./dist/index.cjs");
      const { endpoint } = load("@scope/endpoint-core");
      process.stdout.write(JSON.stringify(${call}));`;
    expect(runNode(["-e", script])).toStrictEqual(expected);
  });

  it("dist/index.mjs loads through import() and converts like the source", () => {
    const script = `const { toGot } = await import("./dist/index.mjs");
      const { endpoint } = await import("@scope/endpoint-core");
      process.stdout.write(JSON.stringify(${call}));`;
    expect(runNode(["--input-type=module", "-e", script])).toStrictEqual(expected);
  });
});
