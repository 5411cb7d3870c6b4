// Runs in Deno or Bun for ./contract.test.ts: sends contract scenarios through the runtime's own fetch,
// ky and axios's fetch adapter with the BUILT adapters, which the runtime resolves from node_modules
// as an app would. Reads one JSON line per request from stdin, {n, client, id, origin}, and answers
// {n, outcome}: "resolved", or "rejected (<error>)" as the Node runner words it, after a first line
// naming the runtime and where its imports resolved.
// Usage: <runtime> send.mjs <scenarios.mjs> (packages/contract/src/scenarios.ts, bundled by the test)
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import axios from "axios";
import { toAxios } from "@scope/endpoint-axios";
import { toFetch, toRequest } from "@scope/endpoint-fetch";
import { toKy } from "@scope/endpoint-ky";
// ky 2 from matrix/node_modules, ky 1 from the root's (the Node 20 pin): both majors of the peer range
import ky2 from "ky";
import ky1 from "../../node_modules/ky/distribution/index.js";

const { SCENARIOS, buildOptions } = await import(pathToFileURL(process.argv[2]).href);

// throwHttpErrors off, validateStatus and a text response: test-neutral, as in the adapters' contract tests;
// and ky's own 10 s default timeout off, as there: a busy machine must not time out a scenario that sets none
const [kyClient1, kyClient2] = [ky1, ky2].map((ky) => ky.create({ throwHttpErrors: false, timeout: false }));
const CLIENTS = {
  fetch: async (options) => (await fetch(...toFetch(options))).arrayBuffer(),
  "fetch (toRequest)": async (options) => (await fetch(toRequest(options))).arrayBuffer(),
  "ky 1": (options) => kyClient1(...toKy(options)).text(),
  "ky 2": (options) => kyClient2(...toKy(options)).text(),
  "axios (fetch adapter)": async (options) =>
    (await axios.request({ ...toAxios(options), adapter: "fetch", validateStatus: () => true, responseType: "text" }))
      .data,
};

// first line: what this runtime resolved each import to, which the test checks
const runtime = globalThis.Deno ? `deno ${Deno.version.deno}` : `bun ${Bun.version}`;
const imports = [
  "ky",
  "axios",
  "@scope/endpoint-core",
  "@scope/endpoint-fetch",
  "@scope/endpoint-ky",
  "@scope/endpoint-axios",
];
console.log(
  JSON.stringify({ runtime, resolved: Object.fromEntries(imports.map((name) => [name, import.meta.resolve(name)])) }),
);

for await (const line of createInterface({ input: process.stdin })) {
  const { n, client, id, origin } = JSON.parse(line);
  const options = buildOptions(
    SCENARIOS.find((scenario) => scenario.id === id),
    origin,
  );
  CLIENTS[client](options).then(
    () => console.log(JSON.stringify({ n, outcome: "resolved" })),
    (error) => console.log(JSON.stringify({ n, outcome: `rejected (${String(error)})` })),
  );
}
