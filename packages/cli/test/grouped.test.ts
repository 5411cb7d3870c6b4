import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createEndpoint, endpoint, type RequestOptions } from "@scope/endpoint-core";
import { useWireServer } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCliArgs, run } from "@scope/endpoint-cli";
import { auditRegexes } from "../../../scripts/regex-audit.mjs";
import { checkGroupedPath } from "../src/route-check.ts";
import { arrives } from "./cli-on-wire.ts";

// Grouped parameters from the command line (--path, --query, --header-param): a name that is an
// option of endpoint() (url, method, headers, baseUrl, data, request) stays a parameter; and
// --openapi, the neutral entry createEndpoint() with a style table. test/wire.test.ts runs the
// printed snippets, curl commands and raw HTTP of both against the loopback echo.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const styles = fileURLToPath(new URL("fixtures/readme/styles.json", import.meta.url));
const execFileAsync = promisify(execFile);
const wire = useWireServer();

async function endpointCli(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: async () => new Uint8Array(),
  });
  return { code, stdout, stderr };
}

const usageError = async (argv: string[], message: RegExp | string, code = "ERR_USAGE", exit = 2) => {
  const result = await endpointCli(argv);
  expect(result).toStrictEqual({
    code: exit,
    stdout: "",
    stderr: typeof message === "string" ? `endpoint: ${code}: ${message}\n` : expect.stringMatching(message),
  });
};

describe("parseCliArgs: grouped parameters", () => {
  it("puts --path, --query and --header-param into params, and the other arguments stay options", () => {
    const args = parseCliArgs([
      "POST /repos/{owner}/{repo}/issues",
      "--path",
      "owner=o",
      "--path",
      "repo=r",
      "--query",
      "url=https://x",
      "--query",
      "per_page:=5",
      "--header-param",
      "x-ids:=[1,2]",
      'body:={"title":"t"}',
      'request:={"timeout":5000}',
      "-H",
      "authorization: token X",
    ]);
    expect(args).toMatchObject({ grouped: true, dialect: "github", styles: undefined });
    expect(JSON.parse(JSON.stringify(args.options))).toStrictEqual({
      body: { title: "t" },
      request: { timeout: 5000 },
      params: {
        path: { owner: "o", repo: "r" },
        query: { url: "https://x", per_page: 5 },
        header: { "x-ids": [1, 2] },
      },
      headers: { authorization: "token X" },
    });
  });

  it("is not grouped without those flags, and --openapi is always grouped", () => {
    expect(parseCliArgs(["GET /x", "a=1"])).toMatchObject({ grouped: false, dialect: "github" });
    const openapi = parseCliArgs(["--openapi", "GET /x", "--styles", "s.json"]);
    expect(openapi).toMatchObject({ grouped: true, dialect: "openapi", styles: "s.json" });
    // no empty params in what a snippet shows
    expect(Object.keys(openapi.options)).toStrictEqual([]);
  });
});

