import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MIN_CHROMIUM, MIN_FIREFOX } from "../../../scripts/prerequisites.mjs";
import { summarize, testIds } from "../../../scripts/test-summary.mjs";

// Where a README or CONTRIBUTING.md states a figure about the repository (a version, how many routes
// the demo prints, how many calls the benchmark times), this compares it with what it describes, so
// the doc is wrong only until the next npm test. Figures that depend on the machine (how many
// minutes, how many MB) are stated nowhere but benchmarks/README.md, dated: npm test prints its own.

const root = new URL("../../../", import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), "utf8");
const json = (path: string): Record<string, Record<string, string>> => JSON.parse(read(path));

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const number = (word: string): number => (WORDS.includes(word) ? WORDS.indexOf(word) : Number(word));

/** The one match of `pattern` in `text`, or a failure naming what is missing. */
function stated(text: string, pattern: RegExp, where: string): RegExpMatchArray {
  const match = pattern.exec(text);
  expect(match, `${where} no longer says ${pattern}: update this test with the doc`).not.toBeNull();
  return match!;
}

/** Every x.y.z in `text`. */
const versionsIn = (text: string): string[] => text.match(/\b\d+\.\d+\.\d+\b/g) ?? [];

/** matrix/package.json's dependencies as name to exact version, aliases resolved (`npm:got@15.1.0`). */
const matrixPins = Object.fromEntries(
  Object.entries(json("matrix/package.json").dependencies!).map(([name, spec]) => [name, spec.replace(/^npm:.*@/, "")]),
);

