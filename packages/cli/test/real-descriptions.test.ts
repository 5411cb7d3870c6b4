/**
 * `endpoint openapi styles` over the real description excerpts the core's tests vendor (Google,
 * Graph, Azure, Stripe, Kubernetes, a label/matrix API): the table it prints must make
 * `createEndpoint` send what the core's own test helper, written from the specification, derives.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createEndpoint } from "@scope/endpoint-core";
import { run } from "@scope/endpoint-cli";
import { loadDescriptions, styleTable, TEXT_VARIANTS, valueFor } from "../../core/test/any-api/descriptions.ts";

const BASE = "https://api.example.com";
const FIXTURES = new URL("../../core/test/fixtures/openapi/", import.meta.url);

async function printedTable(name: string): Promise<unknown> {
  let out = "";
  let err = "";
  const file = fileURLToPath(new URL(`${name}/excerpt.json`, FIXTURES));
  const code = await run(["openapi", "styles", file], {
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    stdin: async () => new Uint8Array(),
  });
  expect(code, err).toBe(0);
  return JSON.parse(out);
}

describe.each(loadDescriptions())("openapi styles on $name", ({ name, operations }) => {
  it("prints a table that sends every operation as the specification's styles say", async () => {
    const printed = createEndpoint({ baseUrl: BASE, styles: (await printedTable(name)) as never });
    const derived = createEndpoint({ baseUrl: BASE, styles: styleTable(operations) as never });
    let compared = 0;
    for (const operation of operations) {
      for (let variant = 0; variant < TEXT_VARIANTS.length; variant++) {
        const params = { path: {}, query: {}, header: {} } as Record<string, Record<string, unknown>>;
        for (const parameter of operation.parameters)
          (params[parameter.in] as Record<string, unknown>)[parameter.name] = valueFor(parameter, variant);
        const send = (api: typeof printed) => {
          try {
            return api(operation.key, { params });
          } catch (error) {
            return (error as { code: string }).code;
          }
        };
        expect(send(printed), operation.key).toEqual(send(derived));
        compared++;
      }
    }
    expect(compared).toBe(operations.length * TEXT_VARIANTS.length);
  });
});
