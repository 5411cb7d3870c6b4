/**
 * @module render-any-api: `--openapi` snippets, one per client, that build the request with
 * `createEndpoint` and the grouped call, then hand it to the client through its adapter.
 */
import { visible } from "./hidden.ts";
import { jsLiteral, type BodyFile } from "./js-literal.ts";

/** The clients an `--openapi` snippet can call. */
export type SnippetClient = "fetch" | "axios" | "ky" | "got" | "undici";

/** Per client: its imports, and the lines that send `options` and print the response. */
const CLIENTS: Readonly<Record<SnippetClient, { imports: string; send: string }>> = {
  fetch: {
    imports: 'import { toFetch } from "@scope/endpoint-fetch";',
    send: "const response = await fetch(...toFetch(options));\nconsole.log(response.status, await response.text());",
  },
  axios: {
    imports: 'import axios from "axios";\nimport { toAxios } from "@scope/endpoint-axios";',
    send: "const response = await axios.request(toAxios(options));\nconsole.log(response.status, response.data);",
  },
  ky: {
    imports: 'import ky from "ky";\nimport { toKy } from "@scope/endpoint-ky";',
    send: "const response = await ky(...toKy(options));\nconsole.log(response.status, await response.text());",
  },
  got: {
    imports: 'import got from "got";\nimport { toGot } from "@scope/endpoint-got";',
    send: "const response = await got(...toGot(options));\nconsole.log(response.statusCode, response.body);",
  },
  undici: {
    imports: 'import { request } from "undici";\nimport { toUndici } from "@scope/endpoint-undici";',
    send: "const { statusCode, body } = await request(...toUndici(options));\nconsole.log(statusCode, await body.text());",
  },
};

/**
 * A snippet that makes the neutral entry with `config` (its base URL and the style table's entry
 * for this operation), calls it with `route` and the grouped `call`, and sends the result with
 * `client`. A body equal to `file`'s bytes is read from that file when the snippet runs.
 * @example
 * renderAnyApi("fetch", "GET /pets/{id}", { baseUrl: "https://pets.example" }, { params: { path: { id: 7 } } });
 * // 'import { createEndpoint } from "@scope/endpoint-core";\nimport { toFetch } from "@scope/endpoint-fetch";\n\nconst api = createEndpoint({...'
 */
export function renderAnyApi(
  client: SnippetClient,
  route: string,
  config: Readonly<Record<string, unknown>>,
  call: Readonly<Record<string, unknown>>,
  file?: BodyFile,
): string {
  const { imports, send } = CLIENTS[client];
  const callLiteral = jsLiteral(call, "", false, file);
  const readFile = callLiteral.includes("await readFile(") ? 'import { readFile } from "node:fs/promises";\n' : "";
  const args = Object.keys(call).length === 0 ? "" : `, ${callLiteral}`;
  return `${readFile}import { createEndpoint } from "@scope/endpoint-core";
${imports}

const api = createEndpoint(${jsLiteral(config)});
const options = api(${visible(JSON.stringify(route))}${args});
${send}
`;
}
