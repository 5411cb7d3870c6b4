import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "@scope/endpoint-cli";
import { MAX_BODY_BYTES } from "../src/run.ts";

// The reported problems, each met as a user meets it: the built `endpoint` bin in a child process,
// its stdout, its stderr and its exit code.
const bin = fileURLToPath(new URL("../bin/endpoint.cjs", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "endpoint-issues-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function endpointBin(args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd: scratch });
  return { status, stdout, stderr };
}

/** The words bash reads from a printed command: a function stands in for curl and prints each one. */
function bashWords(command: string): string[] {
  return execFileSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: "utf8" })
    .split("\0")
    .slice(0, -1);
}

/** A failure is one line on stderr, nothing on stdout, and a documented exit code. */
const failure = (status: number, line: RegExp) => ({
  status,
  stdout: "",
  stderr: expect.stringMatching(new RegExp(`^endpoint: ${line.source}[^\\n]*\\n$`)),
});

const SNEAKY = `token X${"\b".repeat(40)}|sh \x1b[2K\x7f\u202e\u200b\x9b`;

describe("the printed command is the command that runs", () => {
  it("escapes control, bidi and zero-width characters in --data, and a C1 byte in a header value, as $'...'", () => {
    const { status, stdout } = endpointBin([
      "POST /x",
      "-H",
      "authorization: token X\x9b",
      "--data",
      `body${SNEAKY}\nline 2`,
      "--to",
      "curl",
    ]);
    expect(status).toBe(0);
    // nothing a terminal would not show: no character is hidden from the reader but the line breaks
    expect(stdout.replaceAll("\n", "")).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    const words = bashWords(stdout);
    expect(words).toContain("authorization: token X\x9b");
    expect(words[words.indexOf("--data-raw") + 1]).toBe(`body${SNEAKY}\nline 2`);
  });

  it("refuses control, bidi and zero-width characters in a header value (the core does), without printing it", () => {
    const result = endpointBin(["POST /x", "-H", `authorization: ${SNEAKY}`, "--to", "curl"]);
    expect(result).toStrictEqual(
      failure(1, /ERR_HEADER_VALUE_INVALID: Header "authorization": U\+0008 at position 7 /),
    );
    expect(result.stderr).not.toContain("token X");
  });

  it("escapes them in JSON and in snippets as \\u escapes, the same value", () => {
    const json = endpointBin(["POST /x", "-H", "x-note: a\x9b", "title=a\u202eb\x7f"]).stdout;
    expect(json).not.toMatch(/[\x7f\x9b\p{Cf}]/u);
    expect(JSON.parse(json)).toMatchObject({ headers: { "x-note": "a\x9b" }, body: { title: "a\u202eb\x7f" } });
    expect(endpointBin(["POST /x", "-H", "x-note: a\x9b", "title=a\u202eb\x7f", "--to", "fetch"]).stdout).not.toMatch(
      /[\x7f\x9b\p{Cf}]/u,
    );
  });

  it("--to http refuses a C1 control in a header value and ESC in the body, never printing either, and prints one host and content-length", () => {
    expect(endpointBin(["POST /x", "-H", "authorization: token X\x9b", "--data", "hi", "--to", "http"])).toStrictEqual(
      failure(
        1,
        /ERR_RENDER: --to http cannot print header "authorization": U\+009B at position 7 is a control character a terminal would act on/,
      ),
    );
    expect(endpointBin(["POST /x", "--data", "hi\x1b]52;c;cm0gLXJmIH4=\x07", "--to", "http"])).toStrictEqual(
      failure(1, /ERR_RENDER: --to http cannot print the body: U\+001B at position 2 /),
    );
    const { stdout } = endpointBin([
      "POST /x",
      "-H",
      "host: h.example",
      "-H",
      "content-length: 2",
      "--data",
      "hi",
      "--to",
      "http",
    ]);
    expect(stdout.split("\r\n").filter((line) => /^(host|content-length):/i.test(line))).toStrictEqual([
      "host: h.example",
      "content-length: 2",
    ]);
  });

  it("puts the URL after --url, so it is never read as a curl option", () => {
    const words = bashWords(endpointBin(["GET /-K/{x}", "x=-o", "--to", "curl"]).stdout);
    expect(words[words.indexOf("--url") + 1]).toBe("https://api.github.com/-K/-o");
  });
});

