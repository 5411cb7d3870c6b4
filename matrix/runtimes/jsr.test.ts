/**
 * The packages with a `jsr.json` are ready for JSR, and what JSR would serve works in Deno: `deno publish
 * --dry-run` passes (type check and no slow types in the public API), the name and version are their
 * package.json's, and each export, imported as `deno add jsr:<name>` has a user import it, loads from the
 * source files jsr.json lists and gives the right result. Runs in the Deno leg only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { DENO, ROOT, runtimeEnv } from "./runtime.ts";

const run = promisify(execFile);
// a debug log of `deno publish` runs to a few hundred KB
const deno = (cwd: string, ...args: string[]) =>
  run(DENO, args, { cwd, env: runtimeEnv(), maxBuffer: 64 * 1024 * 1024 });
const read = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

interface JsrPackage {
  dir: string;
  name: string;
  version: string;
  /** Subpath (`"."`, `"./adapter"`) -> the source file jsr.json exports under it. */
  exports: Record<string, string>;
}

const packages: JsrPackage[] = readdirSync(join(ROOT, "packages"))
  .map((folder) => join(ROOT, "packages", folder))
  .filter((dir) => existsSync(join(dir, "jsr.json")))
  .map((dir) => {
    const jsr = read(join(dir, "jsr.json")) as {
      name: string;
      version: string;
      exports: string | Record<string, string>;
    };
    const exports = typeof jsr.exports === "string" ? { ".": jsr.exports } : jsr.exports;
    return { dir, name: jsr.name, version: jsr.version, exports };
  });

/** How code imports a package's export: its name, and its subpath after it for any export but `"."`. */
const specifier = (name: string, subpath: string): string => (subpath === "." ? name : `${name}${subpath.slice(1)}`);

/**
 * What JSR serves under each specifier of these packages: the source file that jsr.json exports under it.
 * A user's `deno add jsr:<name>` maps `<name>` (and its subpaths) to `jsr:<name>@^<version>`, which JSR
 * resolves through those exports; the published files' own imports of each other resolve the same way
 * (the dry run's rewrites, checked below). So this is the import map the checks below run with.
 */
const JSR_SERVES: Record<string, string> = Object.fromEntries(
  packages.flatMap(({ dir, name, exports }) =>
    Object.entries(exports).map(([subpath, file]) => [specifier(name, subpath), pathToFileURL(join(dir, file)).href]),
  ),
);

/** The `jsr:` specifier JSR gives one of these packages' specifiers at the version in the workspace. */
function jsrSpecifier(bare: string): string {
  const target = packages.find(({ name }) => bare === name || bare.startsWith(`${name}/`))!;
  return `jsr:${target.name}@^${target.version}${bare.slice(target.name.length)}`;
}

/**
 * How `deno publish` rewrites each bare import of a package's files for JSR, from its debug log
 * (`Unfurled specifier: <bare> from <file> -> <target>`, Deno 2): the published files import exactly that.
 */
function rewrites(log: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, bare, target] of log.matchAll(/Unfurled specifier: (\S+) from \S+ -> (\S+)/g))
    found[bare as string] = target as string;
  return found;
}

/** The core's version in its package.json: what its VERSION and user-agent must carry, from JSR too. */
const CORE_VERSION = read(join(ROOT, "packages/core/package.json")).version as string;
const EXPECTED_HEADERS = {
  accept: "application/vnd.github.v3+json",
  "user-agent": `scope-endpoint.js/${CORE_VERSION}`,
};
const JSON_HEADERS = { ...EXPECTED_HEADERS, "content-type": "application/json; charset=utf-8" };

/**
 * What a Deno user does with each export (an ES module, printing one JSON line) and what it must print;
 * every export of every jsr.json needs its entry.
 */
