/**
 * @module openapi-size: the one size rule of `endpoint openapi styles` and `--styles`: a description
 * and the table worked out from it are held to the same two bounds, 100 MiB of text and 2^21 nodes,
 * so that what the command reads and what it prints both stay in proportion to a bounded input.
 */
import { Lexer } from "yaml";
import { CliError } from "./cli-error.ts";
import { visible } from "./hidden.ts";

/** The most a description, and the table printed from it, may hold: 100 MiB of text. */
export const MAX_OPENAPI_BYTES: number = 100 * 1024 * 1024;

/**
 * The most nodes a description may hold, and the most parameters its table may visit:
 * 2,097,152 (2^21). A node is a scalar, list, map, key-value pair or alias: what the YAML parser
 * builds an object for, so its memory follows nodes, not bytes (measured: 1.1 GB for 9 MB of YAML
 * holding 1.97 million nodes; 10 MB of that needed 1.3 GB). Real descriptions hold about one node in
 * 20 bytes of JSON, so GitHub's whole description (about 12 MB) is near a quarter of the bound.
 */
export const MAX_OPENAPI_NODES: number = 2 ** 21;

const MIB = 1024 * 1024;

const tooLarge = (message: string): CliError => new CliError("ERR_OPENAPI_TOO_LARGE", message);

/**
 * The error for `what` (a description, a table) over {@link MAX_OPENAPI_BYTES}.
 * @example overBytes("the description from stdin").message; // "the description from stdin is over 100 MiB"
 */
export const overBytes = (what: string): CliError => tooLarge(`${what} is over ${MAX_OPENAPI_BYTES / MIB} MiB`);

/** Refuses text over {@link MAX_OPENAPI_BYTES}, before anything is built from it. */
export function checkBytes(bytes: number, what: string): void {
  if (bytes > MAX_OPENAPI_BYTES) throw overBytes(what);
}

/**
 * The nodes of JSON text, counted before it is parsed: each `{`, `[`, `:` and `,` outside strings
 * starts one (a map or list, a pair, the next item), plus the first value. One pass, no allocation.
 * @example jsonNodes('{"a":[1,2]}'); // 5
 */
export function jsonNodes(text: string): number {
  let nodes = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b || code === 0x3a || code === 0x2c) nodes++;
  }
  return nodes;
}

/** The YAML lexer's marker before a plain scalar or a block scalar's text (its next lexeme is that text). */
const SCALAR = "\x1f";
/** Indicators that each make one node: a list item, a pair, an explicit key. */
const INDICATORS = new Set(["-", ":", "?"]);
/** First characters of lexemes that each make one node: a quoted scalar, a flow map or list, an alias. */
const STARTS = new Set(["'", '"', "{", "[", "*"]);

/**
 * The nodes of YAML text, counted by the YAML lexer before anything is parsed: scalars (plain,
 * quoted, block), flow lists and maps, aliases, list items and pairs. The lexer keeps nothing, so
 * counting costs no memory, and the parser then builds at most this many nodes.
 * @example yamlNodes("a: [1, 2]\n"); // 5
 */
export function yamlNodes(text: string): number {
  let nodes = 0;
  let afterMarker = false;
  for (const lexeme of new Lexer().lex(text)) {
    // the text after a marker is the scalar itself, whatever its first character
    if (afterMarker) {
      afterMarker = false;
      continue;
    }
    afterMarker = lexeme === SCALAR;
    if (afterMarker || INDICATORS.has(lexeme) || STARTS.has(lexeme[0]!)) nodes++;
  }
  return nodes;
}

/** Refuses a description of more than {@link MAX_OPENAPI_NODES} nodes, before it is parsed. */
export function checkNodes(nodes: number, name: string): void {
  if (nodes > MAX_OPENAPI_NODES)
    throw tooLarge(
      `${name} holds over ${MAX_OPENAPI_NODES.toLocaleString("en-US")} nodes (scalars, lists, maps, pairs), the most openapi styles reads`,
    );
}

/**
 * What a style table may cost while it is worked out: at most {@link MAX_OPENAPI_NODES} parameters
 * visited (a path item's parameters count once for each of its operations, a `$ref`'d one once
 * for each place that names it) and at most {@link MAX_OPENAPI_BYTES} of text printed. A table that
 * `$ref`s one large path item from many paths stops at the bound, not after printing gigabytes.
 */
export class TableBudget {
  #visited = 0;
  #printed = 0;

  constructor(readonly name: string) {}

  /** One parameter visited for one operation. */
  visit(): void {
    if (++this.#visited > MAX_OPENAPI_NODES)
      throw tooLarge(
        `the style table of ${this.name} would visit over ${MAX_OPENAPI_NODES.toLocaleString("en-US")} parameters (each path item's and $ref'd parameter counts for every operation that has it), the most openapi styles works out`,
      );
  }

  /** A key the table prints (an operation or a parameter name), counted as it will be written. */
  print(key: string): void {
    this.#printed += visible(JSON.stringify(key)).length;
    checkBytes(this.#printed, `the style table of ${this.name}`);
  }
}