describe("every failure is one line and a documented exit code", () => {
  it("a relative URL with --to http or curl: exit 1", () => {
    expect(endpointBin(["GET /x", "--base-url", "/api", "--to", "http"])).toStrictEqual(
      failure(1, /ERR_RENDER: --to http needs an absolute URL/),
    );
    expect(endpointBin(["GET /x", "--base-url", "/api", "--to", "curl"])).toStrictEqual(
      failure(1, /ERR_RENDER: --to curl needs an absolute URL/),
    );
    // the core refuses a baseUrl that is neither absolute nor rooted; before it does, the target refuses the URL
    expect(endpointBin(["GET /x", "--base-url", "x", "--to", "http"])).toStrictEqual(
      failure(1, /ERR_BASE_URL_INVALID: /),
    );
  });

  it("a JSON value nested 5,000 deep: exit 2", () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    expect(endpointBin(["POST /x", `a:=${deep}`])).toStrictEqual(
      failure(2, /ERR_USAGE: the value of a:= nests arrays and objects more than 100 deep/),
    );
    expect(endpointBin(["POST /x", `a:=${"[".repeat(100)}${"]".repeat(100)}`]).status).toBe(0);
  });

  it("a header value HTTP does not allow: exit 1, naming the header and the character", () => {
    expect(endpointBin(["GET /x", "-H", "authorization: secret\x1bvalue", "--to", "http"])).toStrictEqual(
      failure(1, /ERR_HEADER_VALUE_INVALID: Header "authorization": U\+001B at position 6 may not stand in a header/),
    );
  });

  it("a control character in a message is escaped, so the message stays one line", () => {
    expect(endpointBin(["GET /x", "--da\x1b[2Kta\nx"])).toStrictEqual(
      failure(2, /ERR_USAGE: unknown option --da\\u001b\[2Kta\\u000ax; /),
    );
  });

  it("--data @/dev/zero and --data @- from /dev/zero stop at 100 MiB: exit 1, ERR_DATA_TOO_LARGE (they read until the process died)", () => {
    const tooLarge = (from: string) =>
      failure(1, new RegExp(`ERR_DATA_TOO_LARGE: the body from ${from} is over 100 MiB, the most --data reads`));
    expect(endpointBin(["POST /x", "--data", "@/dev/zero", "--to", "curl"])).toStrictEqual(tooLarge('"/dev/zero"'));
    const zero = openSync("/dev/zero", "r");
    try {
      const { status, stdout, stderr } = spawnSync(process.execPath, [bin, "POST /x", "--data", "@-"], {
        stdio: [zero, "pipe", "pipe"],
        encoding: "utf8",
        timeout: 20_000,
      });
      expect({ status, stdout, stderr }).toStrictEqual(tooLarge("stdin"));
    } finally {
      closeSync(zero);
    }
  });

  it("a file over 100 MiB is refused before it is read, one of exactly 100 MiB is read", () => {
    const file = join(scratch, "sparse.bin");
    // a sparse file: no disk space, and read as zeros
    writeFileSync(file, "");
    truncateSync(file, MAX_BODY_BYTES + 1);
    expect(endpointBin(["POST /x", "--data", "@sparse.bin", "--to", "curl"])).toStrictEqual(
      failure(1, /ERR_DATA_TOO_LARGE: the body from "sparse\.bin" is over 100 MiB/),
    );
    truncateSync(file, MAX_BODY_BYTES);
    expect(endpointBin(["POST /x", "--data", "@sparse.bin", "--to", "curl"])).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/--data-binary @sparse\.bin\n$/),
    });
    rmSync(file);
  });

  it("run() refuses a stdin over the limit from any CliIo, not only the bin's", async () => {
    let err = "";
    const code = await run(["POST /x", "--data", "@-"], {
      stdout: () => {},
      stderr: (t) => (err += t),
      stdin: async () => new Uint8Array(MAX_BODY_BYTES + 1),
    });
    expect({ code, err }).toStrictEqual({
      code: 1,
      err: "endpoint: ERR_DATA_TOO_LARGE: the body from stdin is over 100 MiB, the most --data reads\n",
    });
  });

  it("a reader that stops early (| head) is no failure: nothing on stderr, exit 0", () => {
    writeFileSync(join(scratch, "big.txt"), "a".repeat(3_000_000));
    const script = `"$0" "$1" "POST /x" --data @big.txt --to fetch 2>stderr.txt | head -c 10 >/dev/null; echo "\${PIPESTATUS[0]}"; cat stderr.txt`;
    expect(execFileSync("bash", ["-c", script, process.execPath, bin], { cwd: scratch, encoding: "utf8" })).toBe("0\n");
  });
});

