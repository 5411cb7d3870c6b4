import { readFileSync } from "node:fs";
import { endpoint as reference7 } from "@octokit/endpoint";
import { endpoint as reference11 } from "octokit-endpoint-11";
import { describe, expect, it } from "vitest";
import { VERSION, endpoint } from "../src/index.ts";

/**
 * docs/rules.md's "Differences from the reference" table against the code it describes: each row's
 * example runs through @octokit/endpoint 7.0.6, 11.0.5 and the core. What a check names for a
 * column must be in that column's cell and at the end of what that version gives; an 11.0.5 cell
 * says "same" exactly when 11.0.5 gives what 7.0.6 gives.
 */
type Endpoint = (route: string, options?: Record<string, unknown>) => Record<string, unknown>;
type Fn = Endpoint & { DEFAULTS: object };

interface Check {
  /** What the example gives with this endpoint function: a URL, a header, or the error's code or name. */
  run: (fn: Fn) => string;
  "7.0.6": string;
  /** What 11.0.5 gives, when its cell does not say "same". */
  "11.0.5"?: string;
  here: string;
}

const url = (fn: Fn, route: string, options: Record<string, unknown> = {}): string => fn(route, options).url as string;
const header = (fn: Fn, name: string, route: string, options: Record<string, unknown> = {}): string =>
  String((fn(route, options).headers as Record<string, unknown>)[name] ?? `no ${name}`);

/** The first cell's text that names each row, and that row's checks. */
const ROWS: [string, Check[]][] = [
  ["result `method` uppercase", [{ run: (fn) => fn("POST /x").method as string, "7.0.6": "POST", here: "post" }]],
  [
    "`..` in a parameter",
    [
      {
        run: (fn) =>
          url(fn, "DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r", username: ".." }),
        "7.0.6": "/collaborators/..",
        here: "ERR_PATH_TRAVERSAL",
      },
    ],
  ],
  [
    "malformed templates",
    [
      {
        run: (fn) => url(fn, "GET /repos/{owner}/{repo", { owner: "o" }),
        "7.0.6": "/repos/o/{repo",
        here: "ERR_TEMPLATE_SYNTAX",
      },
    ],
  ],
  [
    "header values",
    [
      {
        run: (fn) =>
          JSON.stringify((fn("GET /x", { headers: { "x-a": "a\nb" } }).headers as Record<string, string>)["x-a"]),
        "7.0.6": '"a\\nb"',
        here: "ERR_HEADER_VALUE_INVALID",
      },
    ],
  ],
  [
    "`data` in a GET",
    [{ run: (fn) => url(fn, "GET /x", { data: "abc" }), "7.0.6": "?data=abc", here: "ERR_BODY_NOT_ALLOWED" }],
  ],
  [
    "a missing path parameter",
    [
      {
        run: (fn) => url(fn, "GET /repos/{owner}/{repo}", { owner: "o" }),
        "7.0.6": "/repos/o/",
        "11.0.5": "/repos/o",
        here: "ERR_PARAMETER_MISSING",
      },
    ],
  ],
  [
    "`:name` replaced anywhere",
    [{ run: (fn) => url(fn, "GET /search?q=is:open"), "7.0.6": "?q=is", here: "?q=is:open" }],
  ],
  [
    "query names sent raw",
    [
      {
        run: (fn) => url(fn, "GET /x", { "filter[state]": "(open)" }),
        "7.0.6": "filter[state]=(open)",
        here: "filter%5Bstate%5D=%28open%29",
      },
    ],
  ],
  [
    "a list joined",
    [{ run: (fn) => url(fn, "GET /x", { labels: ["bug", "ui"] }), "7.0.6": "labels=bug%2Cui", here: "labels=bug,ui" }],
  ],
  [
    "`null` sent as `null`",
    [
      {
        run: (fn) => url(fn, "GET /x", { a: null, o: { k: "v" } }),
        "7.0.6": "a=null&o=%5Bobject%20Object%5D",
        here: "o=k,v",
      },
    ],
  ],
  [
    "on every body",
    [
      {
        run: (fn) => header(fn, "content-type", "POST /markdown/raw", { data: "Hi" }),
        "7.0.6": "application/json; charset=utf-8",
        here: "no content-type",
      },
    ],
  ],
  ["a trailing slash", [{ run: (fn) => url(fn, "GET /x/"), "7.0.6": "/x/", "11.0.5": "/x", here: "/x/" }]],
  [
    "a bigint",
    [
      {
        run: (fn) => url(fn, "POST /app/hook/deliveries/{delivery_id}/attempts", { delivery_id: 123n }),
        "7.0.6": "/deliveries//attempts",
        "11.0.5": "/deliveries/123/attempts",
        here: "/deliveries/123/attempts",
      },
    ],
  ],
  [
    "`mediaType.previews`",
    [
      {
        run: (fn) => header(fn, "accept", "GET /x", { mediaType: { previews: ["mercy"] } }),
        "7.0.6": "mercy-preview+json",
        "11.0.5": "v3+json",
        here: "mercy-preview+json",
      },
    ],
  ],
  [
    "RFC 6570 exploded lists",
    [
      {
        run: (fn) => url(fn, "GET /x{?list*}", { list: ["a", "b"] }),
        "7.0.6": "?list=a,list=b",
        here: "?list=a&list=b",
      },
      { run: (fn) => url(fn, "GET /x{?a,b}", { a: 1 }), "7.0.6": "?a=1&", here: "?a=1" },
    ],
  ],
  [
    "`baseUrl` and `url` concatenated",
    [
      { run: (fn) => url(fn, "GET x"), "7.0.6": "https://api.github.comx", here: "https://api.github.com/x" },
      { run: (fn) => url(fn, "GET /x", { baseUrl: "https://ghe.example/api/v3/" }), "7.0.6": "//x", here: "/api/v3/x" },
    ],
  ],
  [
    "a `TypeError` or `URIError`",
    [
      { run: (fn) => url(fn, "GET /search/issues", { q: 5 }), "7.0.6": "TypeError", here: "q=5" },
      { run: (fn) => url(fn, "GET /x/{+ids}", { ids: [1, 2] }), "7.0.6": "TypeError", here: "/x/1,2" },
      { run: (fn) => url(fn, "GET /x/{v:1}", { v: "\u{1F600}x" }), "7.0.6": "URIError", here: "/x/%F0%9F%98%80" },
      { run: (fn) => url(fn, "GET /x", { n: Number.NaN }), "7.0.6": "?n=NaN", here: "ERR_VALUE_INVALID" },
    ],
  ],
  [
    "user-agent",
    [
      {
        // the version and name only: the platform part differs by runtime
        run: (fn) => header(fn, "user-agent", "GET /x").split(" ")[0]!.replace(`/${VERSION}`, "/<version>"),
        "7.0.6": "octokit-endpoint.js/7.0.6",
        "11.0.5": "octokit-endpoint.js/0.0.0-development",
        here: "scope-endpoint.js/<version>",
      },
    ],
  ],
  [
    "`DEFAULTS` mutable",
    [{ run: (fn) => (Object.isFrozen(fn.DEFAULTS) ? "frozen" : "mutable"), "7.0.6": "mutable", here: "frozen" }],
  ],
];

