import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, createServer, type AddressInfo } from "node:net";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import axios from "axios";
import got from "got";
import ky from "ky";
import { request } from "undici";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { toAxios } from "@scope/endpoint-axios";
import { useWireServer, type ReceivedRequest } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";
import { beforeEach, describe, expect, it } from "vitest";
import { arrives, cliOutput } from "./cli-on-wire.ts";
import { useRawEcho } from "./raw-echo.ts";
import { run } from "@scope/endpoint-cli";

// What the CLI prints is run for real against the contract's loopback wire echo, and what arrives
// is compared with what the adapter itself sends: the snippets in a plain node child, the curl
// command through /bin/sh (and through curl itself when the machine has it), raw HTTP on a socket.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const execFileAsync = promisify(execFile);
const wire = useWireServer();

/** A query, a raw text body, an upload to an absolute URL, a nasty body, an empty PUT, a PATCH, a HEAD and a timeout, all aimed at the echo (ORIGIN). */
const CASES: [string, string[]][] = [
  ["GET with a query", ["GET /orgs/{org}/repos", "org=octokit", "type=private", "-H", "authorization: token X"]],
  [
    "raw text body",
    [
      "POST /markdown/raw",
      "--data",
      "Hello world github/linguist#1 **cool**, and #1!",
      "-H",
      "content-type: text/plain; charset=utf-8",
    ],
  ],
  [
    "absolute URL, query and body",
    [
      "POST ORIGIN/repos/octocat/Hello-World/releases/1/assets{?name,label}",
      "name=example.zip",
      "label=short description",
      "-d",
      "Hello, world!",
      "-H",
      "content-type: text/plain",
    ],
  ],
  [
    "JSON body with quotes, $, backticks, newlines",
    [
      "POST /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "title=it's $HOME `id` \\n",
      "body=line 1\nline 2 ü",
      'labels:=["a","b"]',
      "per_page:=5",
    ],
  ],
  ["empty PUT body", ["PUT /user/starred/{owner}/{repo}", "owner=o", "repo=r"]],
  ["PATCH with a removed user-agent", ["PATCH /repos/o/r", "name=x", "-H", "user-agent:"]],
  ["HEAD", ["HEAD /rate_limit", "--preview", "squirrel-girl"]],
  ["GET with request.timeout", ["GET /rate_limit", 'request:={"timeout":5000}']],
  [
    "grouped: query parameters named like options",
    ["GET /search/code", "--query", "url=https://x", "--query", "method=POST", "--query", "data=d", "--query", "q=a+b"],
  ],
  [
    "grouped: path, query and header parameters, a JSON body",
    [
      "POST /repos/{owner}/{repo}/issues",
      "--path",
      "owner=o",
      "--path",
      "repo=r",
      "--query",
      "baseUrl=b",
      "--header-param",
      "x-trace=t1",
      'body:={"title":"it\'s"}',
    ],
  ],
  [
    "--openapi with a style table: label path, deepObject and explode:false query, a query named url",
    [
      "--openapi",
      "GET /pets/{id}",
      "--path",
      "id:=7",
      "--query",
      'tags:=["a","b"]',
      "--query",
      'filter:={"kind":"dog","age":2}',
      "--query",
      "url=https://x/?a=1",
      "--styles",
      fileURLToPath(new URL("fixtures/readme/styles.json", import.meta.url)),
    ],
  ],
  [
    "--openapi with the description as --styles: matrix path, spaceDelimited query, exploded header, a timeout",
    [
      "--openapi",
      "GET /pets/{id}/photos/{size}",
      "--path",
      "id:=1",
      "--path",
      'size:={"w":10,"h":20}',
      "--header-param",
      'x-fields:={"a":"1","b":"2"}',
      "-H",
      "authorization: token X",
      "--query",
      'sort:=["name","-age"]',
      'request:={"timeout":5000}',
      "--styles",
      fileURLToPath(new URL("fixtures/petstore.yaml", import.meta.url)),
    ],
  ],
  ["--openapi, a JSON body", ["--openapi", "POST /pets", 'body:={"name":"Rex","tags":["ü"]}']],
  ["--openapi, a raw body", ["--openapi", "POST /notes", "--data", "plain text", "-H", "content-type: text/plain"]],
];

const TITLES = CASES.map(([title]) => [title]);
const argvOf = (title: string): string[] =>
  CASES.find(([t]) => t === title)![1].map((word) => word.replace("ORIGIN", wire.origin));

const cli = (argv: string[]): Promise<string> => cliOutput([...argv, "--base-url", wire.origin]);

