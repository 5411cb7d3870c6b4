/**
 * @module github-operations: GitHub's GET operations with values for their required parameters, read
 * from the text of `@octokit/openapi-types`, for the type-check benchmark and the typed-API tests.
 */
import { readFileSync } from "node:fs";

/** Lines of the block that opens at `start` (an indented `{`), up to its closing `};`. */
function block(lines, start) {
  const indent = lines[start].match(/^ */)[0];
  const end = lines.findIndex((line, i) => i > start && line === `${indent}};`);
  return lines.slice(start + 1, end);
}

/** A block's lines with multi-line member types (`name:`, then the type on lines of its own) joined into one. */
function joined(lines) {
  const out = [];
  for (const line of lines) {
    if (out.length > 0 && out.at(-1).endsWith(":")) out[out.length - 1] += ` ${line.trim().replace(/^\| /, "")}`;
    else if (out.length > 0 && /^\s+\|/.test(line) && !out.at(-1).endsWith(";"))
      out[out.length - 1] += ` ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/**
 * The GET operations of GitHub's description (`@octokit/openapi-types`'s types.d.ts, read as text),
 * each with values for its required path and query parameters, of their declared types: a number, an
 * enum's first member, else "x". `params` holds both, as the flat form takes them.
 * @example githubGetOperations(typesPath)[0] // { route: "GET /", path: {}, query: {}, params: {} }
 */
export function githubGetOperations(typesPath) {
  const lines = readFileSync(typesPath, "utf8").split("\n");
  const member = /^\s+"?([\w-]+)"?\??: (.+);$/;
  const shared = new Map();
  const components = lines.indexOf("export interface components {");
  const parameters = lines.findIndex((line, i) => i > components && line === "  parameters: {");
  for (const line of joined(block(lines, parameters))) {
    const match = line.match(member);
    if (match) shared.set(match[1], match[2]);
  }
  const operations = new Map();
  lines.forEach((line, i) => {
    const match = line.match(/^ {2}"([\w/-]+)": \{$/);
    if (match && i > components) operations.set(match[1], i);
  });
  const found = [];
  let path;
  for (const line of lines.slice(0, components)) {
    const opening = line.match(/^ {2}"(\/[^"]*)": \{$/);
    if (opening) path = opening[1];
    const get = line.match(/^ {4}get: operations\["([^"]+)"\];$/);
    if (!get || path === undefined) continue;
    const operation = joined(block(lines, operations.get(get[1])));
    const values = { path: {}, query: {} };
    for (const part of ["path", "query"]) {
      const start = operation.findIndex((l) => l === `      ${part}: {` || l === `      ${part}?: {`);
      if (start < 0) continue;
      for (const l of operation.slice(start + 1, operation.indexOf("      };", start))) {
        const match = l.match(member);
        // required parameters only: the call a user writes at the least
        if (!match || l.includes("?:")) continue;
        const ref = match[2].match(/^components\["parameters"\]\["([\w-]+)"\]$/);
        const type = ref ? shared.get(ref[1]) : match[2];
        values[part][match[1]] = /\bnumber\b/.test(type) ? 1 : (type.match(/^"([^"]*)"/)?.[1] ?? "x");
      }
    }
    found.push({ route: `GET ${path}`, ...values, params: { ...values.path, ...values.query } });
  }
  return found;
}
