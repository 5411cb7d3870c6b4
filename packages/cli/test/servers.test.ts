import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createEndpoint } from "@scope/endpoint-core";
import { useWireServer } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "@scope/endpoint-cli";
import { arrives } from "./cli-on-wire.ts";

// The description's first server in the table `endpoint openapi styles` prints (format 2,
// docs/rules.md#the-description-table), and as the base of `--openapi --styles` when no --base-url
// is given: the printed request and the printed snippet alike.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "endpoint-servers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const execFileAsync = promisify(execFile);
const wire = useWireServer();

/** Writes `description` (an object, as JSON) to a scratch file and returns its path. */
function described(name: string, description: object): string {
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(description));
  return path;
}

async function endpoint(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: async () => new Uint8Array(),
  });
  return { code, stdout, stderr };
}

/** The `server` of the table printed for `description`, or what went wrong. */
async function serverOf(description: object): Promise<unknown> {
  const { code, stdout, stderr } = await endpoint(["openapi", "styles", described("api.json", description)]);
  return code === 0 ? JSON.parse(stdout).server : stderr;
}

const paths = { "/pets/{id}": { get: { parameters: [{ name: "id", in: "path", required: true, style: "label" }] } } };

describe("endpoint openapi styles: the server", () => {
  it("writes OpenAPI 3's first server with each variable at its default, before the operations", async () => {
    const description = {
      openapi: "3.1.0",
      servers: [
        {
          url: "https://{region}.pets.example:{port}/{version}",
          variables: {
            region: { default: "eu", enum: ["eu", "us"] },
            port: { default: "8443" },
            version: { default: "v2" },
          },
        },
        { url: "https://sandbox.pets.example" },
      ],
      paths,
    };
    const { code, stdout } = await endpoint(["openapi", "styles", described("vars.json", description)]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `${JSON.stringify(
        {
          format: 2,
          server: "https://eu.pets.example:8443/v2",
          operations: { "GET /pets/{id}": { path: { id: { style: "label" } } } },
        },
        null,
        2,
      )}\n`,
    );
  });

  it("writes a relative server rooted, as a page at the root of its origin resolves it", async () => {
    for (const [url, server] of [
      ["/api/v3", "/api/v3"],
      ["v1", "/v1"],
      ["./v1/", "/v1/"],
      ["", "/"],
      // no scheme: the API's, taken to be https
      ["//pets.example/v1", "https://pets.example/v1"],
    ])
      expect(await serverOf({ openapi: "3.0.3", servers: [{ url }], paths: {} }), url).toBe(server);
  });

  it("leaves the server out when the description names none", async () => {
    expect(await serverOf({ openapi: "3.1.0", paths: {} })).toBeUndefined();
    expect(await serverOf({ openapi: "3.1.0", servers: [], paths: {} })).toBeUndefined();
    expect(await serverOf({ swagger: "2.0", paths: {} })).toBeUndefined();
  });

  it("writes Swagger 2.0's schemes[0]://host and basePath, https without schemes, the basePath alone without a host", async () => {
    const swagger = (fields: object) => serverOf({ swagger: "2.0", paths: {}, ...fields });
    expect(await swagger({ schemes: ["http", "https"], host: "pets.example:8080", basePath: "/v1" })).toBe(
      "http://pets.example:8080/v1",
    );
    expect(await swagger({ host: "pets.example" })).toBe("https://pets.example");
    expect(await swagger({ host: "pets.example", basePath: "v1" })).toBe("https://pets.example/v1");
    expect(await swagger({ basePath: "/api/v3" })).toBe("/api/v3");
  });

  it("writes the server in the --format ts module too", async () => {
    const file = described("ts.json", { swagger: "2.0", host: "pets.example", basePath: "/v1", paths: {} });
    const { stdout } = await endpoint(["openapi", "styles", file, "--format", "ts"]);
    expect(stdout).toBe(
      'import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = {\n  "format": 2,\n  "server": "https://pets.example/v1",\n  "operations": {}\n};\n',
    );
  });

  it("exits 1 with ERR_OPENAPI_INVALID for a server it cannot make a base of, naming where", async () => {
    const fails = async (description: object, message: RegExp) =>
      expect(await serverOf(description)).toMatch(
        new RegExp(`^endpoint: ERR_OPENAPI_INVALID: ${message.source}.*\\n$`),
      );
    const openapi = (servers: unknown) => ({ openapi: "3.1.0", servers, paths: {} });
    await fails(
      openapi([{ url: "https://{region}.pets.example" }]),
      /servers\[0\]\.url: \{region\} has no default \(a string at servers\[0\]\.variables\.region\.default\)/,
    );
    await fails(
      openapi([{ url: "https://{region}.pets.example", variables: { region: { enum: ["eu"] } } }]),
      /servers\[0\]\.url: \{region\} has no default/,
    );
    // a variable is an own key of variables, never Object.prototype's
    await fails(
      openapi([{ url: "https://{toString}.pets.example", variables: {} }]),
      /servers\[0\]\.url: \{toString\} has no default/,
    );
    await fails(openapi([{ url: "https://pets example" }]), /servers\[0\]\.url is not a base createEndpoint takes/);
    await fails(openapi([{ url: "/\\pets.example" }]), /servers\[0\]\.url is not a base createEndpoint takes/);
    await fails(openapi([{ url: "\\\\[" }]), /servers\[0\]\.url is not a base createEndpoint takes/);
    await fails(openapi({ url: "https://pets.example" }), /servers is not a list/);
    await fails(openapi([{ description: "no url" }]), /servers\[0\] has no "url"/);
    await fails({ swagger: "2.0", host: 7, paths: {} }, /host is not a string/);
    await fails({ swagger: "2.0", host: "pets.example", schemes: "https", paths: {} }, /schemes is not a list/);
    await fails(
      { swagger: "2.0", host: "pets example", paths: {} },
      /schemes, host and basePath is not a base createEndpoint takes/,
    );
  });

  it("refuses a server whose variables would write over 100 MiB, before writing it", async () => {
    const long = "v".repeat(1024 * 1024);
    const description = {
      openapi: "3.1.0",
      servers: [{ url: `https://h.example/${"{v}".repeat(101)}`, variables: { v: { default: long } } }],
      paths: {},
    };
    expect(await serverOf(description)).toMatch(
      /^endpoint: ERR_OPENAPI_TOO_LARGE: the server URL at servers\[0\]\.url is over 100 MiB\n$/,
    );
  });
});