/** What toFetch describes, as the wire sees it with nothing added but host and content-length. */
function described(options: RequestOptions): ReceivedRequest {
  const [url, init] = toFetch(options);
  const { host, pathname, search } = new URL(url);
  const body =
    init.body === undefined
      ? new Uint8Array(0)
      : typeof init.body === "string"
        ? new TextEncoder().encode(init.body)
        : (init.body as Uint8Array);
  const headers: Record<string, string> = { host, ...(init.headers as Record<string, string>) };
  if (init.body !== undefined) headers["content-length"] = String(body.length);
  return { method: init.method!, path: pathname + search, headers, body: new Uint8Array(body) };
}

// ky's own 10 s default timeout would make a busy machine fail a loopback request: turned off here
const unhurriedKy = ky.create({ timeout: false });

const adapters = {
  fetch: (o: RequestOptions) => fetch(...toFetch(o)).then((r) => r.arrayBuffer()),
  axios: (o: RequestOptions) => axios.request({ ...toAxios(o), validateStatus: () => true }),
  ky: (o: RequestOptions) => unhurriedKy(...toKy(o)).arrayBuffer(),
  got: (o: RequestOptions) => got(...toGot(o)).buffer(),
  undici: (o: RequestOptions) => request(...toUndici(o)).then((r) => r.body.arrayBuffer()),
};

describe.each(Object.keys(adapters) as (keyof typeof adapters)[])("--to %s snippet, run in node", (client) => {
  it.each(TITLES)("sends what the adapter sends: %s", async (title) => {
    const argv = argvOf(title);
    const snippet = await cli([...argv, "--to", client]);
    const json = JSON.parse(await cli(argv)) as RequestOptions;
    const viaSnippet = await arrives(wire, () =>
      execFileAsync(process.execPath, ["--input-type=module", "-e", snippet], { cwd: packageDir }),
    );
    const viaAdapter = await arrives(wire, () => adapters[client](json));
    expect(viaSnippet).toStrictEqual(viaAdapter);
  });
});

