import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "@scope/endpoint-cli";
import { styleTable } from "../src/openapi-styles.ts";

// `endpoint openapi styles FILE` on the vendored descriptions in test/fixtures, and on small ones
// written for each error the command reports.
const fixtures = fileURLToPath(new URL("fixtures/", import.meta.url));
const fixture = (name: string): string => join(fixtures, name);
const scratch = mkdtempSync(join(tmpdir(), "endpoint-openapi-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `text` to a scratch file named `name` and returns its path. */
function scratchFile(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

async function endpoint(argv: string[], stdin = "") {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdin: async () => new TextEncoder().encode(stdin),
  });
  return { code, stdout, stderr };
}

const PETSTORE_TABLE = {
  "GET /pets": {
    query: {
      tags: { explode: false },
      ids: { style: "pipeDelimited" },
      filter: { style: "deepObject", explode: true },
      next: { allowReserved: true },
    },
  },
  "GET /pets/{id}": { path: { id: { style: "label" } }, header: { "x-trace": { explode: true } } },
  // the operation's own id (no style) overrides the path item's label id; the shared header stays
  "DELETE /pets/{id}": { header: { "x-trace": { explode: true } } },
  "GET /pets/{id}/photos/{size}": {
    path: { size: { style: "matrix", explode: true } },
    query: { sort: { style: "spaceDelimited" } },
    header: { "x-fields": { explode: true } },
  },
};

/** The table `endpoint openapi styles` prints: format 2, no server for a description that names none. */
const format2 = (operations: object) => ({ format: 2, operations });

describe("endpoint openapi styles", () => {
  it("prints, as JSON, every parameter that differs from OpenAPI's defaults, by operation", async () => {
    const { code, stdout, stderr } = await endpoint(["openapi", "styles", fixture("petstore.yaml")]);
    expect({ code, stderr }).toStrictEqual({ code: 0, stderr: "" });
    expect(JSON.parse(stdout)).toStrictEqual(format2(PETSTORE_TABLE));
    // key order: format, then as the description lists paths, methods and parameters; path, query, header in each entry
    expect(stdout).toBe(`${JSON.stringify(format2(PETSTORE_TABLE), null, 2)}\n`);
  });

  it("leaves out cookie parameters and operations whose parameters all keep the defaults", async () => {
    const { stdout } = await endpoint(["openapi", "styles", fixture("petstore.yaml")]);
    expect(stdout).not.toContain(`"session"`);
    expect(stdout).not.toContain("/health");
    expect(stdout).not.toContain(`"limit"`);
  });

  it("prints no operations for a description whose parameters all keep the defaults (written out or left out)", async () => {
    expect(await endpoint(["openapi", "styles", fixture("defaults.json")])).toStrictEqual({
      code: 0,
      stdout: '{\n  "format": 2,\n  "operations": {}\n}\n',
      stderr: "",
    });
  });

  it("reads the same description as JSON, YAML, or from stdin (-) either way", async () => {
    const description = parse((await import("node:fs")).readFileSync(fixture("petstore.yaml"), "utf8")) as Record<
      string,
      unknown
    >;
    const table = format2(PETSTORE_TABLE);
    const json = scratchFile("petstore.json", JSON.stringify(description));
    expect(JSON.parse((await endpoint(["openapi", "styles", json])).stdout)).toStrictEqual(table);
    const yamlText = (await import("node:fs")).readFileSync(fixture("petstore.yaml"), "utf8");
    expect(JSON.parse((await endpoint(["openapi", "styles", "-"], yamlText)).stdout)).toStrictEqual(table);
    expect(JSON.parse((await endpoint(["openapi", "styles", "-"], JSON.stringify(description))).stdout)).toStrictEqual(
      table,
    );
    // a file named neither .json nor .yaml: JSON when it starts with "{", else YAML; a BOM is skipped
    const untyped = scratchFile("petstore.txt", `\uFEFF${yamlText}`);
    expect(JSON.parse((await endpoint(["openapi", "styles", untyped])).stdout)).toStrictEqual(table);
  });

  it("--format ts prints a module exporting the table as a StyleTable", async () => {
    const { code, stdout } = await endpoint(["openapi", "styles", fixture("petstore.yaml"), "--format", "ts"]);
    expect(code).toBe(0);
    const head = 'import type { StyleTable } from "@scope/endpoint-core";\n\nexport const styles: StyleTable = ';
    const tail = ";\n";
    expect(stdout.startsWith(head) && stdout.endsWith(tail)).toBe(true);
    expect(JSON.parse(stdout.slice(head.length, -tail.length))).toStrictEqual(format2(PETSTORE_TABLE));
    expect((await endpoint(["openapi", "styles", fixture("defaults.json"), "--format", "ts"])).stdout).toBe(
      `${head}{\n  "format": 2,\n  "operations": {}\n}${tail}`,
    );
  });

  it("reads Swagger 2.0's collectionFormat as OpenAPI 3 styles, and a file among formData as a multipart body", async () => {
    const { code, stdout } = await endpoint(["openapi", "styles", fixture("swagger.yaml")]);
    expect(code).toBe(0);
    // csv in a path or header is simple's own list; multi is form exploded, the query default
    expect(JSON.parse(stdout).operations).toStrictEqual({
      "GET /things/{ids}": {
        query: { csv: { explode: false }, ssv: { style: "spaceDelimited" }, pipes: { style: "pipeDelimited" } },
      },
      "POST /things/{ids}": { body: { mediaType: "multipart/form-data" } },
    });
  });

  it("prints its help", async () => {
    for (const argv of [
      ["openapi", "--help"],
      ["openapi", "styles", "--help"],
      ["openapi", "-h"],
    ]) {
      const { code, stdout } = await endpoint(argv);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Usage: endpoint openapi styles <description\.yaml\|json\|-> \[--format json\|ts\]\n/);
      expect(stdout).toContain("cookie parameters are left out");
    }
  });
});

