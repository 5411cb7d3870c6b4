/** @module adapter-checks: what every adapter's conversion must do besides the wire: leave its input alone, and ship built files that convert alike. */
import { execFileSync } from "node:child_process";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";

/** The adapter function under test, from source, and where its package is built. */
export interface AdapterUnderTest {
  /** The export's name, e.g. `"toKy"`. */
  name: string;
  /** The export itself, from source. */
  convert: (options: RequestOptions) => unknown;
  /** The package directory (holding package.json and dist/). */
  dir: string | URL;
}

const ROUTE = "PATCH /repos/{owner}/{repo}";
const PARAMS = { owner: "o", repo: "r", name: "x", nested: { constructor: "c" }, headers: { "x-n": 5 } };
const CALL = (name: string): string =>
  `JSON.stringify(${name}(endpoint(${JSON.stringify(ROUTE)}, ${JSON.stringify(PARAMS)})))`;

/**
 * Keys some other code may have set on `Object.prototype`, each with a value an adapter reading it
 * would act on: the options' keys, `request`'s, headers an adapter looks at, and the clients' own
 * option names. `signal` is a live signal: Node's own stream constructors read an inherited one.
 */
const POLLUTION = (): Record<string, unknown> => ({
  request: { timeout: 1, signal: new AbortController().signal },
  body: "polluted body",
  data: "polluted data",
  signal: new AbortController().signal,
  timeout: 1,
  headers: { "x-polluted": "1" },
  method: "DELETE",
  url: "http://polluted.invalid/",
  baseUrl: "http://polluted.invalid/",
  "content-type": "application/x-polluted",
  "content-length": "1",
  "user-agent": "polluted",
  duplex: "full",
  headersTimeout: 1,
  bodyTimeout: 1,
  origin: "http://polluted.invalid",
  path: "/polluted",
});

/** Results of every shape an adapter converts differently. */
const REPRESENTATIVE = (): Array<[string, RequestOptions]> => [
  ["a GET with a query", endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open" })],
  ["a JSON body and a number header", endpoint("POST /repos", { name: "x", headers: { "x-n": 5 } })],
  ["the empty PUT body", endpoint("PUT /user/starred/o/r")],
  ["a string body with no content-type", endpoint("PATCH /x", { data: "text" })],
  ["URLSearchParams", endpoint("POST /form", { data: new URLSearchParams("a=1") })],
  [
    "bytes with a timeout",
    endpoint("POST /x", {
      data: new Uint8Array([1, 2]),
      headers: { "content-type": "application/octet-stream" },
      request: { timeout: 60_000 },
    }),
  ],
  [
    "a stream with content-length and a signal",
    endpoint("POST /x", {
      data: Readable.from([Buffer.from("hi")]),
      headers: { "content-length": 2 },
      request: { signal: new AbortController().signal },
    }),
  ],
  ["a stream without content-length", endpoint("POST /x", { data: Readable.from([Buffer.from("hi")]) })],
];

/**
 * What a conversion returned, by own properties only and without calling a getter, so that two
 * conversions compare: bytes as numbers, class instances (a signal, a stream) by kind.
 */
function shape(value: unknown): unknown {
  if (typeof value === "function") return "<function>";
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof ArrayBuffer) return { ArrayBuffer: Array.from(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value))
    return { view: Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (!Array.isArray(value) && prototype !== null && prototype !== Object.prototype) {
    return `<${prototype.constructor?.name ?? ""} ${Object.prototype.toString.call(value)}>`;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    copy[String(key)] = Object.hasOwn(descriptor, "get") ? "<getter>" : shape(descriptor.value);
  }
  return copy;
}

/** `convert(options)` while `Object.prototype` carries `keys`, shaped before they are removed. */
function convertPolluted(
  convert: (options: RequestOptions) => unknown,
  options: RequestOptions,
  keys: Record<string, unknown>,
): unknown {
  const prototype = Object.prototype as Record<string, unknown>;
  for (const [key, value] of Object.entries(keys)) prototype[key] = value;
  try {
    return shape(convert(options));
  } catch (error) {
    return `threw ${String(error)}`;
  } finally {
    for (const key of Object.keys(keys)) delete prototype[key];
  }
}

// A plain node child: vitest's workers resolve @scope/endpoint-core to TypeScript source (@scope/source),
// and a CJS build can break at run time on an ESM-only client although publint and attw pass it.
function runNode(dir: string | URL, args: string[]): unknown {
  return JSON.parse(execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8" }));
}

/**
 * Declares the adapter's checks: its input stays untouched, keys other code set on
 * `Object.prototype` (`request`, `body`, `timeout`, headers, ...) change nothing it returns, and
 * `dist/index.cjs` (through `require()`) and `dist/index.mjs` (through `import()`) convert as the
 * source does.
 * @example checkAdapter("ky", { name: "toKy", convert: toKy, dir: new URL("..", import.meta.url) });
 */
export function checkAdapter(client: string, { name, convert, dir }: AdapterUnderTest): void {
  describe(`${client}: the adapter ${name}()`, () => {
    it.each([
      [
        "a JSON body, a number header and a timeout",
        endpoint("POST /repos", { name: "x", a: { b: [1] }, headers: { "x-n": 5 }, request: { timeout: 60_000 } }),
      ],
      [
        "a view over bytes",
        endpoint("PUT /x", {
          data: new Uint8Array([9, 1, 2, 9]).subarray(1, 3),
          headers: { "content-type": "application/octet-stream" },
        }),
      ],
      ["an empty PUT body", endpoint("PUT /user/starred/o/r")],
    ])("leaves its input untouched: %s", (_, options) => {
      const copy = structuredClone(options);
      convert(options);
      expect(options).toEqual(copy);
    });

    it.each(REPRESENTATIVE())(
      "reads own properties only: keys set on Object.prototype change nothing it returns for %s",
      (_, options) => {
        const unpolluted = shape(convert(options));
        expect(convertPolluted(convert, options, POLLUTION())).toEqual(unpolluted);
      },
    );

    const expected = JSON.parse(JSON.stringify(convert(endpoint(ROUTE, PARAMS)))) as unknown;

    it("dist/index.cjs loads through require() and converts like the source", () => {
      const script = `const load = require("node:module").createRequire(require("node:path").resolve("package.json"));
        const { ${name} } = load("./dist/index.cjs");
        const { endpoint } = load("@scope/endpoint-core");
        process.stdout.write(${CALL(name)});`;
      expect(runNode(dir, ["-e", script])).toStrictEqual(expected);
    });

    it("dist/index.mjs loads through import() and converts like the source", () => {
      const script = `const { ${name} } = await import("./dist/index.mjs");
        const { endpoint } = await import("@scope/endpoint-core");
        process.stdout.write(${CALL(name)});`;
      expect(runNode(dir, ["--input-type=module", "-e", script])).toStrictEqual(expected);
    });
  });
}