describe("--openapi --styles: the table's server is the base when --base-url is not given", () => {
  const description = {
    openapi: "3.1.0",
    servers: [{ url: "https://{host}/v1", variables: { host: { default: "pets.example" } } }],
    paths,
  };
  const call = ["--openapi", "GET /pets/{id}", "--path", "id:=7"];

  it("builds the request on the server, from the description or from the table it prints", async () => {
    const file = described("pets.json", description);
    const { stdout: table } = await endpoint(["openapi", "styles", file]);
    const fromTable = join(scratch, "styles.json");
    writeFileSync(fromTable, table);
    for (const styles of [file, fromTable]) {
      const { code, stdout } = await endpoint([...call, "--styles", styles]);
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toStrictEqual({ method: "get", url: "https://pets.example/v1/pets/.7", headers: {} });
    }
  });

  it("takes --base-url over the server", async () => {
    const file = described("pets.json", description);
    const { stdout } = await endpoint([...call, "--styles", file, "--base-url", "https://staging.example"]);
    expect(JSON.parse(stdout).url).toBe("https://staging.example/pets/.7");
  });

  it("prints a snippet whose base is the server, so it sends what the JSON shows", async () => {
    // the description's server is the loopback echo: the snippet's request and the printed one both reach it
    const file = described("wire.json", { ...description, servers: [{ url: `${wire.origin}/v1` }] });
    const printed = JSON.parse((await endpoint([...call, "--styles", file])).stdout);
    expect(printed.url).toBe(`${wire.origin}/v1/pets/.7`);
    const snippet = (await endpoint([...call, "--styles", file, "--to", "fetch"])).stdout;
    expect(snippet).toContain(`const api = createEndpoint({\n  baseUrl: ${JSON.stringify(`${wire.origin}/v1`)},\n`);
    const viaSnippet = await arrives(wire, () =>
      execFileAsync(process.execPath, ["--input-type=module", "-e", snippet], { cwd: packageDir }),
    );
    const viaJson = await arrives(wire, () => fetch(...toFetch(printed)).then((r) => r.text()));
    expect(viaSnippet).toStrictEqual(viaJson);
    expect(viaJson).toMatchObject({ method: "GET", path: "/v1/pets/.7" });
  });

  it("keeps URLs relative with neither: a format 1 table, or no table", async () => {
    const flat = join(scratch, "flat.json");
    writeFileSync(flat, JSON.stringify({ "GET /pets/{id}": { path: { id: { style: "label" } } } }));
    expect(JSON.parse((await endpoint([...call, "--styles", flat])).stdout).url).toBe("/pets/.7");
    expect(JSON.parse((await endpoint(call)).stdout).url).toBe("/pets/7");
    expect((await endpoint([...call, "--styles", flat, "--to", "fetch"])).stdout).toContain(
      'const api = createEndpoint({\n  styles: {\n    "GET /pets/{id}": {',
    );
  });

  it("refuses a table of a format createEndpoint does not read: exit 1, ERR_OPTIONS_INVALID naming it", async () => {
    const file = join(scratch, "format3.json");
    writeFileSync(file, JSON.stringify({ format: 3, operations: {} }));
    expect(await endpoint([...call, "--styles", file])).toStrictEqual({
      code: 1,
      stdout: "",
      stderr: "endpoint: ERR_OPTIONS_INVALID: styles.format: expected 2 (or none: format 1), got 3\n",
    });
    // and matches what createEndpoint itself says
    expect(() => createEndpoint({ styles: { format: 3, operations: {} } })).toThrow(
      "styles.format: expected 2 (or none: format 1), got 3",
    );
  });
});
