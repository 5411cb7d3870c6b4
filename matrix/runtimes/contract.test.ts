/**
 * The contract scenarios sent from Deno or Bun: a long-lived runtime process (./send.mjs) sends each
 * scenario through the runtime's fetch, ky 1 and 2, and axios's fetch adapter with the built adapters,
 * to the contract's loopback echo in this Node process, which records the bytes that arrive; each is
 * checked with the Node runner's `expectScenario`, as the Node legs and the browser suite check theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import {
  expectScenario,
  MULTIPART_SCENARIO_IDS,
  Recorder,
  SCENARIOS,
  startWireServer,
  type LoopbackServer,
  type Scenario,
} from "@scope/endpoint-contract";
import { expectUnsupported, type Unsupported } from "@scope/endpoint-contract/unsupported";
import { bundleContractModule, ROOT, RUNTIME, startInRuntime } from "./runtime.ts";

interface RuntimeClient {
  /** Key of send.mjs's CLIENTS table. */
  client: string;
  /** What `String(error)` of a `request.timeout` rejection matches. */
  timeoutError?: RegExp;
  /** Scenario id -> why the client cannot carry it in this runtime, and the failure that shows it; such scenarios must fail so. */
  unsupported?: Record<string, Unsupported>;
}

/**
 * Headers each runtime's fetch adds on its own (all clients here send through it), measured: Deno
 * `accept-encoding: gzip,br` and `accept-language: *`, Bun `accept-encoding: gzip, deflate, br, zstd`.
 * Neither adds Node's `cache-control`/`pragma` to a request with a conditional header.
 */
const ADDED_HEADERS: Record<string, string[]> = {
  deno: ["accept-encoding", "accept-language"],
  bun: ["accept-encoding"],
};
/** The content-type fetch gives a string body that has none: the Fetch standard's, which Bun leaves out. */
const STRING_CONTENT_TYPE: Record<string, string | undefined> = { deno: "text/plain;charset=UTF-8", bun: undefined };

const FORMDATA_AS_URLENCODED: Unsupported = {
  reason:
    "axios's fetch adapter labels FormData application/x-www-form-urlencoded, as in Node (axios loads its Node build here)",
  // the label differs, and so the multipart bytes read back as one urlencoded field: nothing else
  fails:
    /^differs in body = \{"multipart":\[\[".*\]\]\}, headers\.content-type = "application\/x-www-form-urlencoded": /,
};

const CLIENTS: RuntimeClient[] = [
  { client: "fetch" },
  { client: "fetch (toRequest)" },
  { client: "ky 1" },
  { client: "ky 2" },
  {
    client: "axios (fetch adapter)",
    timeoutError: /^rejected \(CanceledError: /,
    unsupported: Object.fromEntries(MULTIPART_SCENARIO_IDS.map((id) => [id, FORMDATA_AS_URLENCODED])),
  },
];

const recorder = new Recorder();
let wire: LoopbackServer;
let sender: ChildProcessWithoutNullStreams;
let stderr = "";
let started: { runtime: string; resolved: Record<string, string> } | undefined;
const waiting = new Map<number, (outcome: string) => void>();
let sent = 0;

beforeAll(async () => {
  const scenarios = await bundleContractModule("scenarios");
  wire = await startWireServer(recorder);
  sender = startInRuntime(fileURLToPath(new URL("send.mjs", import.meta.url)), [scenarios]);
  sender.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const ready = new Promise<void>((resolve) => {
    createInterface({ input: sender.stdout }).on("line", (line) => {
      const message = JSON.parse(line) as { n: number; outcome: string } | NonNullable<typeof started>;
      if ("runtime" in message) return (started = message), resolve();
      waiting.get(message.n)?.(message.outcome);
      waiting.delete(message.n);
    });
    sender.on("close", (status) => {
      resolve();
      for (const answer of waiting.values()) answer(`rejected (${RUNTIME} exited ${status}: ${stderr})`);
    });
  });
  await ready;
});
afterAll(async () => {
  sender?.stdin.end();
  await wire?.close();
});

function send(client: string, scenario: Scenario): Promise<string> {
  const n = ++sent;
  return new Promise((resolve) => {
    waiting.set(n, resolve);
    sender.stdin.write(`${JSON.stringify({ n, client, id: scenario.id, origin: wire.origin })}\n`);
  });
}

/** The Blob types Bun gives `;charset=utf-8` of its own (measured: not text/csv, image/png or application/pdf). */
const BUN_CHARSET_TYPES = ["text/plain", "application/json"];

/**
 * The scenario as it arrives from this runtime, changed by name only:
 * - a bare string body gets fetch's own content-type (none in Bun);
 * - in Bun, a `Blob` or `File` made with `text/plain` or `application/json` carries `;charset=utf-8`
 *   in its type (so in a multipart part's content-type), as Bun adds it to every such Blob it makes.
 */
function inRuntime(scenario: Scenario): Scenario {
  if (scenario.expect === null) return scenario;
  const headers = { ...scenario.expect.headers };
  const type = STRING_CONTENT_TYPE[RUNTIME];
  if (scenario.bareString && type !== undefined) headers["content-type"] = type;
  let body = scenario.expect.body;
  if (RUNTIME === "bun" && typeof body === "object" && "multipart" in body)
    body = {
      multipart: body.multipart.map(([name, value]) => [
        name,
        typeof value === "string" || !BUN_CHARSET_TYPES.includes(value.type)
          ? value
          : { ...value, type: `${value.type};charset=utf-8` },
      ]),
    };
  return { ...scenario, expect: { ...scenario.expect, headers, body } };
}

async function check({ client, timeoutError }: RuntimeClient, scenario: Scenario): Promise<void> {
  recorder.reset(scenario.serverDelay, scenario.serverTrickle);
  const outcome = await send(client, scenario);
  await expectScenario(inRuntime(scenario), outcome, recorder.requests, ADDED_HEADERS[RUNTIME]);
  if (scenario.timesOut) expect(outcome).toMatch(timeoutError ?? /TimeoutError/);
}

it(`${RUNTIME} resolves the built adapters and core, ky 2 from matrix/node_modules and axios from the root`, () => {
  expect(started, stderr).toBeDefined();
  const relative = Object.fromEntries(
    Object.entries(started!.resolved).map(([name, url]) => [name, fileURLToPath(url).slice(ROOT.length)]),
  );
  expect(relative).toEqual({
    ky: "matrix/node_modules/ky/distribution/index.js",
    axios: "node_modules/axios/index.js",
    "@scope/endpoint-core": "packages/core/dist/index.mjs",
    "@scope/endpoint-fetch": "packages/adapter-fetch/dist/index.mjs",
    "@scope/endpoint-ky": "packages/adapter-ky/dist/index.mjs",
    "@scope/endpoint-axios": "packages/adapter-axios/dist/index.mjs",
  });
});

for (const runtimeClient of CLIENTS) {
  describe(`${runtimeClient.client} in ${RUNTIME} over wire`, () => {
    for (const scenario of SCENARIOS) {
      const unsupported = runtimeClient.unsupported?.[scenario.id];
      if (unsupported === undefined) it(scenario.title, () => check(runtimeClient, scenario));
      else
        it(`${scenario.title} [unsupported by ${runtimeClient.client} in ${RUNTIME}: ${unsupported.reason}]`, () =>
          expectUnsupported(check(runtimeClient, scenario), unsupported));
    }
  });
}
