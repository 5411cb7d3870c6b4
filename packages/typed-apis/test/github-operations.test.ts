import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import typescript from "typescript";
import { expect, it } from "vitest";
import { githubGetOperations } from "../../../scripts/github-operations.mjs";
import { virtualDiagnostics } from "./virtual-file.ts";

// Correct calls on a large real description compile with no false positive: every GET operation of
// GitHub's description, with its required path and query parameters, in the flat form and in the
// grouped form on endpoint.defaults<paths>(), and grouped on createEndpoint<paths>().
const require = createRequire(import.meta.url);
const types = join(dirname(require.resolve("@octokit/openapi-types/package.json")), "types.d.ts");
const operations = githubGetOperations(types);
const file = fileURLToPath(new URL("./github-operations-virtual.ts", import.meta.url));

function source(): string {
  const lines = [
    'import type { paths } from "@octokit/openapi-types";',
    'import { createEndpoint, endpoint } from "@scope/endpoint-core";',
    "const github = endpoint.defaults<paths>({});",
    'const api = createEndpoint<paths>({ baseUrl: "https://api.github.com" });',
  ];
  for (const { route, path, query, params } of operations) {
    const grouped = JSON.stringify({ params: { path, query } });
    lines.push(`github(${JSON.stringify(route)}, ${JSON.stringify(params)});`);
    lines.push(`github(${JSON.stringify(route)}, ${grouped});`);
    lines.push(`api(${JSON.stringify(route)}, ${grouped});`);
  }
  return `${lines.join("\n")}\nexport {};\n`;
}

/** Each error as its line and message, from the current TypeScript over `text` as a user's file. */
function errorsOf(text: string): string[] {
  const ts = typescript;
  return virtualDiagnostics(ts, file, text, { skipLibCheck: true }).map((diagnostic) => {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line : -1;
    return `${text.split("\n")[line] ?? diagnostic.file?.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

it(`compiles every GET operation of GitHub's description in each form (${operations.length} operations)`, () => {
  expect(operations.length).toBeGreaterThan(600);
  expect(errorsOf(source())).toEqual([]);
}, 180_000);

it("and the check bites: a misspelt path parameter in the grouped form is the one error", () => {
  const wrong = 'api("GET /repos/{owner}/{repo}", { params: { path: { owner: "o", rpo: "r" } } });';
  const errors = errorsOf(source().replace("export {};", `${wrong}\nexport {};`));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(wrong);
}, 180_000);
