/**
 * @module ref-resolver: the local `$ref`s of one description, each followed once. A chain of K
 * links named by K parameters costs K steps, not K² (it took 142 s at K = 8,000).
 */
import { CliError } from "./cli-error.ts";

type Json = Record<string, unknown>;

/** Follows a value's `$ref`s to the value they name; `where` places an error in the description. */
export type Resolve = (value: unknown, where: string) => unknown;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const quote = (text: string): string => JSON.stringify(text);
const refError = (message: string): CliError => new CliError("ERR_OPENAPI_REF", message);

/** The value a `#/a/b~1c` fragment names (RFC 6901, percent-decoded first as a URI fragment). */
function pointer(root: Json, ref: string, where: string): unknown {
  let path: string;
  try {
    path = decodeURIComponent(ref.slice(1));
  } catch {
    throw refError(`${where}: $ref ${quote(ref)} is not a valid URI fragment`);
  }
  if (path === "") return root;
  if (!path.startsWith("/")) throw refError(`${where}: $ref ${quote(ref)} is not a JSON pointer (#/...)`);
  let node: unknown = root;
  for (const token of path.slice(1).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key))
      throw refError(`${where}: $ref ${quote(ref)} does not resolve: there is no ${quote(key)} there`);
    node = (node as Json)[key];
  }
  return node;
}

/**
 * A resolver for `root`'s local `$ref`s (JSON pointers into the same document,
 * `#/components/parameters/limit`), followed until a value that is no reference. Each reference is
 * looked up once: every reference of a chain is remembered with the value the chain ends at, so a
 * later walk stops at the first one already known. A reference to another file, one that does not
 * resolve, and a loop are `ERR_OPENAPI_REF`.
 * @example refResolver(doc)({ $ref: "#/components/parameters/limit" }, "paths./a.get.parameters[0]"); // the Parameter Object
 */
export function refResolver(root: Json): Resolve {
  const known = new Map<string, unknown>();
  return (start, where) => {
    const chain = new Set<string>();
    let value = start;
    while (isObject(value) && Object.hasOwn(value, "$ref")) {
      const ref = value.$ref;
      if (typeof ref !== "string") throw refError(`${where}: $ref is not a string`);
      if (known.has(ref)) {
        value = known.get(ref);
        break;
      }
      if (!ref.startsWith("#"))
        throw refError(
          `${where}: $ref ${quote(ref)} points into another document; only local references (#/...) are resolved: bundle the description into one file first`,
        );
      if (chain.has(ref)) throw refError(`${where}: $ref ${quote(ref)} leads back to itself`);
      chain.add(ref);
      value = pointer(root, ref, where);
    }
    for (const ref of chain) known.set(ref, value);
    return value;
  };
}
