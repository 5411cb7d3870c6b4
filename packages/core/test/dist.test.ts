import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The built files, exactly as npm users get them: CommonJS through require(), ESM through import().
const require = createRequire(import.meta.url);
type Core = typeof import("../src/index.ts");
type Adapter = typeof import("../src/adapter.ts");

const builds: [string, () => Promise<Core>, () => Promise<Adapter>][] = [
  [
    "dist/index.cjs via require()",
    async () => require("../dist/index.cjs") as Core,
    async () => require("../dist/adapter.cjs") as Adapter,
  ],
  [
    "dist/index.mjs via import()",
    async () => (await import("../dist/index.mjs" as string)) as Core,
    async () => (await import("../dist/adapter.mjs" as string)) as Adapter,
  ],
];

describe.each(builds)("%s", (_name, load, loadAdapter) => {
  it("exports what an app uses: endpoint with its members, createEndpoint, EndpointError, ERROR_CODES, OPTION_KEYS, PARAMETER_STYLES, placeholders, resolveParameterStyle and VERSION", async () => {
    const core = await load();
    expect(Object.keys(core).sort()).toEqual([
      "ERROR_CODES",
      "EndpointError",
      "OPTION_KEYS",
      "PARAMETER_STYLES",
      "VERSION",
      "createEndpoint",
      "endpoint",
      "placeholders",
      "resolveParameterStyle",
    ]);
    expect(core.resolveParameterStyle("query", { style: "deepObject" })).toEqual({
      style: "deepObject",
      explode: true,
      allowReserved: false,
    });
    expect(Object.keys(core.endpoint).sort()).toEqual(["DEFAULTS", "defaults", "merge", "parse"]);
  });

  it("exports the adapter helpers from /adapter, and the same EndpointError class as the main entry", async () => {
    const adapter = await loadAdapter();
    expect(Object.keys(adapter).sort()).toEqual([
      "checkContentLength",
      "checkedWebStream",
      "isJsonBody",
      "ownProperties",
      "readAnswer",
      "readBody",
      "requestSignal",
      "serializeBody",
      "stringHeaders",
      "upperMethod",
    ]);
    const { EndpointError } = await load();
    expect(() => adapter.serializeBody({ big: 1n })).toThrow(EndpointError);
  });

  it("builds the README's first route with the version of package.json", async () => {
    const { endpoint, VERSION } = await load();
    const { version } = require("../package.json") as { version: string };
    expect(VERSION).toBe(version);
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": `scope-endpoint.js/${version}` },
    });
  });

  it("throws its own EndpointError class", async () => {
    const { endpoint, EndpointError } = await load();
    expect(() => endpoint("GET /{")).toThrow(EndpointError);
  });
});
