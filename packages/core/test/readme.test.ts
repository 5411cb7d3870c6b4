import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as adapter from "../src/adapter.ts";
import * as main from "../src/index.ts";
import { ERROR_CODES, EndpointError, OPTION_KEYS, VERSION, endpoint } from "../src/index.ts";

/**
 * Every README example, verbatim: a ```js block followed by the ```json output it shows, or by a
 * ```text block with the `code: message` of the EndpointError it throws.
 */
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const examples = [...readme.matchAll(/```js\n((?:(?!```)[\s\S])*)```\n\n```(json|text)\n((?:(?!```)[\s\S])*)```/g)].map(
  ([, code, kind, output]) => ({
    code: (code as string).trim(),
    kind: kind as "json" | "text",
    output: (output as string).trim(),
  }),
);

/** Runs the example with `endpoint` in scope and returns its last statement's value. */
function run(code: string): unknown {
  const body = code.replace(/;$/, "");
  const split = body.lastIndexOf(";\n");
  const prelude = split === -1 ? "" : body.slice(0, split + 1);
  const last = split === -1 ? body : body.slice(split + 2);
  return new Function("endpoint", `${prelude}\nreturn (${last});`)(endpoint);
}

describe("README examples", () => {
  it("has examples to run", () => {
    expect(examples.length).toBeGreaterThanOrEqual(18);
  });

  it.each(examples.filter((e) => e.kind === "json"))("$code", ({ code, output }) => {
    // the README shows the version it was written at; a release bumps it (npm run version-packages)
    expect(run(code)).toEqual(
      JSON.parse(output.replace(/scope-endpoint\.js\/[\w.-]+/g, `scope-endpoint.js/${VERSION}`)),
    );
  });

  it.each(examples.filter((e) => e.kind === "text"))("$code throws what the README shows", ({ code, output }) => {
    try {
      run(code);
    } catch (error) {
      expect(error).toBeInstanceOf(EndpointError);
      expect(`${(error as EndpointError).code}: ${(error as EndpointError).message}`).toBe(output);
      return;
    }
    throw new Error("the example did not throw");
  });

  it("lists every error code in its table, and no other", () => {
    const listed = [...readme.matchAll(/^\| `(ERR_\w+)` \|/gm)].map(([, code]) => code);
    expect(listed.sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it("lists every option key in its options table", () => {
    const table = readme.slice(
      readme.indexOf("| option | default |"),
      readme.indexOf("\n\n", readme.indexOf("| option | default |")),
    );
    const listed = [...table.matchAll(/^\| `(\w+)` \|/gm)].map(([, key]) => key);
    expect(listed.sort()).toEqual([...OPTION_KEYS].sort());
  });

  it("names every run-time export of both entries in its API table", () => {
    const table = readme.slice(readme.indexOf("| export | what it is |"));
    const row = (start: string) => table.slice(table.indexOf(start), table.indexOf("\n", table.indexOf(start)));
    const adapterRow = row("| `@scope/endpoint-core/adapter`:");
    for (const name of Object.keys(adapter)) expect(adapterRow, `/adapter: ${name}`).toContain(`\`${name}\``);
    const mainRows = table.slice(0, table.indexOf(adapterRow));
    for (const name of Object.keys(main)) expect(mainRows, name).toMatch(new RegExp(`\`${name}[(\`]`));
  });
});