describe("endpoint openapi styles: errors, one line on stderr with a documented exit code", () => {
  const fails = async (argv: string[], code: number, line: RegExp | string, stdin?: string) => {
    const result = await endpoint(argv, stdin);
    expect(result).toStrictEqual({
      code,
      stdout: "",
      stderr: typeof line === "string" ? `${line}\n` : expect.stringMatching(line),
    });
    expect(result.stderr.split("\n")).toHaveLength(2);
  };
  const styles = (name: string, text: string) => ["openapi", "styles", scratchFile(name, text)];

  it("exits 1 with ERR_OPENAPI_READ for a file it cannot read", async () => {
    await fails(
      ["openapi", "styles", join(scratch, "missing.yaml")],
      1,
      `endpoint: ERR_OPENAPI_READ: cannot read the description from ${JSON.stringify(join(scratch, "missing.yaml"))}: ENOENT`,
    );
    await fails(
      ["openapi", "styles", scratch],
      1,
      /^endpoint: ERR_OPENAPI_READ: cannot read the description from .*: EISDIR\n$/,
    );
  });

  it("exits 1 with ERR_OPENAPI_PARSE, the line and column, for a file that is not JSON or YAML", async () => {
    await fails(
      styles("broken.yaml", "openapi: 3.1.0\npaths:\n  /a: [1,\nb: 2\n"),
      1,
      /^endpoint: ERR_OPENAPI_PARSE: .*broken\.yaml is not YAML: .* at line 4, column 1\n$/,
    );
    await fails(
      styles("broken.json", '{\n  "openapi": "3.1.0",\n  "paths": {,}\n}'),
      1,
      /^endpoint: ERR_OPENAPI_PARSE: .*broken\.json is not JSON: .* at line 3, column 13\n$/,
    );
    await fails(
      styles("dup.yaml", "openapi: 3.1.0\nopenapi: 3.0.0\n"),
      1,
      /ERR_OPENAPI_PARSE: .* Map keys must be unique at line 2/,
    );
    await fails(styles("alias.yaml", "a: *nowhere\n"), 1, /ERR_OPENAPI_PARSE: .*alias\.yaml is not YAML: .*nowhere/);
    // aliases of aliases, 10^9 nodes expanded: refused, not built
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${"abcdefghij"[i]}: &${"abcdefghij"[i]} [${Array(10)
          .fill(`*${"abcdefghij"[i - 1]}`)
          .join(", ")}]`,
      );
    await fails(styles("bomb.yaml", bomb.join("\n")), 1, /ERR_OPENAPI_PARSE: .*bomb\.yaml is not YAML: .*alias/i);
    const latin1 = join(scratch, "latin1.yaml");
    writeFileSync(latin1, new Uint8Array([0x61, 0x3a, 0x20, 0xe9, 0x0a]));
    await fails(
      ["openapi", "styles", latin1],
      1,
      /ERR_OPENAPI_PARSE: the description from .*latin1\.yaml" is not UTF-8 text\n$/,
    );
  });

  it("exits 1 with ERR_OPENAPI_INVALID for a document that is no OpenAPI description", async () => {
    await fails(
      styles("package.json", '{ "name": "x", "version": "1.0.0" }'),
      1,
      /ERR_OPENAPI_INVALID: .*package\.json is not an OpenAPI description: it has no "openapi" \(3\.x\) or "swagger" \(2\.0\) field at the top\n$/,
    );
    await fails(
      styles("list.yaml", "- a\n- b\n"),
      1,
      /ERR_OPENAPI_INVALID: .*list\.yaml is not an OpenAPI description: it is a list/,
    );
    await fails(
      styles("empty.yaml", ""),
      1,
      /ERR_OPENAPI_INVALID: .*empty\.yaml is not an OpenAPI description: it is a null/,
    );
    await fails(
      styles("v4.yaml", "openapi: 4.0.0\n"),
      1,
      /ERR_OPENAPI_INVALID: .*openapi "4\.0\.0" is not a version this reads/,
    );
    await fails(
      styles("v12.yaml", 'swagger: "1.2"\n'),
      1,
      /ERR_OPENAPI_INVALID: .*swagger "1\.2" is not a version this reads \(2\.0\)/,
    );
    // a YAML number, not the string the specification requires
    await fails(
      styles("number.yaml", "openapi: 3.1\n"),
      1,
      /ERR_OPENAPI_INVALID: .*openapi 3\.1 is not a version this reads/,
    );
  });

  it("exits 1 with ERR_OPENAPI_INVALID, naming where, for a style the table cannot hold", async () => {
    const op = (parameter: string) =>
      `openapi: 3.1.0\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - ${parameter}\n`;
    await fails(
      styles("form-path.yaml", op("{ name: id, in: path, required: true, style: form }")),
      1,
      'endpoint: ERR_OPENAPI_INVALID: paths["/a/{id}"].get.parameters[0]: style "form" is not one of simple, label, matrix',
    );
    await fails(
      styles("deep.yaml", op("{ name: f, in: query, style: deepObject, explode: false }")),
      1,
      /ERR_OPENAPI_INVALID: paths\["\/a\/\{id\}"\]\.get\.parameters\[0\]: deepObject is only exploded\n$/,
    );
    await fails(
      styles("unknown.yaml", op("{ name: f, in: query, style: tabDelimited }")),
      1,
      /style "tabDelimited" is not one of form, spaceDelimited, pipeDelimited, deepObject/,
    );
    await fails(
      styles("explode.yaml", op('{ name: f, in: query, explode: "yes" }')),
      1,
      /parameters\[0\]\.explode: expected a boolean, got string/,
    );
    await fails(
      styles("where.yaml", op("{ name: f, in: somewhere }")),
      1,
      /"in" is "somewhere", not path, query, header or cookie/,
    );
    await fails(styles("noname.yaml", op("{ in: query }")), 1, /parameters\[0\] has no "name" and "in"/);
    await fails(
      styles(
        "tsv.yaml",
        'swagger: "2.0"\npaths:\n  /a:\n    get:\n      parameters:\n        - { name: t, in: query, type: array, collectionFormat: tsv }\n',
      ),
      1,
      /ERR_OPENAPI_INVALID: .*collectionFormat "tsv" in query has no OpenAPI 3 style/,
    );
  });

  it("exits 1 with ERR_OPENAPI_REF for a $ref that does not resolve, points to another file, or loops", async () => {
    const withRef = (ref: string, components = "") =>
      `openapi: 3.0.3\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: "${ref}"\n${components}`;
    await fails(
      styles("missing-ref.yaml", withRef("#/components/parameters/nope", "components:\n  parameters: {}\n")),
      1,
      'endpoint: ERR_OPENAPI_REF: paths["/a"].get.parameters[0]: $ref "#/components/parameters/nope" does not resolve: there is no "nope" there',
    );
    await fails(
      styles("external-ref.yaml", withRef("common.yaml#/components/parameters/limit")),
      1,
      /ERR_OPENAPI_REF: .*\$ref "common\.yaml#\/components\/parameters\/limit" points into another document; only local references \(#\/\.\.\.\) are resolved/,
    );
    await fails(
      styles(
        "loop-ref.yaml",
        withRef(
          "#/components/parameters/a",
          'components:\n  parameters:\n    a: { $ref: "#/components/parameters/b" }\n    b: { $ref: "#/components/parameters/a" }\n',
        ),
      ),
      1,
      /ERR_OPENAPI_REF: .*\$ref "#\/components\/parameters\/a" leads back to itself/,
    );
  });

  it("exits 2 with ERR_USAGE for a command line to fix", async () => {
    await fails(["openapi"], 2, "endpoint: ERR_USAGE: missing what to do: endpoint openapi styles <description.yaml>");
    await fails(
      ["openapi", "style", "a.yaml"],
      2,
      /ERR_USAGE: unknown command endpoint openapi "style"; did you mean styles\?/,
    );
    await fails(["openapi", "styles"], 2, /ERR_USAGE: missing the description/);
    await fails(
      ["openapi", "styles", "a.yaml", "b.yaml"],
      2,
      /ERR_USAGE: endpoint openapi styles takes one description; got 2/,
    );
    await fails(
      ["openapi", "styles", "a.yaml", "--format", "yaml"],
      2,
      'endpoint: ERR_USAGE: --format must be json or ts; got "yaml"',
    );
    await fails(
      ["openapi", "styles", "a.yaml", "--to", "curl"],
      2,
      "endpoint: ERR_USAGE: unknown option --to for endpoint openapi",
    );
  });
});

describe("styleTable", () => {
  it("returns {} for a description without paths (3.1 allows webhooks only) and skips x- keys", () => {
    expect(styleTable({ openapi: "3.1.0", webhooks: {} }, "api")).toStrictEqual({});
    expect(styleTable({ openapi: "3.1.0", paths: { "x-meta": { get: 1 } } }, "api")).toStrictEqual({});
  });

  it("follows a path item's $ref, JSON pointer escapes (~1, ~0, %25) included", () => {
    const description = {
      openapi: "3.1.0",
      paths: { "/a": { $ref: "#/components/pathItems/a~1b" } },
      components: {
        pathItems: { "a/b": { get: { parameters: [{ $ref: "#/components/parameters/x~0y%25" }] } } },
        parameters: { "x~y%": { name: "ids", in: "query", style: "pipeDelimited" } },
      },
    };
    expect(styleTable(description, "api")).toStrictEqual({ "GET /a": { query: { ids: { style: "pipeDelimited" } } } });
  });

  it("leaves out parameters described by content, and reads 3.2's query method and additionalOperations", () => {
    const parameters = [
      { name: "where", in: "query", content: { "application/json": {} } },
      { name: "ids", in: "query", explode: false },
    ];
    expect(
      styleTable(
        {
          openapi: "3.2.0",
          paths: { "/a": { query: { parameters }, additionalOperations: { link: { parameters } } } },
        },
        "api",
      ),
    ).toStrictEqual({
      "QUERY /a": { query: { ids: { explode: false } } },
      "LINK /a": { query: { ids: { explode: false } } },
    });
    // before 3.2, "query" is no method
    expect(styleTable({ openapi: "3.1.0", paths: { "/a": { query: { parameters } } } }, "api")).toStrictEqual({});
  });

  it("ignores allowReserved outside the query, as OpenAPI does", () => {
    const parameters = [{ name: "id", in: "path", allowReserved: true }];
    expect(styleTable({ openapi: "3.0.0", paths: { "/a/{id}": { get: { parameters } } } }, "api")).toStrictEqual({});
  });
});

/** Parameters named like Object.prototype's own keys, each with a style that differs from the defaults. */
const PROTO_NAMED = `openapi: 3.1.0
paths:
  /a:
    get:
      parameters:
        - { name: __proto__, in: query, explode: false }
        - { name: constructor, in: query, style: pipeDelimited }
        - { name: prototype, in: query, style: spaceDelimited }
        - { name: __proto__, in: header, explode: true }
`;
const PROTO_TABLE = JSON.parse(
  '{"GET /a":{"query":{"__proto__":{"explode":false},"constructor":{"style":"pipeDelimited"},"prototype":{"style":"spaceDelimited"}},"header":{"__proto__":{"explode":true}}}}',
);

describe("parameters named __proto__, constructor and prototype", () => {
  it("are ordinary keys of the table (__proto__ set the entry's prototype and vanished)", async () => {
    const { code, stdout } = await endpoint(["openapi", "styles", scratchFile("proto.yaml", PROTO_NAMED)]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${JSON.stringify(format2(PROTO_TABLE), null, 2)}\n`);
    const table = JSON.parse(stdout).operations;
    expect(Object.keys(table["GET /a"].query)).toStrictEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.keys(table["GET /a"].header)).toStrictEqual(["__proto__"]);
  });

  it("reach createEndpoint through --styles: each one written in its style", async () => {
    const { code, stdout } = await endpoint([
      "--openapi",
      "GET /a",
      "--query",
      '__proto__:=["a","b"]',
      "--query",
      'constructor:=["c","d"]',
      "--query",
      'prototype:=["e","f"]',
      "--header-param",
      '__proto__:={"k":"v"}',
      "--styles",
      scratchFile("proto.yaml", PROTO_NAMED),
      "--base-url",
      "https://h.example",
    ]);
    expect(code).toBe(0);
    const { url, headers } = JSON.parse(stdout);
    expect(url).toBe("https://h.example/a?__proto__=a,b&constructor=c%7Cd&prototype=e%20f");
    expect(Object.entries(headers)).toStrictEqual([["__proto__", "k=v"]]);
  });
});

