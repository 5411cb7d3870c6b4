/**
 * @module parse-description: an OpenAPI description's text as a value, JSON or YAML, within the
 * size rule of openapi-size.ts and in time linear in the text.
 */
import { isScalar, LineCounter, parseDocument, visit, type Document } from "yaml";
import { CliError } from "./cli-error.ts";
import { checkNodes, jsonNodes, yamlNodes } from "./openapi-size.ts";

const parseError = (message: string): CliError => new CliError("ERR_OPENAPI_PARSE", message);

/** V8's JSON.parse message with its position as a line and column (its quote of the text left out). */
function jsonReason(text: string, message: string): string {
  const position = /at position (\d+)/.exec(message);
  // an index scan, not a regex: `, ".*" is not valid JSON$` retried `.*` from every `, "`
  const quoted = message.indexOf(', "');
  const cut = message.endsWith('" is not valid JSON') && quoted !== -1 ? message.slice(0, quoted) : message;
  const reason = cut.replace(/ in JSON at position \d+.*$/s, "");
  if (position === null) return reason;
  const before = text.slice(0, Number(position[1]));
  const line = before.split("\n").length;
  return `${reason} at line ${line}, column ${before.length - before.lastIndexOf("\n")}`;
}

/**
 * The first key a YAML map repeats, as "at line L, column C", or undefined. yaml's own check
 * (`uniqueKeys`) compares each key with every earlier one: a map of 80,000 keys (1 MB) took 137 s.
 * Here each map keeps a set of its scalar keys' values, which is what that check compares.
 */
function repeatedKey(document: Document.Parsed, lines: LineCounter): string | undefined {
  let found: string | undefined;
  visit(document, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        // yaml compares scalar values with ===, so NaN never repeats
        if (!isScalar(key) || Number.isNaN(key.value)) continue;
        if (seen.has(key.value)) {
          const { line, col } = lines.linePos(key.range?.[0] ?? 0);
          found = `at line ${line}, column ${col}`;
          return visit.BREAK;
        }
        seen.add(key.value);
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Parses a description's text: JSON when the name ends in `.json` or the text starts with `{`,
 * else YAML (1.2, which reads JSON too). Text of more nodes than the size rule allows is refused
 * before it is parsed (`ERR_OPENAPI_TOO_LARGE`). One-line errors with the line and column.
 * @example parseDescription('openapi: "3.1.0"\npaths: {}', "api.yaml"); // { openapi: "3.1.0", paths: {} }
 */
export function parseDescription(text: string, name: string): unknown {
  const source = text.replace(/^\uFEFF/, "");
  const json = /\.json$/i.test(name) || (!/\.ya?ml$/i.test(name) && /^\s*\{/.test(source));
  if (json) {
    checkNodes(jsonNodes(source), name);
    try {
      return JSON.parse(source);
    } catch (error) {
      throw parseError(`${name} is not JSON: ${jsonReason(source, (error as Error).message)}`);
    }
  }
  checkNodes(yamlNodes(source), name);
  const lines = new LineCounter();
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: false, lineCounter: lines });
  const first = document.errors[0];
  if (first !== undefined) throw parseError(`${name} is not YAML: ${first.message.split("\n")[0]!.replace(/:$/, "")}`);
  const repeated = repeatedKey(document, lines);
  if (repeated !== undefined) throw parseError(`${name} is not YAML: Map keys must be unique ${repeated}`);
  try {
    return document.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // an alias to an anchor not set, or aliases expanding past the count (a "billion laughs" file)
    throw parseError(`${name} is not YAML: ${(error as Error).message}`);
  }
}