describe("figures the docs state", () => {
  it.each(["README.md", "CONTRIBUTING.md", "test-browser/README.md", "test-browser/browser-headers.ts"])(
    "%s names the oldest browsers npm test accepts (scripts/prerequisites.mjs)",
    (path) => {
      const text = read(path);
      const chromium = [...text.matchAll(/\bChromium (\d+)\b/g)].map(([, major]) => Number(major));
      const firefox = [...text.matchAll(/\bFirefox (?:ESR )?(\d+)\b/g)].map(([, major]) => Number(major));
      expect(chromium.length, "a Chromium version").toBeGreaterThan(0);
      expect(firefox.length, "a Firefox version").toBeGreaterThan(0);
      expect(new Set(chromium)).toStrictEqual(new Set([MIN_CHROMIUM]));
      expect(new Set(firefox)).toStrictEqual(new Set([MIN_FIREFOX]));
    },
  );

  describe("npm run demo, as the root README and CONTRIBUTING.md describe it", () => {
    // npm test builds the CLI before vitest runs (packages/cli/test/demo.test.ts runs it too)
    const output = execFileSync(process.execPath, [fileURLToPath(new URL("scripts/demo.mjs", root))], {
      encoding: "utf8",
    });
    const commands = output.match(/^\$ endpoint .*$/gm) ?? [];
    const routes = commands.filter((command) => !command.includes(" --to "));
    const clients = readdirSync(new URL("packages/", root)).filter((dir) => dir.startsWith("adapter-"));

    it.each(["README.md", "CONTRIBUTING.md"])("%s: how many routes, of GitHub's and of another API", (path) => {
      const [, all, github, other] = stated(
        read(path),
        /npm run demo .*?(\w+) routes \((\w+) of GitHub's, (\w+) of another API\)/,
        path,
      );
      expect(number(all!)).toBe(routes.length);
      expect(number(other!)).toBe(routes.filter((command) => command.includes("--openapi")).length);
      expect(number(github!)).toBe(routes.length - number(other!));
    });

    it("shows each route as JSON, as each client's call and as curl", () => {
      expect(clients.length).toBeGreaterThan(0);
      expect(commands).toHaveLength(routes.length * (1 + clients.length + 1));
      for (const client of clients)
        expect(commands.filter((command) => command.endsWith(` --to ${client.slice("adapter-".length)}`))).toHaveLength(
          routes.length,
        );
    });
  });

  it("README.md: how many GitHub calls npm run bench times", async () => {
    const [, calls] = stated(
      read("README.md"),
      /`npm run bench` times it against the reference on (\d+) GitHub calls/,
      "README.md",
    );
    const scenarios = (await import(new URL("scripts/scenarios.mjs", root).href)) as { SCENARIOS: unknown[] };
    expect(Number(calls)).toBe(scenarios.SCENARIOS.length);
  });

  it("README.md: the Node, Deno and Bun versions the matrix runs (matrix/package.json)", () => {
    const readme = read("README.md");
    const [, node22, node24, node26, deno, bun] = stated(
      readme,
      /Node (\d+\.\d+), (\d+\.\d+) and (\d+\.\d+), Deno ([\d.]+)\s+and Bun ([\d.]+) are the versions tested/,
      "README.md",
    );
    expect([node22, node24, node26, deno, bun]).toStrictEqual(
      ["node22", "node24", "node26", "deno", "bun"].map((name) =>
        matrixPins[name]!.split(".")
          .slice(0, name.startsWith("node") ? 2 : 3)
          .join("."),
      ),
    );
    const [, denoLine, bunLine] = stated(readme, /in Deno (\d+\.\d+) and Bun (\d+\.\d+) too/, "README.md");
    expect([denoLine, bunLine]).toStrictEqual([
      deno!.split(".").slice(0, 2).join("."),
      bun!.split(".").slice(0, 2).join("."),
    ]);
  });

  it("matrix/README.md: every version its table names, and only those, is pinned in matrix/package.json", () => {
    const rows = read("matrix/README.md")
      .split("\n")
      .filter((line) => line.startsWith("| ") && /\d+\.\d+\.\d+/.test(line));
    expect(new Set(rows.flatMap((row) => versionsIn(row.split("|")[1]!)))).toStrictEqual(
      new Set(Object.values(matrixPins)),
    );
  });

  it("README.md: the client versions of the Tested on table are the pinned ones", () => {
    const table = read("README.md").split("## Tested on")[1]!.split("\n\n")[1]!;
    const rows = table.split("\n").filter((line) => /^\| (axios|undici|ky|got) /.test(line));
    expect(rows.map((row) => row.split(" ")[1])).toStrictEqual(["axios", "undici", "ky", "got"]);
    for (const row of rows) {
      const [, client, , node20, node22to26, ...others] = row.split(/(?<!\\)\|/).map((cell) => cell.trim());
      const name = client!.split(" ")[0]!;
      // Node 20: the adapter's own dev dependency; Node 22 to 26: that and every matrix pin of the client
      const pinned = json(`packages/adapter-${name}/package.json`).devDependencies![name]!;
      const matrix = Object.entries(matrixPins)
        .filter(([pin]) => pin.replace(/\d+$/, "") === name)
        .map(([, version]) => version);
      expect(versionsIn(node20!), `${name}, Node 20`).toStrictEqual([pinned]);
      expect(new Set(versionsIn(node22to26!)), `${name}, Node 22 to 26`).toStrictEqual(new Set([pinned, ...matrix]));
      for (const cell of others) for (const version of versionsIn(cell)) expect([pinned, ...matrix]).toContain(version);
    }
  });

  it("CONTRIBUTING.md: the public packages that share one version, and the core's coverage", () => {
    const contributing = read("CONTRIBUTING.md");
    const [, all, adapters] = stated(
      contributing,
      /The (\w+) public packages \(core, the (\w+) adapters, the CLI\) form one `fixed` group/,
      "CONTRIBUTING.md",
    );
    const fixed = JSON.parse(read(".changeset/config.json")).fixed as string[][];
    expect(number(all!)).toBe(fixed[0]!.length);
    expect(number(adapters!)).toBe(
      readdirSync(new URL("packages/", root)).filter((dir) => dir.startsWith("adapter-")).length,
    );
    const [, coverage] = stated(contributing, /\((\d+)% line and branch coverage of the core\)/, "CONTRIBUTING.md");
    const thresholds = stated(read("vitest.config.ts"), /thresholds: \{([^}]*)\}/, "vitest.config.ts")[1]!;
    expect(thresholds).toContain(`lines: ${coverage}`);
    expect(thresholds).toContain(`branches: ${coverage}`);
  });

  describe("CONTRIBUTING.md: the lines npm test closes with (scripts/test-summary.mjs)", () => {
    const passing = (titles: string[], meta = {}) => ({
      ancestorTitles: titles.slice(0, -1),
      title: titles.at(-1)!,
      status: "passed",
      meta,
    });
    const file = (name: string, tests: ReturnType<typeof passing>[]) => ({
      name: `/repo/${name}`,
      status: "passed",
      assertionResults: tests,
    });
    const vitestReport = (files: ReturnType<typeof file>[]) => ({
      numPassedTests: files.flatMap((f) => f.assertionResults).length,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: files,
    });
    const ky = () => file("packages/adapter-ky/test/contract.test.ts", [passing(["ky over wire", "GET"])]);
    // Node 20: two core tests vitest names alike (a value cut in an `each` title) and ky's contract;
    // each browser: one page test of the same name; node22: ky's contract with two majors and a test
    // of its own; bun: the two core tests (under names of its own) and a test of its own
    const root = vitestReport([
      file("packages/core/test/a.test.ts", [passing(["each", "'x…'"]), passing(["each", "'x…'"])]),
      ky(),
      file("test-browser/page.test.ts", [passing(["loads"], { browser: "chromium" })]),
      file("test-browser/page.test.ts", [passing(["loads"], { browser: "firefox" })]),
    ]);
    const leg = (name: string, report: ReturnType<typeof vitestReport>) => ({
      leg: name,
      passed: report.numPassedTests,
      failed: 0,
      tests: testIds("/repo", report),
    });
    const core = () =>
      passing(["bun: the core's test files", "a.test.ts > each > 'x…'"], {
        repeatOf: "packages/core/test/a.test.ts > each > 'x…'",
      });
    const legs = [
      leg("node22", vitestReport([ky(), ky(), file("matrix/test/versions.test.ts", [passing(["versions"])])])),
      leg("bun", vitestReport([file("matrix/runtimes/core.test.ts", [core(), core(), passing(["runs every file"])])])),
    ];
    const matrix = { passed: 6, failed: 0, legs };
    const { lines, passed, failed } = summarize("/repo", root, matrix);

    it("counts each test once and each run of it again as a repeat of the runtime that ran it", () => {
      expect(lines).toStrictEqual([
        "by runtime: node20 3 passed, chromium 1 passed, firefox 1 passed, node22 3 passed, bun 3 passed",
        "11 tests: 6 distinct, 5 repeats (firefox 1, node22 2, bun 2)",
      ]);
      expect({ passed, failed }).toStrictEqual({ passed: 11, failed: 0 });
    });

    it("prints them as CONTRIBUTING.md shows them, the last line as scripts/test.mjs prints it", () => {
      const [, block] = stated(
        read("CONTRIBUTING.md"),
        /closes with these lines[\s\S]*?```text\n([\s\S]*?)```/,
        "CONTRIBUTING.md",
      );
      // <n> a count, <runtime> a runtime's name, ... whatever else
      const forms = block!
        .trim()
        .split("\n")
        .map(
          (line) =>
            new RegExp(
              `^${line
                .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
                .replaceAll("<n>", "[\\d,]+")
                .replaceAll("<runtime>", "\\w+")
                .replaceAll("\\.\\.\\.", ".*")}$`,
            ),
        );
      // CI reads the last line: nothing may be printed after it
      expect(read("scripts/test.mjs").trimEnd(), "scripts/test.mjs ends by printing the sums").toMatch(
        /\nconsole\.log\(`\$\{passed\} passed, \$\{failed\} failed`\);\nprocess\.exit\([^)]*\);$/,
      );
      const printed = [
        ...lines,
        "time: biome 2 s, build 60 s, vitest 900 s, matrix 600 s",
        `${passed} passed, ${failed} failed`,
      ];
      expect(forms).toHaveLength(printed.length);
      for (const [at, form] of forms.entries()) expect(printed[at]).toMatch(form);
    });
  });
});