describe("hostile descriptions: $ref chains, amplification and size", () => {
  /** K parameters that each `$ref` the first of K links chained to one Parameter Object. */
  function chained(k: number, count: { reads: number }) {
    const links: Record<string, unknown> = {};
    for (let i = 0; i < k; i++) links[`p${i}`] = { $ref: `#/components/parameters/p${i + 1}` };
    links[`p${k}`] = { name: "tags", in: "query", explode: false };
    // every read of a link is a step of some walk along the chain
    const parameters = new Proxy(links, {
      get: (target, key) => {
        count.reads++;
        return Reflect.get(target, key);
      },
    });
    const refs = Array.from({ length: k }, () => ({ $ref: "#/components/parameters/p0" }));
    return { openapi: "3.1.0", paths: { "/a": { get: { parameters: refs } } }, components: { parameters } };
  }

  it("follows each $ref once per document: K links named by K parameters take about K steps, not K²", () => {
    const k = 2000;
    const count = { reads: 0 };
    expect(styleTable(chained(k, count), "api")).toStrictEqual({ "GET /a": { query: { tags: { explode: false } } } });
    // each link is read once, when the first parameter walks the chain (it was K² = 4,000,000 reads)
    expect(count.reads).toBeLessThanOrEqual(k + 1);
  });

  it("still refuses a loop reached through a chain already followed", () => {
    const description = {
      openapi: "3.1.0",
      paths: {
        "/a": { get: { parameters: [{ $ref: "#/components/parameters/a" }] } },
        "/b": { get: { parameters: [{ $ref: "#/components/parameters/c" }] } },
      },
      components: {
        parameters: {
          a: { $ref: "#/components/parameters/b" },
          b: { name: "ids", in: "query", explode: false },
          c: { $ref: "#/components/parameters/d" },
          d: { $ref: "#/components/parameters/c" },
        },
      },
    };
    expect(() => styleTable(description, "api")).toThrow(
      expect.objectContaining({ code: "ERR_OPENAPI_REF", message: expect.stringMatching(/leads back to itself/) }),
    );
  });

  /** K paths that each `$ref` one path item of K parameters: K² table entries from a description of size K. */
  const fan = (k: number, name = (i: number) => `q${i}`) =>
    JSON.stringify({
      openapi: "3.1.0",
      paths: Object.fromEntries(
        Array.from({ length: k }, (_, i) => [`/p${i}`, { $ref: "#/components/pathItems/big" }]),
      ),
      components: {
        pathItems: {
          big: {
            get: { parameters: Array.from({ length: k }, (_, i) => ({ name: name(i), in: "query", explode: false })) },
          },
        },
      },
    });

  it("refuses a table that would visit over 2^21 parameters (1,500 paths $ref one path item of 1,500): exit 1, ERR_OPENAPI_TOO_LARGE", async () => {
    const file = scratchFile("fan.json", fan(1500));
    const tooLarge =
      /^endpoint: ERR_OPENAPI_TOO_LARGE: the style table of .*fan\.json would visit over 2,097,152 parameters .*\n$/;
    for (const argv of [
      ["openapi", "styles", file],
      ["--openapi", "GET /p0", "--styles", file, "--base-url", "https://h.example"],
    ])
      expect(await endpoint(argv)).toStrictEqual({ code: 1, stdout: "", stderr: expect.stringMatching(tooLarge) });
  });

  it("refuses a table that would print over 100 MiB (a 1 MiB parameter name $ref'd from 101 paths), and prints one just under", async () => {
    const long = "n".repeat(1024 * 1024);
    const description = (paths: number) =>
      JSON.stringify({
        openapi: "3.1.0",
        paths: Object.fromEntries(
          Array.from({ length: paths }, (_, i) => [`/p${i}`, { $ref: "#/components/pathItems/a" }]),
        ),
        components: { pathItems: { a: { get: { parameters: [{ name: long, in: "query", explode: false }] } } } },
      });
    expect(await endpoint(["openapi", "styles", scratchFile("long.json", description(101))])).toStrictEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(
        /^endpoint: ERR_OPENAPI_TOO_LARGE: the style table of .*long\.json is over 100 MiB\n$/,
      ),
    });
    const { code, stdout } = await endpoint(["openapi", "styles", scratchFile("long.json", description(90))]);
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout).operations)).toHaveLength(90);
  });

  it("refuses a description of over 2^21 nodes before parsing it, JSON or YAML: exit 1, ERR_OPENAPI_TOO_LARGE", async () => {
    const items = `[${"0,".repeat(2 ** 21)}0]`;
    const over = (name: string) =>
      new RegExp(
        `^endpoint: ERR_OPENAPI_TOO_LARGE: .*${name} holds over 2,097,152 nodes \\(scalars, lists, maps, pairs\\)`,
      );
    for (const [name, text] of [
      ["nodes.json", `{"openapi":"3.1.0","x-items":${items}}`],
      ["nodes.yaml", `openapi: 3.1.0\nx-items: ${items}\n`],
    ] as const)
      expect(await endpoint(["openapi", "styles", scratchFile(name, text)])).toStrictEqual({
        code: 1,
        stdout: "",
        stderr: expect.stringMatching(over(name.replace(".", "\\."))),
      });
  });

  it("refuses a description over 100 MiB as too large, from a file or stdin, with the same code", async () => {
    let stderr = "";
    const code = await run(["openapi", "styles", "-"], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      stdin: async () => new Uint8Array(100 * 1024 * 1024 + 1),
    });
    expect({ code, stderr }).toStrictEqual({
      code: 1,
      stderr: "endpoint: ERR_OPENAPI_TOO_LARGE: the description from stdin is over 100 MiB\n",
    });
  });

  it("checks a YAML map of 80,000 keys for a repeated key in one pass (yaml's own check took 137 s)", async () => {
    const keys = Array.from({ length: 80_000 }, (_, i) => `  /p${i}: {}\n`).join("");
    const unique = await endpoint(["openapi", "styles", scratchFile("keys.yaml", `openapi: 3.1.0\npaths:\n${keys}`)]);
    expect(unique).toStrictEqual({ code: 0, stdout: '{\n  "format": 2,\n  "operations": {}\n}\n', stderr: "" });
    const repeated = await endpoint([
      "openapi",
      "styles",
      scratchFile("keys-repeated.yaml", `openapi: 3.1.0\npaths:\n${keys}  /p7: {}\n`),
    ]);
    expect(repeated).toStrictEqual({
      code: 1,
      stdout: "",
      stderr: expect.stringMatching(
        /ERR_OPENAPI_PARSE: .*keys-repeated\.yaml is not YAML: Map keys must be unique at line 80003, column 3\n$/,
      ),
    });
  });
});
