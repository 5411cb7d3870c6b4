// Every regular expression a package's source writes, judged by recheck (an automaton and fuzzing
// ReDoS checker): "Every parser runs in linear time" (docs/rules.md#safety) is checked on the
// expression itself, so a backtracking pattern fails the suite before any input finds it, on any
// machine, without a clock. recheck's fuzzer is seeded, so a verdict is the same on every run.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { check } from "recheck";
import ts from "typescript";

/** The `.ts` files under `dir`, declarations excluded. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A regex literal's pattern and flags: `/a+/g` gives ["a+", "g"]. */
function splitLiteral(text) {
  const end = text.lastIndexOf("/");
  return [text.slice(1, end), text.slice(end + 1)];
}

/**
 * The regexes of one file: literals, and `RegExp(...)` calls, whose pattern must be a string
 * literal or `<literal>.source` so that it can be judged (anything else is reported as dynamic).
 */
function regexesOf(file, root) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const where = (node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const [pattern, flags] = splitLiteral(node.text);
      found.push({ where: where(node), pattern, flags });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      const [first] = node.arguments ?? [];
      // `new RegExp(OTHER.source, flags)` re-flags a literal that is judged where it is written
      const copies = first !== undefined && ts.isPropertyAccessExpression(first) && first.name.text === "source";
      if (!copies) {
        const literal = first !== undefined && ts.isStringLiteralLike(first);
        found.push({ where: where(node), pattern: literal ? first.text : undefined, flags: "" });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Judges every regex in the `.ts` files under `dirs`; each entry gets recheck's `status`
 * ("safe", "vulnerable" or "unknown"; "dynamic" for a pattern built at run time) and, when
 * vulnerable, its `complexity` ("polynomial" or "exponential") and an attack string's length.
 */
export async function auditRegexes(dirs, root = process.cwd()) {
  const regexes = dirs.flatMap((dir) => sourceFiles(dir).flatMap((file) => regexesOf(file, root)));
  const results = [];
  for (const regex of regexes) {
    if (regex.pattern === undefined) {
      results.push({ ...regex, status: "dynamic" });
      continue;
    }
    const verdict = await check(regex.pattern, regex.flags, { randomSeed: 0, timeout: 10_000 });
    results.push({
      ...regex,
      status: verdict.status,
      complexity: verdict.complexity?.type,
      attack: verdict.attack?.string.length,
    });
  }
  return results;
}
