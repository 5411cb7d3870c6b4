import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// toolchain.md gotcha 2: publint and attw pass a broken CJS build, so the built files are loaded
// and called. In a plain node child: vitest starts its workers with `--conditions @scope/source`,
// under which the built adapter's own require("@scope/endpoint-core") would reach TypeScript source.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const convert = `
  const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "x", request: { timeout: 5000 } });
  const [url, { signal, ...init }] = toFetch(options);
  const request = toRequest(options);
  request.text().then((body) => process.stdout.write(JSON.stringify({
    url, init, signal: signal instanceof AbortSignal, request: { method: request.method, url: request.url, body },
  })));`;

const expected = {
  url: "https://api.github.com/repos/o/r",
  init: {
    method: "PATCH",
    headers: { accept: "application/vnd.github.v3+json", "user-agent": expect.stringMatching(/^scope-endpoint\.js\//), "content-type": "application/json; charset=utf-8" },
    body: '{"name":"x"}',
  },
  signal: true,
  request: { method: "PATCH", url: "https://api.github.com/repos/o/r", body: '{"name":"x"}' },
};

const runNode = (args: string[]): unknown => JSON.parse(execFileSync(process.execPath, args, { cwd: packageDir, encoding: "utf8" }));

describe("the built package", () => {
  it("dist/index.cjs loads through require() and converts a PATCH with a JSON body and a timeout", () => {
    const script = `const load = require("node:module").createRequire(require("node:path").resolve("package.json"));
      const { toFetch, toRequest } = load("./dist/index.cjs");
      const { endpoint } = load("@scope/endpoint-core");${convert}`;
    expect(runNode(["-e", script])).toEqual(expected);
  });

  it("dist/index.mjs loads through import() and converts a PATCH with a JSON body and a timeout", () => {
    const script = `const { toFetch, toRequest } = await import("./dist/index.mjs");
      const { endpoint } = await import("@scope/endpoint-core");${convert}`;
    expect(runNode(["--input-type=module", "-e", script])).toEqual(expected);
  });
});