/** What `check.run` gives with `fn`, or the code (else the name) of the error it throws. */
function outcome(check: Check, fn: unknown): string {
  try {
    return check.run(fn as Fn);
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).name;
  }
}

const rules = readFileSync(new URL("../../../docs/rules.md", import.meta.url), "utf8");
const section = rules.slice(rules.indexOf("\n## Differences from the reference\n"));
const table = section
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| the reference"))
  .map((line) =>
    line
      .slice(2, -2)
      .split(/ (?<!\\)\| /)
      .map((cell) => cell.trim()),
  );

describe("docs/rules.md, Differences from the reference", () => {
  it("has a header naming both versions, and a check for every row", () => {
    expect(section).toContain("| the reference 7.0.6 | 11.0.5 | here |");
    expect(table.length).toBeGreaterThanOrEqual(19);
    for (const cells of table) {
      expect(cells, cells.join(" | ")).toHaveLength(3);
      expect(
        ROWS.filter(([name]) => cells[0]!.includes(name)),
        `one check for the row ${cells[0]}`,
      ).toHaveLength(1);
    }
    for (const [name] of ROWS)
      expect(
        table.filter((cells) => cells[0]!.includes(name)),
        name,
      ).toHaveLength(1);
  });

  it.each(ROWS)("%s", (name, checks) => {
    const [cell7, cell11, cellHere] = table.find((cells) => cells[0]!.includes(name))!;
    for (const check of checks) {
      const [got7, got11, gotHere] = [
        outcome(check, reference7),
        outcome(check, reference11),
        outcome(check, endpoint),
      ];
      expect(got7.endsWith(check["7.0.6"]), `7.0.6 gives ${got7}`).toBe(true);
      expect(gotHere.endsWith(check.here), `the core gives ${gotHere}`).toBe(true);
      expect(cell7).toContain(check["7.0.6"]);
      expect(cellHere).toContain(check.here);
      if (cell11 === "same") {
        expect(check["11.0.5"], `the cell says "same", the check says 11.0.5 gives another value`).toBeUndefined();
        expect(got11, "11.0.5 gives what 7.0.6 gives").toBe(got7);
      } else {
        expect(got11.endsWith(check["11.0.5"]!), `11.0.5 gives ${got11}`).toBe(true);
        expect(cell11).toContain(check["11.0.5"]);
      }
    }
    // a row is a difference: 11.0.5 or the core gives something else than 7.0.6
    const differs = checks.some((check) => outcome(check, endpoint) !== outcome(check, reference7));
    expect(cell11 !== "same" || differs, "a row where 7.0.6, 11.0.5 and the core agree").toBe(true);
  });
});