describe("grouped parameters through endpoint() (GitHub's dialect)", () => {
  it("--query url=https://x stays a query parameter on the wire (--to http)", async () => {
    const result = await endpointCli(["GET /search/code", "--query", "url=https://x", "--to", "http"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\r\n")[0]).toBe("GET /search/code?url=https%3A%2F%2Fx HTTP/1.1");
    expect(result.stdout).toBe(
      `GET /search/code?url=https%3A%2F%2Fx HTTP/1.1\r\nhost: api.github.com\r\naccept: application/vnd.github.v3+json\r\nuser-agent: ${endpoint.DEFAULTS.headers["user-agent"]}\r\n\r\n`,
    );
  });

  it.each(["url", "method", "headers", "baseUrl", "data", "request", "mediaType", "params", "body"])(
    "--query %s=... is a query parameter, whatever the method",
    async (name) => {
      for (const route of ["GET /search", "POST /search"]) {
        const { stdout } = await endpointCli([route, "--query", `${name}=v`]);
        expect((JSON.parse(stdout) as RequestOptions).url).toBe(`https://api.github.com/search?${name}=v`);
      }
    },
  );

  it("is what endpoint() returns for the same grouped call", async () => {
    const { stdout } = await endpointCli([
      "PATCH /repos/{owner}/{repo}",
      "--path",
      "owner=o",
      "--path",
      "repo=r",
      "--query",
      "headers=h",
      "--header-param",
      "x-trace=t",
      'body:={"name":"n"}',
    ]);
    expect(JSON.parse(stdout)).toStrictEqual(
      JSON.parse(
        JSON.stringify(
          endpoint("PATCH /repos/{owner}/{repo}", {
            params: { path: { owner: "o", repo: "r" }, query: { headers: "h" }, header: { "x-trace": "t" } },
            body: { name: "n" },
          } as never),
        ),
      ),
    );
  });

  it("sends --data and --json as the grouped call's body", async () => {
    const { stdout } = await endpointCli(["POST /markdown/raw", "--query", "mode=gfm", "--data", "Hello"]);
    expect(JSON.parse(stdout)).toMatchObject({ url: "https://api.github.com/markdown/raw?mode=gfm", body: "Hello" });
  });

  it("refuses, with exit 2, what a grouped call cannot take", async () => {
    await usageError(
      ["GET /x", "--query", "a=1", "title=t"],
      '"title" is not an option of a grouped call (method, url, baseUrl, headers, mediaType, request, querySerializer, keepSlashes, body): give parameters with --path, --query or --header-param, a JSON body as body:={...}',
    );
    await usageError(["POST /x", "--query", "a=1", "data=d"], /"data" is not an option of a grouped call/);
    await usageError(["GET /x", "--query", "a=1", "--query", "a=2"], '--query "a" is given twice');
    await usageError(["GET /x", "--query", "a"], '--query 1 has no "=": expected name=value or name:=json');
    await usageError(["GET /x", "--query", "=1"], '--query 1 has no name before "="');
    await usageError(["GET /x", "--header-param", "x:=[1"], /the value of x:= is not JSON/);
    await usageError(
      ["POST /x", "--query", "a=1", "body=b", "--data", "d"],
      "body (--data or --json, and a body parameter) is given twice",
    );
    await usageError(["GET /x", "--query", "a=1", "body=b"], /^endpoint: ERR_USAGE: a body parameter on a GET request/);
  });

  it("names a missing or unused --path parameter (exit 2)", async () => {
    await usageError(
      ["GET /repos/{owner}/{repo}", "--path", "owner=o"],
      "the route's path needs repo: give --path repo=...",
      "ERR_PARAMETER_MISSING",
    );
    await usageError(
      ["GET /repos/{owner}", "--path", "owner=o", "--path", "page=2"],
      "--path names page, which the route's path does not use: a query parameter is --query",
      "ERR_PARAMETER_UNUSED",
    );
    // an RFC 6570 query expression may be filled from --path
    const { stdout } = await endpointCli(["GET /x{?page}", "--path", "page=2", "--query", "page=3"]);
    expect(JSON.parse(stdout).url).toBe("https://api.github.com/x?page=2&page=3");
  });
});

describe("--openapi: createEndpoint() and the grouped call", () => {
  const argv = [
    "--openapi",
    "GET /pets/{id}",
    "--path",
    "id:=7",
    "--query",
    'tags:=["a","b"]',
    "--query",
    "url=https://x",
    "--styles",
    styles,
    "--base-url",
    "https://pets.example",
  ];

  it("prints what createEndpoint({ baseUrl, styles }) returns for the call", async () => {
    const { code, stdout } = await endpointCli(argv);
    expect(code).toBe(0);
    const api = createEndpoint({
      baseUrl: "https://pets.example",
      styles: { "GET /pets/{id}": { path: { id: { style: "label" } }, query: { tags: { explode: false } } } },
    });
    const expected = api("GET /pets/{id}", {
      params: { path: { id: 7 }, query: { tags: ["a", "b"], url: "https://x" } },
    });
    expect(JSON.parse(stdout)).toStrictEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.url).toBe("https://pets.example/pets/.7?tags=a,b&url=https%3A%2F%2Fx");
  });

  it("takes the OpenAPI description itself as --styles", async () => {
    const fromDescription = await endpointCli([
      ...argv.slice(0, -4),
      "--styles",
      styles.replace("styles.json", "pets.yaml"),
      "--base-url",
      "https://pets.example",
    ]);
    expect(fromDescription).toStrictEqual(await endpointCli(argv));
  });

  it.each(["fetch", "axios", "ky", "got", "undici"])(
    "--to %s prints a snippet calling createEndpoint with the grouped call and this operation's styles",
    async (client) => {
      const { stdout } = await endpointCli([...argv, "--to", client]);
      expect(stdout).toContain('import { createEndpoint } from "@scope/endpoint-core";\n');
      expect(stdout).toContain(
        `const api = createEndpoint({\n  baseUrl: "https://pets.example",\n  styles: {\n    "GET /pets/{id}": {`,
      );
      expect(stdout).toContain(
        'const options = api("GET /pets/{id}", {\n  params: {\n    path: {\n      id: 7,\n    },',
      );
    },
  );

  it("leaves the table out of a snippet when it has no entry for the operation, and keeps its server as the base", async () => {
    const { stdout } = await endpointCli(["--openapi", "GET /health", "--styles", styles, "--to", "fetch"]);
    expect(stdout).toContain(
      'const api = createEndpoint({\n  baseUrl: "https://pets.example/v1",\n});\nconst options = api("GET /health");\n',
    );
  });

  it("--to SNIPPET with a binary --data @FILE reads the file when it runs, and sends what the adapter sends", async () => {
    const dir = mkdtempSync(join(tmpdir(), "endpoint-grouped-"));
    const bytes = new Uint8Array(3000).map((_, i) => (i * 13) % 256);
    const file = join(dir, "photo.bin");
    writeFileSync(file, bytes);
    try {
      const call = [
        "--openapi",
        "POST /pets/{id}/photo",
        "--path",
        "id:=3",
        "-H",
        "content-type: application/octet-stream",
      ];
      const snippet = (await endpointCli([...call, "--data", `@${file}`, "--base-url", wire.origin, "--to", "fetch"]))
        .stdout;
      expect(snippet).toMatch(/^import \{ readFile \} from "node:fs\/promises";\n/);
      expect(snippet).toContain(`body: new Uint8Array(await readFile(${JSON.stringify(file)})),`);
      const viaSnippet = await arrives(wire, () =>
        execFileAsync(process.execPath, ["--input-type=module", "-e", snippet], { cwd: packageDir }),
      );
      const options = createEndpoint({ baseUrl: wire.origin })("POST /pets/{id}/photo", {
        params: { path: { id: 3 } },
        headers: { "content-type": "application/octet-stream" },
        body: bytes,
      });
      const viaAdapter = await arrives(wire, () => fetch(...toFetch(options)).then((r) => r.arrayBuffer()));
      expect(viaSnippet).toStrictEqual(viaAdapter);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses GitHub's options, --styles without --openapi, and a path left out", async () => {
    await usageError(
      ["--openapi", "GET /x", "--preview", "p"],
      "--preview is GitHub's; --openapi builds the request in OpenAPI's dialect, which has none",
    );
    await usageError(["--openapi", "GET /x", "--keep-slashes", "p"], /--keep-slashes is GitHub's/);
    await usageError(
      ["--openapi", "GET /x", "mediaType:={}"],
      /"mediaType" is not an option of an --openapi call \(headers, request, styles, body\)/,
    );
    await usageError(
      ["GET /x", "--styles", styles],
      "--styles goes with --openapi: the GitHub dialect writes lists as querySerializer says",
    );
    await usageError(
      ["--openapi", "GET /v1/{name}:cancel"],
      "the route's path needs name: give --path name=...",
      "ERR_PARAMETER_MISSING",
    );
  });

  it("takes no method, URL or base in an --openapi call: the route says the first two, --base-url makes the entry's base", async () => {
    for (const name of ["method", "url"])
      await usageError(
        ["--openapi", "GET /pets", `${name}=x`],
        `"${name}" is not an option of an --openapi call: the route says the method and the path`,
      );
    await usageError(
      ["--openapi", "GET /pets", "baseUrl=https://evil.example"],
      '"baseUrl" is not an option of an --openapi call: give the base with --base-url',
    );
    // the same names as query parameters are parameters, and --base-url is the entry's base, in the request and the snippet
    const argv = [
      "--openapi",
      "GET /pets",
      "--query",
      "baseUrl=https://evil.example",
      "--base-url",
      "https://pets.example",
    ];
    expect(JSON.parse((await endpointCli([...argv, "--to", "json"])).stdout).url).toBe(
      "https://pets.example/pets?baseUrl=https%3A%2F%2Fevil.example",
    );
    const snippet = (await endpointCli([...argv, "--to", "fetch"])).stdout;
    expect(snippet).toContain('const api = createEndpoint({\n  baseUrl: "https://pets.example",\n});');
    expect(snippet).not.toMatch(/api\("GET \/pets", \{[^]*baseUrl: "https:\/\/pets/);
  });

  it("reports a --styles file that cannot be read or is no table, with exit 1", async () => {
    await usageError(
      ["--openapi", "GET /x", "--styles", "missing.json"],
      'cannot read the description from "missing.json": ENOENT',
      "ERR_OPENAPI_READ",
      1,
    );
    const dir = mkdtempSync(join(tmpdir(), "endpoint-grouped-"));
    try {
      writeFileSync(join(dir, "list.json"), "[1]");
      await usageError(
        ["--openapi", "GET /x", "--styles", join(dir, "list.json")],
        /ERR_OPENAPI_INVALID: --styles .*list\.json is neither a style table/,
        "",
        1,
      );
      // the core checks the table itself
      writeFileSync(join(dir, "bad.json"), '{ "GET /x": { "query": { "a": { "style": "tabDelimited" } } } }');
      await usageError(
        ["--openapi", "GET /x", "--styles", join(dir, "bad.json")],
        /^endpoint: ERR_OPTIONS_INVALID: /,
        "",
        1,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the route check in linear time", () => {
  // judged on the expressions, without a clock: recheck (scripts/regex-audit.mjs) proves each
  // linear or names an attack; /\{([^}]*)\}/g looked for a "}" after every "{" of the route
  it("writes no regex of packages/cli/src that backtracks on some input", async () => {
    const judged = await auditRegexes(
      [fileURLToPath(new URL("../src", import.meta.url))],
      fileURLToPath(new URL("../../..", import.meta.url)),
    );
    expect(judged.length).toBeGreaterThan(20);
    expect(judged.filter(({ status }) => status !== "safe")).toEqual([]);
  }, 60_000);

  it("names the same path parameters as the regex it replaced, on any route", () => {
    const missing = (route: string): string => {
      try {
        checkGroupedPath(route, { path: {} }, "openapi");
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const oracle = (route: string): string => {
      const path = /^[^?#]*/.exec(route.slice(4))![0];
      const names = [...path.matchAll(/\{([^}]*)\}/g)].map(([, name]) => name!);
      return names.length === 0
        ? ""
        : `the route's path needs ${names.join(", ")}: give ${names.map((name) => `--path ${name}=...`).join(" ")}`;
    };
    const text = fc.stringMatching(/^[{}a/?#]*$/);
    fc.assert(
      fc.property(text, (url) => {
        expect(missing(`GET ${url}`)).toBe(oracle(`GET ${url}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses "GET /" and 80,000 "{" as the core does (the CLI\'s own check took over 4 s)', async () => {
    const result = await endpointCli(["--openapi", `GET /${"{".repeat(80_000)}`, "--base-url", "https://h.example"]);
    expect(result).toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(/^endpoint: ERR_TEMPLATE_SYNTAX: /),
    });
  });
});