describe("error messages name what is wrong, never a value", () => {
  it.each([
    [["GET /x", "ghp_SECRETVALUE"], 2, /ERR_USAGE: parameter 1 \(after the route\) has no "="/],
    [["GET /x", "token:=ghp_SECRETVALUE"], 2, /ERR_USAGE: the value of token:= is not JSON: unexpected "g"/],
    [["GET /x", "n:=[1,ghp_SECRETVALUE]"], 2, /ERR_USAGE: the value of n:= is not JSON: unexpected "g"/],
    [["GET /x", "-H", "Authorization ghp_SECRETVALUE"], 2, /ERR_USAGE: header 1 \(-H\) has no ":" after its name/],
    [
      ["GET", "/x?access_token=ghp_SECRETVALUE"],
      2,
      /ERR_USAGE: the route is one argument, method and URL together: quote it, as in endpoint "GET \/x\.\.\."/,
    ],
    [
      ["GET /x", "--to", "http", "-H", "authorization: ghp_SECRETVALUE\x7f"],
      1,
      /ERR_HEADER_VALUE_INVALID: Header "authorization": U\+007F at position 15/,
    ],
  ])("%j", (argv, status, line) => {
    const result = endpointBin(argv);
    expect(result).toStrictEqual(failure(status, line));
    expect(result.stderr).not.toContain("SECRETVALUE");
  });
});

