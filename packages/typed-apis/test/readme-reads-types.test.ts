import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import typescript from "typescript";
import { describe, expect, it } from "vitest";
import { virtualProgramDiagnostics } from "./virtual-file.ts";

// Each adapter README's typed read and paginated loop (its ```ts blocks under "Reading answers and
// pages", run on the wire by the contract's readme-reads.test.ts), compiled as a user's files against
// the built declarations by the TypeScript the repository uses and by 5.0.4: they compile with no
// cast, and each with a wrong property of `data`, of `error` or of an item does not, so all are typed.
const CLIENTS = ["fetch", "axios", "undici", "ky", "got"] as const;
const HEADING = "## Reading answers and pages";
const ts50 = createRequire(import.meta.url)("typescript-5.0") as typeof typescript;

/** The ```ts blocks of an adapter README's section on reads. */
function examples(client: string): string[] {
  const readme = readFileSync(new URL(`../../adapter-${client}/README.md`, import.meta.url), "utf8");
  const start = readme.indexOf(`\n${HEADING}\n`);
  const section = readme.slice(start, readme.indexOf("\n## ", start + HEADING.length + 2));
  return [...section.matchAll(/```ts\n([^]*?)```/g)].map(([, code]) => code!.trim());
}

/** Each block as written and with one misspelt property, named by what it must report. */
const cases = CLIENTS.flatMap((client) => {
  const [read = "", pages = ""] = examples(client);
  return [
    [client, "read", read, []],
    [client, "misspelt data", read.replace("data?.full_name", "data?.full_nmae"), ["'full_nmae' does not exist"]],
    [client, "misspelt error", read.replace("error?.message", "error?.mesage"), ["'mesage' does not exist"]],
    [client, "pages", pages, []],
    [client, "misspelt item", pages.replace("issue.number", "issue.numbr"), ["'numbr' does not exist"]],
  ] as const;
});
const files = (dir: string): Record<string, string> =>
  Object.fromEntries(
    cases.map(([client, name, code]) => [`${dir}${client}-${name.replace(" ", "-")}.ts`, `${code}\nexport {};`]),
  );

describe.each([
  [`TypeScript ${typescript.version}`, typescript],
  [`TypeScript ${ts50.version}`, ts50],
])("adapter READMEs' typed reads with %s", (_name, ts) => {
  const dir = fileURLToPath(new URL("./readme-reads-", import.meta.url));
  // one program for all: GitHub's declarations are read once
  const diagnostics = virtualProgramDiagnostics(ts, files(dir), { skipLibCheck: true });

  it.each(CLIENTS)("adapter-%s shows a typed entry's read and a paginated loop, neither with a cast", (client) => {
    const [read = "", pages = ""] = examples(client);
    expect(read).toContain("endpoint.defaults<paths>(");
    expect(pages).toContain("paginate(");
    // a cast is `as` outside a comment
    for (const code of [read, pages]) expect(code.replace(/\/\/.*$/gm, "")).not.toMatch(/\bas\b/);
  });

  it.each(cases)("adapter-%s, %s: compiles or names the misspelt property", (client, name, _code, expected) => {
    const own = diagnostics
      .filter((diagnostic) => diagnostic.file?.fileName === `${dir}${client}-${name.replace(" ", "-")}.ts`)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(own).toEqual(expected.map((fragment) => expect.stringContaining(fragment)));
  });

  it("reports nothing outside the blocks", () => {
    expect(diagnostics.filter((diagnostic) => !diagnostic.file?.fileName.startsWith(dir))).toEqual([]);
  });
});
