import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toAxios } from "@scope/endpoint-axios";

// toolchain.md gotcha 2: attw and publint pass a CJS build that breaks at run time, so the built files
// themselves are loaded and called, in a plain node child: vitest's workers run under the
// `@scope/source` condition, which would resolve @scope/endpoint-core to TypeScript source.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const route = "PATCH /repos/{owner}/{repo}";
const params = { owner: "o", repo: "r", name: "x", headers: { "x-n": 5 } };
const call = `toAxios(endpoint(${JSON.stringify(route)}, ${JSON.stringify(params)}))`;

function runNode(args: string[]): unknown {
  return JSON.parse(execFileSync(process.execPath, args, { cwd: packageDir, encoding: "utf8" }));
}

describe("built package", () => {
  const expected = JSON.parse(JSON.stringify(toAxios(endpoint(route, params)))) as unknown;

  it("dist/index.cjs loads through require() and converts like the source", () => {
    const script = `const { createRequire } = require("node:module");
      const load = createRequire(require("node:path").resolve("package.json"));
      const { toAxios } = load("./dist/index.cjs");
      const { endpoint } = load("@scope/endpoint-core");
      process.stdout.write(JSON.stringify(${call}));`;
    expect(runNode(["-e", script])).toStrictEqual(expected);
  });

  it("dist/index.mjs loads through import() and converts like the source", () => {
    const script = `const { toAxios } = await import("./dist/index.mjs");
      const { endpoint } = await import("@scope/endpoint-core");
      process.stdout.write(JSON.stringify(${call}));`;
    expect(runNode(["--input-type=module", "-e", script])).toStrictEqual(expected);
  });
});