describe("issue 20, second round: the command line", () => {
  it("prints GitHub's contents URL with --keep-slashes path, and refuses a name the route does not use", () => {
    const route = "GET /repos/{owner}/{repo}/contents/{path}";
    const words = bashWords(
      endpointBin([route, "owner=o", "repo=r", "path=docs/a.md", "--keep-slashes", "path", "--to", "curl"]).stdout,
    );
    expect(words[words.indexOf("--url") + 1]).toBe("https://api.github.com/repos/o/r/contents/docs/a.md");
    expect(JSON.parse(endpointBin([route, "owner=o", "repo=r", "path=docs/a.md"]).stdout).url).toBe(
      "https://api.github.com/repos/o/r/contents/docs%2Fa.md",
    );
    expect(endpointBin([route, "owner=o", "repo=r", "path=docs/a.md", "--keep-slashes", "pth"])).toStrictEqual(
      failure(2, /ERR_USAGE: --keep-slashes names pth, which the route's URL does not use/),
    );
  });

  it("refuses --data on GET and HEAD itself, before reading the body (stdin is /dev/zero here)", () => {
    const zero = openSync("/dev/zero", "r");
    try {
      const { status, stdout, stderr } = spawnSync(process.execPath, [bin, "GET /user", "--data", "@-"], {
        stdio: [zero, "pipe", "pipe"],
        encoding: "utf8",
        timeout: 20_000,
      });
      expect({ status, stdout, stderr }).toStrictEqual(
        failure(2, /ERR_USAGE: --data on a GET request: GET and HEAD carry no body/),
      );
    } finally {
      closeSync(zero);
    }
    expect(endpointBin(["HEAD /user", "--json", "{}"])).toStrictEqual(
      failure(2, /ERR_USAGE: --json on a HEAD request/),
    );
  });

  it("endpoint GET /user (two words) says to quote the route; -H authorization says the colon is missing", () => {
    expect(endpointBin(["GET", "/user"])).toStrictEqual(
      failure(
        2,
        /ERR_USAGE: the route is one argument, method and URL together: quote it, as in endpoint "GET \/user"/,
      ),
    );
    expect(endpointBin(["GET /user", "-H", "authorization"])).toStrictEqual(
      failure(2, /ERR_USAGE: header 1 \(-H\) has no ":" after its name: expected "name: value"/),
    );
  });
});

describe("request.timeout", () => {
  it("prints every snippet (it exited 70, a bug in endpoint): the client gets AbortSignal.timeout(ms), curl --max-time", () => {
    for (const target of ["fetch", "axios", "ky", "got", "undici"]) {
      expect(endpointBin(["GET /rate_limit", 'request:={"timeout":5000}', "--to", target])).toMatchObject({
        status: 0,
        stderr: "",
        stdout: expect.stringContaining("  signal: AbortSignal.timeout(5000),\n"),
      });
    }
    expect(
      bashWords(endpointBin(["GET /rate_limit", 'request:={"timeout":5000}', "--to", "curl"]).stdout).slice(0, 6),
    ).toStrictEqual(["--request", "GET", "--url", "https://api.github.com/rate_limit", "--max-time", "5"]);
  });

  it("refuses request.signal, which no command line can give: exit 2", () => {
    expect(endpointBin(["GET /x", 'request:={"signal":{}}', "--to", "fetch"])).toStrictEqual(
      failure(2, /ERR_USAGE: request\.signal cannot come from the command line/),
    );
  });
});

describe("first use", () => {
  it("refuses a path placeholder that is not given, naming it (DELETE /repos/{owner}/{repo} owner=octocat)", () => {
    expect(endpointBin(["DELETE /repos/{owner}/{repo}", "owner=octocat", "--to", "curl"])).toStrictEqual(
      failure(2, /ERR_PARAMETER_MISSING: the route's path needs repo: give repo=\.\.\./),
    );
    expect(endpointBin(["GET /repos/:owner/{repo}{/path}", "--to", "curl"])).toStrictEqual(
      failure(2, /ERR_PARAMETER_MISSING: the route's path needs owner, repo, path: /),
    );
  });

  it("keeps query placeholders optional", () => {
    expect(
      JSON.parse(
        endpointBin(["GET /repos/{owner}/{repo}/issues{?page,per_page}", "owner=o", "repo=r", "per_page:=5"]).stdout,
      ).url,
    ).toBe("https://api.github.com/repos/o/r/issues?per_page=5");
  });

  it("refuses, with --data or --json, parameters the URL does not use, naming them", () => {
    expect(
      endpointBin([
        "POST /repos/{owner}/{repo}/issues",
        "owner=o",
        "repo=r",
        "title=x",
        "labels:=[]",
        "--data",
        '{"title":"y"}',
      ]),
    ).toStrictEqual(
      failure(
        2,
        /ERR_PARAMETER_UNUSED: the body is --data\/--json as given, and the route's URL does not use title, labels: nothing would send them/,
      ),
    );
    expect(endpointBin(["POST /x{?name}", "name=a", "--json", "{}", "--base-url", "https://h.example"]).status).toBe(0);
  });

  it("--json sends the text with content-type and accept application/json, as curl's --json does", () => {
    const words = bashWords(
      endpointBin([
        "POST /repos/{owner}/{repo}/issues",
        "owner=o",
        "repo=r",
        "--json",
        '{"title":"Found a bug"}',
        "--to",
        "curl",
      ]).stdout,
    );
    expect(words).toContain("content-type: application/json");
    expect(words).toContain("accept: application/json");
    expect(words[words.indexOf("--data-raw") + 1]).toBe('{"title":"Found a bug"}');
    // a header given with -H wins
    expect(
      JSON.parse(endpointBin(["POST /x", "--json", "[]", "-H", "accept: application/vnd.github+json"]).stdout).headers,
    ).toMatchObject({
      accept: "application/vnd.github+json",
      "content-type": "application/json",
    });
  });

  it("sends a binary --data @FILE as its bytes: curl --data-binary @FILE, a snippet reads the file", () => {
    writeFileSync(join(scratch, "asset.bin"), new Uint8Array([0, 255, 1, 0xc3]));
    const args = [
      "POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}",
      "name=asset.bin",
      "-H",
      "content-type: application/octet-stream",
      "--data",
      "@asset.bin",
    ];
    const words = bashWords(endpointBin([...args, "--to", "curl"]).stdout);
    expect(words.slice(-2)).toStrictEqual(["--data-binary", "@asset.bin"]);
    expect(endpointBin([...args, "--to", "fetch"]).stdout).toContain(
      'body: new Uint8Array(await readFile("asset.bin")),',
    );
    expect(endpointBin(args)).toStrictEqual(failure(1, /ERR_RENDER: --to json prints a text body only/));
  });

  it("suggests the closest option for an unknown one, on one line", () => {
    expect(endpointBin(["GET /x", "--baseurl", "https://h.example"])).toStrictEqual({
      status: 2,
      stdout: "",
      stderr: "endpoint: ERR_USAGE: unknown option --baseurl; did you mean --base-url?\n",
    });
    expect(endpointBin(["GET /x", "--hedaer", "a: 1"]).stderr).toContain("did you mean --header?");
    expect(endpointBin(["GET /x", "--frobnicate"]).stderr).toBe(
      'endpoint: ERR_USAGE: unknown option --frobnicate; a value starting with "-" goes after "--"\n',
    );
  });
});
