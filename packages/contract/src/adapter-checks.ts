/** @module adapter-checks: what every adapter's conversion must do besides the wire: leave its input alone, and ship built files that convert alike. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";

/** The adapter function under test, from source, and where its package is built. */
export interface AdapterUnderTest {
  /** The export's name, e.g. `"toKy"`. */
  name: string;
  /** The export itself, from source. */
  convert: (options: RequestOptions) => unknown;
  /** The package directory (holding package.json and dist/). */
  dir: string | URL;
}

const ROUTE = "PATCH /repos/{owner}/{repo}";
const PARAMS = { owner: "o", repo: "r", name: "x", nested: { constructor: "c" }, headers: { "x-n": 5 } };
const CALL = (name: string): string => `JSON.stringify(${name}(endpoint(${JSON.stringify(ROUTE)}, ${JSON.stringify(PARAMS)})))`;

// A plain node child: vitest's workers resolve @scope/endpoint-core to TypeScript source (@scope/source),
// and a CJS build can break at run time on an ESM-only client although publint and attw pass it.
function runNode(dir: string | URL, args: string[]): unknown {
  return JSON.parse(execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8" }));
}

/**
 * Declares the adapter's checks: its input stays untouched, and `dist/index.cjs` (through `require()`)
 * and `dist/index.mjs` (through `import()`) convert as the source does.
 * @example checkAdapter("ky", { name: "toKy", convert: toKy, dir: new URL("..", import.meta.url) });
 */
export function checkAdapter(client: string, { name, convert, dir }: AdapterUnderTest): void {
  describe(`${client}: the adapter ${name}()`, () => {
    it.each([
      ["a JSON body, a number header and a timeout", endpoint("POST /repos", { name: "x", a: { b: [1] }, headers: { "x-n": 5 }, request: { timeout: 60_000 } })],
      ["a view over bytes", endpoint("PUT /x", { data: new Uint8Array([9, 1, 2, 9]).subarray(1, 3), headers: { "content-type": "application/octet-stream" } })],
      ["an empty PUT body", endpoint("PUT /user/starred/o/r")],
    ])("leaves its input untouched: %s", (_, options) => {
      const copy = structuredClone(options);
      convert(options);
      expect(options).toEqual(copy);
    });

    const expected = JSON.parse(JSON.stringify(convert(endpoint(ROUTE, PARAMS)))) as unknown;

    it("dist/index.cjs loads through require() and converts like the source", () => {
      const script = `const load = require("node:module").createRequire(require("node:path").resolve("package.json"));
        const { ${name} } = load("./dist/index.cjs");
        const { endpoint } = load("@scope/endpoint-core");
        process.stdout.write(${CALL(name)});`;
      expect(runNode(dir, ["-e", script])).toStrictEqual(expected);
    });

    it("dist/index.mjs loads through import() and converts like the source", () => {
      const script = `const { ${name} } = await import("./dist/index.mjs");
        const { endpoint } = await import("@scope/endpoint-core");
        process.stdout.write(${CALL(name)});`;
      expect(runNode(dir, ["--input-type=module", "-e", script])).toStrictEqual(expected);
    });
  });
}
