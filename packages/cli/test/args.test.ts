import { describe, expect, it } from "vitest";
import { CliError, parseCliArgs } from "@scope/endpoint-cli";

function usageError(argv: string[]): CliError {
  try {
    parseCliArgs(argv);
  } catch (error) {
    return error as CliError;
  }
  throw new Error(`no error for ${JSON.stringify(argv)}`);
}

describe("parseCliArgs", () => {
  it("reads name=value as a string and name:=json as a JSON value", () => {
    const { route, options } = parseCliArgs([
      "GET /orgs/{org}/repos",
      "org=octokit",
      "per_page:=100",
      'labels:=["a","b"]',
      "draft:=false",
      "n:=null",
    ]);
    expect(route).toBe("GET /orgs/{org}/repos");
    expect({ ...options }).toStrictEqual({ org: "octokit", per_page: 100, labels: ["a", "b"], draft: false, n: null });
  });

  it("splits a parameter at its first =, so values may hold = and :", () => {
    expect({ ...parseCliArgs(["GET /search/issues", "q=is:open a=b", 'x:="="']).options }).toStrictEqual({
      q: "is:open a=b",
      x: "=",
    });
  });

  it("keeps an empty value as an empty string", () => {
    expect({ ...parseCliArgs(["GET /x", "a="]).options }).toStrictEqual({ a: "" });
  });

  it("lowercases -H names, trims values, and turns 'name:' into a removed header (null)", () => {
    const { options } = parseCliArgs(["GET /x", "-H", "Authorization:  token X ", "--header", "user-agent:"]);
    expect({ ...(options.headers as object) }).toStrictEqual({ authorization: "token X", "user-agent": null });
  });

  it("maps --base-url, --preview (repeatable) and --media-format onto the core options", () => {
    const { options } = parseCliArgs([
      "GET /x",
      "--base-url",
      "http://127.0.0.1:1",
      "--preview",
      "a",
      "--preview",
      "b",
      "--media-format",
      "raw",
    ]);
    expect({ ...options }).toStrictEqual({
      baseUrl: "http://127.0.0.1:1",
      mediaType: { format: "raw", previews: ["a", "b"] },
    });
    expect(parseCliArgs(["GET /x", "--media-format", "diff"]).options.mediaType).toStrictEqual({ format: "diff" });
  });

  it("maps --keep-slashes (repeatable) onto keepSlashes, as the core takes it", () => {
    expect(
      parseCliArgs([
        "GET /repos/{owner}/{repo}/contents/{path}",
        "path=docs/a.md",
        "--keep-slashes",
        "path",
        "--keep-slashes",
        "ref",
      ]).options.keepSlashes,
    ).toStrictEqual(["path", "ref"]);
  });

  it("takes a body on any method but GET and HEAD, a method parameter included", () => {
    expect(parseCliArgs(["GET /x", "method=post", "-d", "a"]).data).toStrictEqual({ from: "text", text: "a" });
    expect(parseCliArgs(["DELETE /x", "--json", "{}"]).data).toStrictEqual({ from: "text", text: "{}" });
  });

  it("records where the body comes from: text, @file or @- (stdin)", () => {
    expect(parseCliArgs(["POST /x", "-d", "hi"]).data).toStrictEqual({ from: "text", text: "hi" });
    expect(parseCliArgs(["POST /x", "--data", "@body.json"]).data).toStrictEqual({ from: "file", path: "body.json" });
    expect(parseCliArgs(["POST /x", "--data", "@-"]).data).toStrictEqual({ from: "stdin" });
    expect(parseCliArgs(["POST /x"]).data).toBeUndefined();
  });

  it("takes --json like --data, with content-type and accept application/json under the -H headers", () => {
    const { options, data } = parseCliArgs(["POST /x", "--json", "@body.json", "-H", "Accept: text/plain"]);
    expect(data).toStrictEqual({ from: "file", path: "body.json" });
    expect({ ...(options.headers as object) }).toStrictEqual({
      "content-type": "application/json",
      accept: "text/plain",
    });
  });

  it("counts nesting outside strings only, so brackets in a string are no depth", () => {
    const text = JSON.stringify({ a: "[".repeat(500) });
    expect(parseCliArgs(["POST /x", `v:=${text}`]).options.v).toStrictEqual({ a: "[".repeat(500) });
  });

  it("defaults --to to json and accepts every target", () => {
    expect(parseCliArgs(["GET /x"]).to).toBe("json");
    for (const to of ["curl", "fetch", "axios", "ky", "got", "undici", "http"])
      expect(parseCliArgs(["GET /x", "--to", to]).to).toBe(to);
  });

  it("needs no route for --help and --version", () => {
    expect(parseCliArgs(["--help"])).toMatchObject({ help: true, route: undefined });
    expect(parseCliArgs(["-v"])).toMatchObject({ version: true, route: undefined });
    // and print whatever else the command line holds
    expect(parseCliArgs(["GET", "/user", "--help"])).toMatchObject({ help: true });
    expect(parseCliArgs(["GET /x", "oops", "-d", "a", "-h"])).toMatchObject({ help: true });
    expect(parseCliArgs(["GET /x", "-d", "a", "--version"])).toMatchObject({
      version: true,
      options: {},
      data: undefined,
    });
  });

  it("keeps __proto__ a plain key", () => {
    const { options } = parseCliArgs(["POST /x", '__proto__:={"polluted":1}']);
    expect(Object.keys(options)).toStrictEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    [["GET /x", "foo"], /parameter 1 \(after the route\) has no "="/],
    [["GET /x", "=1"], /has no name/],
    [["GET /x", "n:=[1,"], /not JSON/],
    [["GET /x", "a=1", "a=2"], /"a" is given twice/],
    [
      ["GET /x", "-H", "authorization"],
      /^header 1 \(-H\) has no ":" after its name: expected "name: value" \("name:" removes the header\)$/,
    ],
    [["GET /x", "-H", ": value"], /header 1 \(-H\) has no name before ":"/],
    [["GET /x", "-H", "a: 1", "-H", "A: 2"], /header "A" is given twice/],
    [["GET /x", "-H", "a: 1", "headers:={}"], /headers .* given twice/],
    [["GET /x", "--base-url", "http://a", "baseUrl=http://b"], /baseUrl .* given twice/],
    [["GET /x", "--preview", "a", "mediaType:={}"], /mediaType .* given twice/],
    [["POST /x", "-d", "a", "data=b"], /data .* given twice/],
    [["GET /x", "--to", "wget"], /--to must be one of json, curl/],
    [["GET /x", "--nope"], /unknown option --nope; a value starting with "-" goes after "--"/],
    [["GET /x", "--baseUrl", "http://a"], /unknown option --baseUrl; did you mean --base-url\?/],
    [["POST /x", "--data", "a", "--json", "{}"], /the body \(--data and --json\) is given twice/],
    [["POST /x", "--json", "{}", "headers:={}"], /headers \(-H or --json, and a headers parameter\) is given twice/],
    [
      ["POST /x", "n:=[[[]]]".replace("[[[]]]", `${"[".repeat(101)}${"]".repeat(101)}`)],
      /nests arrays and objects more than 100 deep/,
    ],
    [["GET /x", "--to"], /argument missing/],
    [["GET", "/user"], /^the route is one argument, method and URL together: quote it, as in endpoint "GET \/user"$/],
    [["post", "https://h.example/x{?a}", "a=1"], /as in endpoint "post https:\/\/h\.example\/x\{\?a\}"$/],
    // a URL's query can hold a token: the hint leaves it out
    [["GET", "/search/issues?access_token=SECRET"], /as in endpoint "GET \/search\/issues\.\.\."$/],
    [
      ["GET /x", "-d", "a"],
      /^--data on a GET request: GET and HEAD carry no body \(their parameters go into the query\); use POST, PUT or PATCH for a body$/,
    ],
    [["/x", "--data", "@-"], /^--data on a GET request/],
    [["get /x", "--json", "{}"], /^--json on a GET request/],
    [["HEAD /x", "data=a"], /^a data parameter on a HEAD request/],
    [["POST /x", "method=head", "-d", "a"], /^--data on a HEAD request/],
    [
      ["GET /x", "--keep-slashes", "p", "keepSlashes:=[]"],
      /keepSlashes \(--keep-slashes and a keepSlashes parameter\) is given twice/,
    ],
    [["GET /x", 'request:={"signal":{}}'], /request\.signal cannot come from the command line/],
    [[], /missing the route/],
  ])("rejects %j as a usage error", (argv, message) => {
    const error = usageError(argv);
    expect(error).toBeInstanceOf(CliError);
    expect(error.code).toBe("ERR_USAGE");
    expect(error.message).toMatch(message);
  });
});