describe.each(Object.keys(adapters) as (keyof typeof adapters)[])(
  "--to %s snippet with a binary --data @FILE",
  (client) => {
    it("reads the file when it runs and sends what the adapter sends", async () => {
      const dir = mkdtempSync(join(tmpdir(), "endpoint-wire-"));
      const bytes = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
      const file = join(dir, "asset.bin");
      writeFileSync(file, bytes);
      try {
        const route = "POST /repos/o/r/releases/1/assets{?name}";
        const headers = { "content-type": "application/octet-stream" };
        const snippet = await cli([
          route,
          "name=asset.bin",
          "-H",
          "content-type: application/octet-stream",
          "--data",
          `@${file}`,
          "--to",
          client,
        ]);
        // the bytes are read, not spelled out
        expect(snippet).toMatch(/^import \{ readFile \} from "node:fs\/promises";\n/);
        expect(snippet).not.toContain("new Uint8Array([");
        const viaSnippet = await arrives(wire, () =>
          execFileAsync(process.execPath, ["--input-type=module", "-e", snippet], { cwd: packageDir }),
        );
        const viaAdapter = await arrives(wire, () =>
          adapters[client](endpoint(route, { name: "asset.bin", headers, data: bytes, baseUrl: wire.origin })),
        );
        expect(viaSnippet).toStrictEqual(viaAdapter);
        expect((viaSnippet as ReceivedRequest).body).toStrictEqual(bytes);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

// the tests that run curl fail by its name where it is missing (npm test checks for it before anything runs)
const curlMissing = (() => {
  try {
    execFileSync("curl", ["--version"], { stdio: "ignore" });
    return undefined;
  } catch (error) {
    return `curl is not installed (${(error as Error).message}): \`apt-get install curl\``;
  }
})();

// Only curl carries these: HTTP clients refuse control characters in a header value (RFC 9110 section 5.5).
// A header hides "|sh" behind 40 backspaces and an erase-line sequence; the body hides a bidi override.
const SNEAKY = `token X${"\b".repeat(40)}|sh \x1b[2K\x7f\u202e\u200b`;
// the core refuses such characters in a header value (docs/rules.md#headers): a C1 byte is what one may hold
const SNEAKY_ARGV = [
  "POST /x",
  "-H",
  "authorization: token X\x9b",
  "--data",
  `a${SNEAKY}\n\tb`,
  "-H",
  "content-type: text/plain",
];
const CURL_CASES: [string, string[]][] = [
  ...CASES,
  ["a --json body", ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "--json", '{"title":"it\'s"}']],
];
const BASH_CASES: [string, string[]][] = [
  ...CURL_CASES,
  ["control, bidi and zero-width characters in a header and the body", SNEAKY_ARGV],
];
const curlArgvOf = (title: string): string[] =>
  BASH_CASES.find(([t]) => t === title)![1].map((word) => word.replace("ORIGIN", wire.origin));

describe("--to curl", () => {
  it.each(BASH_CASES.map(([title]) => [title]))("is read by bash as the exact words for %s", async (title) => {
    const argv = curlArgvOf(title);
    const command = await cli([...argv, "--to", "curl"]);
    // a shell function stands in for curl and prints each argument it received, NUL-terminated
    const words = execFileSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: "utf8" })
      .split("\0")
      .slice(0, -1);
    const [url, init] = toFetch(JSON.parse(await cli(argv)) as RequestOptions);
    expect(words[words.indexOf("--url") + 1]).toBe(url);
    expect(words[words[0] === "--head" ? 0 : 1]).toBe(init.method === "HEAD" ? "--head" : init.method);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>))
      expect(words).toContain(`${name}: ${value}`);
    const data = words.indexOf("--data-raw");
    const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : "";
    expect(data === -1 ? undefined : words[data + 1]).toBe(body);
  });

  // always registered: a machine without curl fails them, by name, rather than running fewer
  describe("run for real", () => {
    beforeEach(() => {
      if (curlMissing !== undefined) throw new Error(curlMissing);
    });

    it.each(CURL_CASES.map(([title]) => [title]))(
      "run by curl in bash, delivers exactly what toFetch describes: %s",
      async (title) => {
        const argv = curlArgvOf(title);
        const command = await cli([...argv, "--to", "curl"]);
        const received = await arrives(wire, () =>
          execFileAsync("bash", ["-c", command.replace(/^curl /, "curl --silent --output /dev/null ")]),
        );
        expect(received).toStrictEqual(described(JSON.parse(await cli(argv)) as RequestOptions));
      },
    );

    it("run by curl in bash, sends hidden characters byte for byte (a raw socket: Node's HTTP parser refuses them)", async () => {
      const chunks: Buffer[] = [];
      const server = createServer((socket) =>
        socket.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          const raw = Buffer.concat(chunks).toString("utf8");
          const end = raw.indexOf("\r\n\r\n");
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(raw)?.[1] ?? 0);
          if (end !== -1 && Buffer.byteLength(raw) >= Buffer.byteLength(raw.slice(0, end + 4)) + length)
            socket.end("HTTP/1.1 204 No Content\r\n\r\n");
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        let command = "";
        await run([...SNEAKY_ARGV, "--base-url", origin, "--to", "curl"], {
          stdout: (t) => (command += t),
          stderr: (t) => (command += t),
          stdin: async () => new Uint8Array(),
        });
        await execFileAsync("bash", ["-c", command.replace(/^curl /, "curl --silent --output /dev/null ")]);
        const raw = Buffer.concat(chunks).toString("utf8");
        expect(raw).toContain("\r\nauthorization: token X\x9b\r\n");
        expect(raw.endsWith(`\r\n\r\na${SNEAKY}\n\tb`)).toBe(true);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it("run by curl, sends a binary --data @FILE as its bytes", async () => {
      const dir = mkdtempSync(join(tmpdir(), "endpoint-wire-"));
      const bytes = new Uint8Array(2048).map((_, i) => (i * 7) % 256);
      writeFileSync(join(dir, "asset.bin"), bytes);
      try {
        const argv = [
          "POST /repos/o/r/releases/1/assets{?name}",
          "name=asset.bin",
          "-H",
          "content-type: application/octet-stream",
          "--data",
          `@${join(dir, "asset.bin")}`,
        ];
        let command = "";
        await run([...argv, "--base-url", wire.origin, "--to", "curl"], {
          stdout: (t) => (command += t),
          stderr: (t) => (command += t),
          stdin: async () => new Uint8Array(),
        });
        const received = await arrives(wire, () =>
          execFileAsync("bash", ["-c", command.replace(/^curl /, "curl --silent --output /dev/null ")], { cwd: dir }),
        );
        expect(received).toMatchObject({
          method: "POST",
          path: "/repos/o/r/releases/1/assets?name=asset.bin",
          headers: { "content-type": "application/octet-stream", "content-length": "2048" },
        });
        expect((received as ReceivedRequest).body).toStrictEqual(bytes);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe("--to http", () => {
  it.each(TITLES)("written to a socket, delivers exactly what toFetch describes: %s", async (title) => {
    const argv = argvOf(title);
    const text = await cli([...argv, "--to", "http"]);
    const { port } = new URL(wire.origin);
    const received = await arrives(
      wire,
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
          socket.once("data", () => (socket.destroy(), resolve()));
          socket.once("error", reject);
        }),
    );
    const expected = described(JSON.parse(await cli(argv)) as RequestOptions);
    expect(received).toStrictEqual({ ...expected, headers: { ...expected.headers, host: new URL(wire.origin).host } });
  });
});

describe("keys named __proto__ and constructor in the query, a header and the body", () => {
  // the contract's recorder builds headers with `headers[name] = value`, which drops `__proto__`
  const echo = useRawEcho();
  const PROTO_CASES: [string, string[]][] = [
    [
      "--openapi, in the query and the body",
      [
        "--openapi",
        "POST /x",
        "--query",
        "__proto__=x",
        "--query",
        "constructor=c",
        "--header-param",
        "x-trace=t",
        'body:={"__proto__":{"k":1},"a":1,"constructor":{"prototype":2}}',
      ],
    ],
    [
      "--openapi, header parameters",
      ["--openapi", "GET /x", "--header-param", "__proto__=y", "--header-param", "constructor=z"],
    ],
    [
      "a grouped call in GitHub's dialect",
      ["POST /x", "--query", "__proto__=x", "--query", "constructor=c", 'body:={"__proto__":{"k":1},"a":1}'],
    ],
    ["-H and a flat parameter", ["POST /x", "-H", "__proto__: y", "-H", "constructor: z", "constructor=1"]],
  ];
  const TARGETS = ["fetch", "axios", "ky", "got", "undici", "curl", "http"] as const;
  /** What each client drops from a headers object, as the wire shows below: its snippet refuses these. */
  const DROPS: Record<string, string[]> = {
    fetch: ["__proto__"],
    ky: ["__proto__"],
    got: ["__proto__"],
    axios: ["__proto__", "constructor", "prototype"],
  };

  /** Sends what `target` printed, as a user would run it. */
  function send(target: (typeof TARGETS)[number], printed: string): Promise<unknown> {
    if (target === "curl") {
      if (curlMissing !== undefined) throw new Error(curlMissing);
      return execFileAsync("bash", ["-c", printed.replace(/^curl /, "curl --silent --output /dev/null ")]);
    }
    if (target === "http")
      return new Promise<void>((resolve, reject) => {
        const socket = connect(Number(new URL(echo.origin).port), "127.0.0.1", () => socket.write(printed));
        socket.once("data", () => (socket.destroy(), resolve()));
        socket.once("error", reject);
      });
    return execFileAsync(process.execPath, ["--input-type=module", "-e", printed], { cwd: packageDir });
  }

  it.each(TARGETS.flatMap((target) => PROTO_CASES.map(([title]) => [target, title] as const)))(
    "--to %s sends what --to json shows, or refuses a header its client drops: %s",
    async (target, title) => {
      const argv = [...PROTO_CASES.find(([t]) => t === title)![1], "--base-url", echo.origin];
      const json = JSON.parse(await cliOutput(argv)) as RequestOptions;
      const dropped = (DROPS[target] ?? []).find((name) => Object.hasOwn(json.headers, name));
      if (dropped !== undefined) {
        const result = { code: 0, out: "" };
        result.code = await run([...argv, "--to", target], {
          stdout: (t) => (result.out += t),
          stderr: (t) => (result.out += t),
          stdin: async () => new Uint8Array(),
        });
        expect(result).toStrictEqual({
          code: 1,
          out: `endpoint: ERR_RENDER: --to ${target} cannot send a header named ${JSON.stringify(dropped)}: ${target} drops it (use --to undici, curl or http)\n`,
        });
        return;
      }
      echo.requests.length = 0;
      await send(target, await cliOutput([...argv, "--to", target]));
      expect(echo.requests).toHaveLength(1);
      const [received] = echo.requests;
      const { pathname, search } = new URL(json.url);
      expect(received!.method).toBe(json.method.toUpperCase());
      expect(received!.path).toBe(pathname + search);
      // every header the request holds arrives, clients adding their own beside them
      for (const [name, value] of Object.entries(json.headers))
        expect(received!.headers).toContainEqual([name, String(value)]);
      expect(received!.body).toBe(json.body === undefined ? "" : JSON.stringify(json.body));
    },
  );

  it.each(Object.entries(DROPS))(
    "%s really drops the headers its snippet refuses, and sends the others",
    async (client, names) => {
      const headers = JSON.parse('{"__proto__":"v","constructor":"v","prototype":"v","toString":"v","x-a":"v"}');
      const options = { method: "get", url: echo.origin, headers } as RequestOptions;
      echo.requests.length = 0;
      await adapters[client as keyof typeof adapters](options);
      const arrived = echo.requests[0]!.headers.map(([name]) => name);
      expect(Object.keys(headers).filter((name) => !arrived.includes(name.toLowerCase()))).toStrictEqual(names);
    },
  );
});
