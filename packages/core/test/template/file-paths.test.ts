import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#file-paths: keepSlashes keeps the "/" of a file path and encodes everything else per segment
const CONTENTS = "GET /repos/{owner}/{repo}/contents/{path}";
const contents = (path: string) => endpoint(CONTENTS, { owner: "o", repo: "r", path, keepSlashes: ["path"] }).url;
const PREFIX = "https://api.github.com/repos/o/r/contents/";

describe("keepSlashes", () => {
  it.each([
    ["docs/notes#1.md", "docs/notes%231.md"],
    ["dir/100%25.txt", "dir/100%2525.txt"],
    ["my dir/a b.md", "my%20dir/a%20b.md"],
    ["\u00fcn\u00ef/\u00e7\u00f8d\u00e9.md", "%C3%BCn%C3%AF/%C3%A7%C3%B8d%C3%A9.md"],
    ["a?b/c", "a%3Fb/c"],
    ["src/a+b&c=d;e.ts", "src/a%2Bb%26c%3Dd%3Be.ts"],
    ["README.md", "README.md"],
    ["dir/", "dir/"],
  ])("writes the file path %j as %j", (path, written) => {
    expect(contents(path)).toBe(PREFIX + written);
  });

  it.each(["..", ".", "a/../b", "./a", "a/.", "docs/.."])(
    "refuses %j, which climbs out of the contents path",
    (path) => {
      const error = thrown(() => contents(path));
      expect(error.code).toBe("ERR_PATH_TRAVERSAL");
      expect(error.message).toContain('"path"');
    },
  );

  it("keeps an encoded %2e%2e as text: it is no dot segment once its % is encoded", () => {
    expect(contents("a/%2e%2e/b")).toBe(`${PREFIX}a/%252e%252e/b`);
  });

  it("encodes the slashes of parameters it does not name", () => {
    expect(endpoint(CONTENTS, { owner: "o", repo: "r", path: "a/b" }).url).toBe(`${PREFIX}a%2Fb`);
    expect(endpoint(CONTENTS, { owner: "o/x", repo: "r", path: "a/b", keepSlashes: ["path"] }).url).toBe(
      "https://api.github.com/repos/o%2Fx/r/contents/a/b",
    );
  });

  it("is set once through defaults()", () => {
    const files = endpoint.defaults({ keepSlashes: ["path"] });
    expect(files(CONTENTS, { owner: "o", repo: "r", path: "docs/a b.md" }).url).toBe(`${PREFIX}docs/a%20b.md`);
    expect(thrown(() => files(CONTENTS, { owner: "o", repo: "r", path: "docs/.." })).code).toBe("ERR_PATH_TRAVERSAL");
  });

  it("is an option: never in the query or the body", () => {
    expect(endpoint("GET /x/{path}", { keepSlashes: ["path"], path: "a/b", q: "c/d" }).url).toBe(
      "https://api.github.com/x/a/b?q=c%2Fd",
    );
    expect(endpoint("POST /x/{path}", { keepSlashes: ["path"], path: "p", a: 1 }).body).toEqual({ a: 1 });
  });

  it("refuses a name the route does not have: a misspelt name would encode the slashes silently", () => {
    const error = thrown(() => endpoint(CONTENTS, { owner: "o", repo: "r", path: "a/b", keepSlashes: ["pth"] }));
    expect([error.code, error.message]).toEqual([
      "ERR_OPTIONS_INVALID",
      'keepSlashes: "pth" is not a variable of the route',
    ]);
    expect(thrown(() => endpoint("GET /x", { keepSlashes: ["path"], path: "a/b" })).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint.defaults({ keepSlashes: ["path"] })("GET /user")).code).toBe("ERR_OPTIONS_INVALID");
  });

  it.each([
    ["a string", "path"],
    ["an array holding a number", [1]],
    ["an array holding null", [null]],
    ["a Set", new Set(["path"])],
    ["an object", { 0: "path" }],
    ["null", null],
  ])("refuses %s for keepSlashes", (_, keepSlashes) => {
    const given = keepSlashes as unknown as string[];
    expect(thrown(() => endpoint(CONTENTS, { owner: "o", repo: "r", path: "a", keepSlashes: given })).code).toBe(
      "ERR_OPTIONS_INVALID",
    );
    expect(thrown(() => endpoint.defaults({ keepSlashes: given })).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint.merge({ keepSlashes: given })).code).toBe("ERR_OPTIONS_INVALID");
  });
});

describe("{+path}, compared", () => {
  // reserved expansion is for URLs: it leaves #, ? and % raw, so a file name changes the request
  it("cuts a path at #, making the rest a fragment", () => {
    const url = endpoint("GET /repos/{owner}/{repo}/contents/{+path}", {
      owner: "o",
      repo: "r",
      path: "docs/notes#1.md",
    }).url;
    expect(url).toBe(`${PREFIX}docs/notes#1.md`);
    expect(new URL(url).pathname).toBe("/repos/o/r/contents/docs/notes");
  });

  it("makes a query of ? and decodes an existing %25", () => {
    const reserved = (path: string) =>
      endpoint("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path }).url;
    expect(new URL(reserved("a?b/c")).pathname).toBe("/repos/o/r/contents/a");
    // the file is named "100%25.txt": {+path} sends "100%25.txt", which the server reads as "100%.txt"
    expect(reserved("dir/100%25.txt")).toBe(`${PREFIX}dir/100%25.txt`);
    expect(contents("dir/100%25.txt")).toBe(`${PREFIX}dir/100%2525.txt`);
  });
});
