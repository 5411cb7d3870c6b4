import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";

// toolchain.md gotcha 2: publint and attw pass a CJS build that breaks at run time, and this adapter
// imports undici (CJS only) at run time for its FormData, so both built files are loaded and called.
// A plain node child does it: vitest's workers resolve @scope/endpoint-core to source (@scope/source).
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const route = "PATCH /repos/{owner}/{repo}";
const params = { owner: "o", repo: "r", name: "x", headers: { "x-n": 5 } };
const args = `endpoint(${JSON.stringify(route)}, ${JSON.stringify(params)})`;
// the global FormData must come out as undici's own (nodejs/undici#4212)
const result = `JSON.stringify({ request: toUndici(${args}), dispatch: toUndiciDispatch(${args}),
  form: toUndici(endpoint("POST /upload", { data: new FormData() }))[1].body instanceof undici.FormData })`;

function runNode(nodeArgs: string[]): unknown {
  return JSON.parse(execFileSync(process.execPath, nodeArgs, { cwd: packageDir, encoding: "utf8" }));
}

describe("built package", () => {
  const expected = JSON.parse(JSON.stringify({ request: toUndici(endpoint(route, params)), dispatch: toUndiciDispatch(endpoint(route, params)), form: true }));

  it("dist/index.cjs loads through require() and converts like the source", () => {
    const script = `const load = require("node:module").createRequire(require("node:path").resolve("package.json"));
      const { toUndici, toUndiciDispatch } = load("./dist/index.cjs");
      const { endpoint } = load("@scope/endpoint-core");
      const undici = load("undici");
      process.stdout.write(${result});`;
    expect(runNode(["-e", script])).toStrictEqual(expected);
  });

  it("dist/index.mjs loads through import() and converts like the source", () => {
    const script = `const { toUndici, toUndiciDispatch } = await import("./dist/index.mjs");
      const { endpoint } = await import("@scope/endpoint-core");
      const undici = await import("undici");
      process.stdout.write(${result});`;
    expect(runNode(["--input-type=module", "-e", script])).toStrictEqual(expected);
  });
});
