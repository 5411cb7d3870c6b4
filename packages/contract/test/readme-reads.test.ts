import axios from "axios";
import got from "got";
import ky from "ky";
import { request } from "undici";
import { format } from "node:util";
import typescript from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@scope/endpoint-core";
import { paginate } from "@scope/endpoint-core/paginate";
import { readWithAxios } from "@scope/endpoint-axios";
import { readWithFetch } from "@scope/endpoint-fetch";
import { readWithGot } from "@scope/endpoint-got";
import { readWithKy } from "@scope/endpoint-ky";
import { readWithUndici } from "@scope/endpoint-undici";
import { startAnswerServer, type AnswerServer } from "../src/index.ts";
import { blocks } from "./readme-blocks.ts";

const HEADING = "## Reading answers and pages";

/**
 * Runs a README block with `scope`, its imports dropped and its types stripped; what it printed with
 * console.log, one line per call.
 */
async function printed(code: string, scope: Record<string, unknown>): Promise<string> {
  const lines: string[] = [];
  const body = typescript.transpileModule(
    code
      .split("\n")
      .filter((line) => !/^import .* from "[^"]+";$/.test(line))
      .join("\n"),
    { compilerOptions: { target: typescript.ScriptTarget.ES2022 } },
  ).outputText;
  const names = Object.keys(scope);
  const AsyncFunction = (async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const console = { log: (...values: unknown[]) => lines.push(format(...values)) };
  await new AsyncFunction(...names, "console", body)(...names.map((name) => scope[name]), console);
  return lines.join("\n");
}

describe.each([
  ["fetch", { readWithFetch }],
  ["axios", { axios, readWithAxios }],
  ["undici", { request, readWithUndici }],
  ["ky", { ky, readWithKy }],
  ["got", { got, readWithGot }],
] as const)(`adapter-%s README, "${HEADING}"`, (client, scope) => {
  let server: AnswerServer;
  beforeAll(async () => {
    server = await startAnswerServer();
  });
  afterAll(() => server.close());
  // each ```ts block and the ```text block of what it prints (packages/typed-apis/test/readme-reads-types.test.ts compiles them)
  const list = blocks(`packages/adapter-${client}/README.md`, HEADING);
  const examples = list.flatMap((block, i) =>
    block.lang === "ts" && list[i + 1]?.lang === "text" && list[i + 1]!.adjacent
      ? [[block.text, list[i + 1]!.text]]
      : [],
  );

  it("shows a typed read and a paginated loop", () => {
    expect(examples.map(([code]) => /paginate\(/.test(code!))).toEqual([false, true]);
    const name = Object.keys(scope).find((key) => key.startsWith("readWith"))!;
    for (const [code] of examples) expect(code).toContain(`${name}(`);
  });

  it.each(examples)("%s prints what is shown, read from a loopback server", async (code, output) => {
    // GitHub's routes, answered by the loopback server: the README's `endpoint` aimed at it
    const local = endpoint.defaults({ baseUrl: server.origin });
    expect(await printed(code!, { ...scope, endpoint: local, paginate })).toBe(output);
  });
});
