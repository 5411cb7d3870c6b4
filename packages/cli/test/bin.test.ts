import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The built bin, in a plain node child (vitest's workers resolve workspace packages to source):
// what a user who runs `npx endpoint` gets, stdout, stderr and exit code.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const bin = join(packageDir, "bin", "endpoint.cjs");
const version = (await import("../package.json", { with: { type: "json" } })).default.version;
const scratch = mkdtempSync(join(tmpdir(), "endpoint-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function endpointBin(args: string[], input?: string) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [bin, ...args], {
    encoding: "utf8",
    input,
    cwd: scratch,
  });
  return { status, stdout, stderr };
}

describe("the endpoint bin (bin/endpoint.cjs, loading dist/bin.cjs)", () => {
  it("prints a GET with a query as JSON", () => {
    const result = endpointBin([
      "GET /orgs/{org}/repos",
      "org=octokit",
      "type=private",
      "-H",
      "authorization: token X",
    ]);
    expect(result).toStrictEqual({
      status: 0,
      stderr: "",
      stdout: `${JSON.stringify(
        {
          method: "get",
          url: "https://api.github.com/orgs/octokit/repos?type=private",
          headers: {
            accept: "application/vnd.github.v3+json",
            "user-agent": `scope-endpoint.js/${version}`,
            authorization: "token X",
          },
        },
        null,
        2,
      )}\n`,
    });
  });

  it("prints a curl command with --to curl", () => {
    const result = endpointBin([
      "POST /markdown/raw",
      "--data",
      "Hello **world**",
      "-H",
      "content-type: text/plain",
      "--to",
      "curl",
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`curl --request POST --url https://api.github.com/markdown/raw \\
  --header 'accept: application/vnd.github.v3+json' \\
  --header 'user-agent: scope-endpoint.js/${version}' \\
  --header 'content-type: text/plain' \\
  --data-raw 'Hello **world**'
`);
  });

  it("takes typed values, --base-url, previews and a media format", () => {
    const result = endpointBin([
      "GET /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "per_page:=100",
      'labels:=["a","b"]',
      "--base-url",
      "https://ghe.example/api/v3",
      "--preview",
      "squirrel-girl",
      "--media-format",
      "raw",
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: "https://ghe.example/api/v3/repos/o/r/issues?per_page=100&labels=a,b",
      headers: { accept: "application/vnd.github.squirrel-girl-preview.raw" },
    });
  });

  it("reads the body from a file with --data @file and from stdin with --data @-", () => {
    writeFileSync(join(scratch, "body.md"), "# From a file\n");
    expect(JSON.parse(endpointBin(["POST /markdown/raw", "--data", "@body.md"]).stdout).body).toBe("# From a file\n");
    expect(JSON.parse(endpointBin(["POST /markdown/raw", "--data", "@-"], "from stdin ü").stdout).body).toBe(
      "from stdin ü",
    );
  });

  it("prints --help and --version and exits 0", () => {
    expect(endpointBin(["--help"])).toMatchObject({
      status: 0,
      stderr: "",
      stdout: expect.stringMatching(/^Usage: endpoint /),
    });
    // the limit on what --data reads, and --keep-slashes, are stated where users look first
    expect(endpointBin(["--help"]).stdout).toMatch(/--data TEXT .*\n.*up to 100 MiB\n[^]*--keep-slashes P /);
    expect(endpointBin(["--version"])).toStrictEqual({ status: 0, stderr: "", stdout: `${version}\n` });
  });

  it("prints an EndpointError's code and message on stderr and exits 1", () => {
    expect(endpointBin(["GET /repos/{owner"])).toStrictEqual({
      status: 1,
      stdout: "",
      stderr: expect.stringMatching(/^endpoint: ERR_TEMPLATE_SYNTAX: .*position \d+\n$/),
    });
    expect(endpointBin(["GET /x", "-H", "bad header: 1"])).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^endpoint: ERR_HEADER_\w+: /),
    });
  });

  it("exits 1 with ERR_DATA_READ for a body file it cannot read", () => {
    expect(endpointBin(["POST /x", "--data", "@missing.txt"])).toMatchObject({
      status: 1,
      stdout: "",
      stderr: expect.stringMatching(/^endpoint: ERR_DATA_READ: cannot read the body from "missing.txt": ENOENT/),
    });
  });

  it("exits 2 on a usage error, with the code and a clear message on one line", () => {
    expect(endpointBin([])).toStrictEqual({
      status: 2,
      stdout: "",
      stderr: 'endpoint: ERR_USAGE: missing the route, e.g. endpoint "GET /orgs/{org}/repos" org=octokit\n',
    });
    expect(endpointBin(["GET /x", "--to", "wget"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^endpoint: ERR_USAGE: --to must be one of .*\n$/),
    });
  });

  it("prints an OpenAPI description's style table, YAML read by the yaml dependency the package declares", () => {
    const description = join(packageDir, "test", "fixtures", "readme", "pets.yaml");
    expect(endpointBin(["openapi", "styles", description])).toStrictEqual({
      status: 0,
      stderr: "",
      stdout: readFileSync(join(packageDir, "test", "fixtures", "readme", "styles.json"), "utf8"),
    });
    expect(endpointBin(["openapi", "styles", "missing.yaml"])).toStrictEqual({
      status: 1,
      stdout: "",
      stderr: 'endpoint: ERR_OPENAPI_READ: cannot read the description from "missing.yaml": ENOENT\n',
    });
  });

  it("is executable with its #! line, as npm links it, and so is dist/bin.cjs", () => {
    for (const file of [bin, join(packageDir, "dist", "bin.cjs")]) {
      const { status, stdout } = spawnSync(file, ["--version"], { encoding: "utf8" });
      expect({ status, stdout }).toStrictEqual({ status: 0, stdout: `${version}\n` });
    }
  });

  it("is a committed, executable file, so npm ci on a fresh clone links it before any build", () => {
    const { bin: bins } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
      bin: Record<string, string>;
    };
    expect(bins).toStrictEqual({ endpoint: "./bin/endpoint.cjs" });
    expect(
      execFileSync("git", ["ls-files", "--stage", "bin/endpoint.cjs"], { cwd: packageDir, encoding: "utf8" }),
    ).toMatch(/^100755 /);
  });

  it("ships in the tarball beside the built CLI it loads", () => {
    const [pack] = JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
        cwd: packageDir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    ) as [{ files: { path: string }[] }];
    expect(pack.files.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["bin/endpoint.cjs", "dist/bin.cjs", "dist/index.cjs"]),
    );
  });

  it("says to build, on one line and with exit code 70, when dist/ is missing (a fresh clone)", () => {
    const clone = join(scratch, "unbuilt");
    mkdirSync(join(clone, "bin"), { recursive: true });
    copyFileSync(bin, join(clone, "bin", "endpoint.cjs"));
    expect(
      spawnSync(process.execPath, [join(clone, "bin", "endpoint.cjs"), "GET /user"], { encoding: "utf8" }),
    ).toMatchObject({
      status: 70,
      stdout: "",
      stderr: `endpoint: ERR_NOT_BUILT: cannot load ${join(clone, "dist", "bin.cjs")}; in a clone of the repository, run "npm run build" first\n`,
    });
  });
});

describe("the built library", () => {
  const script = (load: string) => `${load}
    const { endpoint } = require("node:module").createRequire(require("node:path").resolve("package.json"))("@scope/endpoint-core");
    lib.render("curl", endpoint("GET /user")).then((out) => process.stdout.write(JSON.stringify({ targets: lib.TARGETS, out, help: lib.HELP.slice(0, 15) })));`;
  const expected = {
    targets: ["json", "curl", "fetch", "axios", "ky", "got", "undici", "http"],
    out: expect.stringMatching(/^curl --request GET --url https:\/\/api\.github\.com\/user \\\n/),
    help: "Usage: endpoint",
  };

  it("dist/index.cjs loads through require()", () => {
    const out = spawnSync(process.execPath, ["-e", script('const lib = require("./dist/index.cjs");')], {
      cwd: packageDir,
      encoding: "utf8",
    });
    expect(JSON.parse(out.stdout)).toStrictEqual(expected);
  });

  it("dist/index.mjs loads through import()", () => {
    const out = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
      const lib = await import("./dist/index.mjs"); ${script("")}`,
      ],
      { cwd: packageDir, encoding: "utf8" },
    );
    expect(JSON.parse(out.stdout)).toStrictEqual(expected);
  });
});