const USES: Record<string, { code: string; prints: unknown }> = {
  "@scope/endpoint-core": {
    code: `import { endpoint, VERSION } from "@scope/endpoint-core";
const { method, url, headers } = endpoint("GET /repos/{owner}/{repo}", { owner: "octocat", repo: "Hello-World" });
console.log(JSON.stringify({ VERSION, method, url, headers }));`,
    prints: {
      VERSION: CORE_VERSION,
      method: "get",
      url: "https://api.github.com/repos/octocat/Hello-World",
      headers: EXPECTED_HEADERS,
    },
  },
  "@scope/endpoint-core/adapter": {
    code: `import { serializeBody, stringHeaders, upperMethod } from "@scope/endpoint-core/adapter";
console.log(JSON.stringify({ method: upperMethod("patch"), headers: stringHeaders({ "x-count": 5 }), body: serializeBody({ title: "t" }) }));`,
    prints: { method: "PATCH", headers: { "x-count": "5" }, body: '{"title":"t"}' },
  },
  "@scope/endpoint-core/paginate": {
    code: `import { endpoint } from "@scope/endpoint-core";
import { paginate } from "@scope/endpoint-core/paginate";
// a read answering two GitHub pages, the first with a link to the second
const read = async ({ url }) => {
  const last = url.endsWith("?page=2");
  const link = last ? {} : { link: \`<\${url}?page=2>; rel="next"\` };
  return { data: [last ? 2 : 1], error: undefined, response: { headers: new Headers(link) } };
};
const items = [];
for await (const page of paginate(read, endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "Hello-World" })))
  items.push(...page.items);
console.log(JSON.stringify({ items }));`,
    prints: { items: [1, 2] },
  },
  "@scope/endpoint-fetch": {
    code: `import { endpoint } from "@scope/endpoint-core";
import { toFetch, toRequest } from "@scope/endpoint-fetch";
const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "octocat", repo: "Hello-World", name: "n" });
const [url, init] = toFetch(options);
const request = toRequest(options);
console.log(JSON.stringify({ url, init, request: { url: request.url, method: request.method, body: await request.text() } }));`,
    prints: {
      url: "https://api.github.com/repos/octocat/Hello-World",
      init: { method: "PATCH", headers: JSON_HEADERS, body: '{"name":"n"}' },
      request: { url: "https://api.github.com/repos/octocat/Hello-World", method: "PATCH", body: '{"name":"n"}' },
    },
  },
  "@scope/endpoint-ky": {
    code: `import { endpoint } from "@scope/endpoint-core";
import { toKy } from "@scope/endpoint-ky";
const [url, options] = toKy(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "Hello-World", title: "t" }));
console.log(JSON.stringify({ url, options }));`,
    prints: {
      url: "https://api.github.com/repos/octocat/Hello-World/issues",
      options: { method: "POST", headers: JSON_HEADERS, body: '{"title":"t"}' },
    },
  },
};

it("the core and the fetch and ky adapters have a jsr.json", () => {
  expect(packages.map(({ name }) => name).sort()).toEqual(
    expect.arrayContaining(["@scope/endpoint-core", "@scope/endpoint-fetch", "@scope/endpoint-ky"]),
  );
});

/**
 * Each package's `deno publish --dry-run` output with its debug log, without escape codes (whatever the
 * terminal settings), a failed run's error included: run side by side as this file loads, so no hook or
 * test timeout depends on how fast the machine type-checks.
 */
const dryRuns = await Promise.all(
  packages.map(async ({ dir }) => {
    const output = await deno(dir, "publish", "--dry-run", "--allow-dirty", "--log-level=debug").then(
      ({ stdout, stderr }) => `${stdout}${stderr}`,
      (error: { stdout?: string; stderr?: string }) => `${String(error)}\n${error.stdout}${error.stderr}`,
    );
    return output.replace(/\x1b\[[0-9;]*m/g, "");
  }),
);

for (const [index, { dir, name, version }] of packages.entries()) {
  const log = dryRuns[index] as string;
  describe(`${name} on JSR`, () => {
    it("names the package and version of its package.json (npm run version-packages keeps them in step)", () => {
      const packageJson = read(join(dir, "package.json"));
      expect({ name, version }).toEqual({ name: packageJson.name, version: packageJson.version });
    });

    it("passes deno publish --dry-run: its files type-check and its public API has no slow types", () => {
      expect(log).toContain("Success Dry run complete");
    });

    it("imports the other packages here from JSR at this version, as the checks below resolve them", () => {
      const ours = Object.entries(rewrites(log)).filter(([bare]) => bare in JSR_SERVES);
      // each package it depends on is among them: the log was read
      const dependencies = Object.keys((read(join(dir, "package.json")).dependencies ?? {}) as object);
      expect(ours.map(([bare]) => bare)).toEqual(
        expect.arrayContaining(dependencies.filter((dependency) => dependency in JSR_SERVES)),
      );
      expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(ours.map(([bare]) => [bare, jsrSpecifier(bare)])));
    });
  });
}

describe("each jsr.json export in Deno, imported as after deno add jsr:<name>", () => {
  // an empty folder, as on a fresh machine: no deno.json, package.json or node_modules to resolve through
  let home = "";
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), "endpoint-jsr-"));
    writeFileSync(join(home, "import-map.json"), JSON.stringify({ imports: JSR_SERVES }));
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it("has a use for every export", () => {
    expect(Object.keys(USES).sort()).toEqual(Object.keys(JSR_SERVES).sort());
  });

  for (const [imported, { code, prints }] of Object.entries(USES)) {
    it(`${imported} loads from the source JSR serves and works`, async () => {
      // --no-npm: nothing may come from npm (a type-only import of ky never loads)
      const { stdout } = await deno(
        home,
        "eval",
        "--no-config",
        "--no-lock",
        "--no-npm",
        `--import-map=${join(home, "import-map.json")}`,
        code,
      );
      expect(JSON.parse(stdout)).toEqual(prints);
    });
  }
});
