/** @module run-contract: one vitest `describe` per transport, one `it` per scenario (after unstorage's `testDriver`). */
import { isDeepStrictEqual } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RequestOptions } from "@scope/endpoint-core";
import { MSW_MAJOR, startMsw } from "./msw-intercept.ts";
import { echoHandlers, Recorder, startBridgeServer, startWireServer, type Received } from "./echo-server.ts";
import { buildOptions, SCENARIOS, type ExpectedRequest, type MultipartEntries, type Scenario } from "./scenarios.ts";
import { checkAdapter, type AdapterUnderTest } from "./adapter-checks.ts";
import { checkInstances, type ClientInstances } from "./instance-checks.ts";
import { checkStreamedUpload, type StreamedUpload } from "./upload-memory.ts";
import { checkFraming, FRAMING_CHECK_IDS } from "./framing-checks.ts";
import { expectUnsupported, type Unsupported } from "./unsupported.ts";

export { buildOptions };

export type Transport = "msw" | "msw-bridge" | "wire";

export interface ContractClient {
  /** Name used in test titles: "fetch", "axios", "undici", "ky", "got". */
  client: string;
  /** Sends `options` through the REAL client exactly as a user would (`fetch(...toFetch(options))` plus
   *  only test-neutral options like no retry / no throw on HTTP errors / reading the body). Resolves once
   *  the response body is read; rejects when the client rejects (abort, timeout). */
  send(options: RequestOptions): Promise<unknown>;
  /** Which transports to run. "msw": MSW intercepts the call in-process (msw 2: msw/node setupServer,
   *  onUnhandledRequest: "error"; msw 3: its socket-level interceptor, onUnhandledFrame: "error");
   *  "msw-bridge": a 127.0.0.1 node:http server answering through the SAME msw handlers (msw's
   *  `getResponse`), for clients MSW 2 cannot intercept (undici); "wire": a real node:http echo
   *  server on 127.0.0.1 recording the raw method, path+query, headers and body bytes.
   *  Default ["msw", "wire"]. */
  transports?: Transport[];
  /** Lowercase names of headers the client adds by itself, ignored in comparisons (beyond host,
   *  connection, content-length, transfer-encoding, which are always ignored). */
  addedHeaders?: string[];
  /** Scenario ids this client cannot carry, each with the reason (kept to what the client really
   *  cannot do, e.g. a body type it does not support) and the failure that shows it; such scenarios
   *  run and must fail that way (./unsupported.ts), not silently dropped. */
  unsupported?: Record<string, Unsupported>;
  /** What `String(error)` of the client's rejection matches when `request.timeout` runs out; by default the timer signal's reason, a DOMException named TimeoutError. */
  timeoutError?: RegExp;
  /** The content-type the client gives a string body that has none (fetch: `text/plain;charset=UTF-8`); none by default. */
  stringContentType?: string;
  /** The adapter's own checks (./adapter-checks.ts): its conversion leaves its input untouched, and its built files convert alike. */
  adapter?: AdapterUnderTest;
  /** Sends through an instance of the client made with these settings (./instance-checks.ts), for a client that has instances. */
  instance?: ClientInstances;
  /** How the client sends a large streamed upload through the built adapter (./upload-memory.ts); needs `adapter`. */
  upload?: StreamedUpload;
  /** `false` leaves out the framing checks (./framing-checks.ts), which every adapter runs: only for the runner's own test clients. */
  framing?: false;
  /**
   * Runs only the scenarios and framing checks listed in `unsupported`, each of which must fail as its
   * entry says: for the runner's own deliberately broken clients, where a check the client passes
   * proves nothing about the runner that a correct client's run does not. Every entry must name a
   * check that runs on the client's transports, and there must be one (else nothing is shown caught).
   */
  onlyUnsupported?: true;
  /** How long (ms) the framing checks wait for `send` to settle before naming it hung; 12 s by default. Lower only for a client that hangs by design. */
  hangAfter?: number;
}

/** Headers every transport may carry whatever the client: framing and routing, not request content. */
export const ALWAYS_IGNORED: readonly string[] = ["host", "connection", "content-length", "transfer-encoding"];

/** Any fixed origin works under MSW: nothing leaves the process. */
const MSW_ORIGIN = "http://contract.test";
const BOUNDARY = /^multipart\/form-data; ?boundary=("?)([^";]+)\1$/;

// Bytes as text when they are exactly that UTF-8 text (readable diffs), else as a byte list.
const show = (bytes: Uint8Array): string | number[] => {
  const text = Buffer.from(bytes).toString("utf8");
  return Buffer.from(text, "utf8").equals(bytes) ? text : Array.from(bytes);
};

async function parseMultipart(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<MultipartEntries | string> {
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    const entries: MultipartEntries = [];
    for (const [name, value] of form) {
      entries.push([
        name,
        typeof value === "string" ? value : { filename: value.name, type: value.type, text: await value.text() },
      ]);
    }
    return entries;
  } catch (error) {
    return `unparsable multipart body: ${String(error)}`;
  }
}

/** Puts received and expected into one comparable shape, so one `toEqual` diff shows every difference. */
async function compare(
  received: Received,
  expected: ExpectedRequest,
  ignored: Set<string>,
): Promise<[unknown, unknown]> {
  if ("unparsable" in received) return [received, expected];
  const headers = Object.fromEntries(Object.entries(received.headers).filter(([name]) => !ignored.has(name)));
  const expectedBody = expected.body;
  if (typeof expectedBody === "object" && "multipart" in expectedBody) {
    const type = headers["content-type"] ?? "";
    if (BOUNDARY.test(type)) headers["content-type"] = "multipart/form-data; boundary=<boundary>";
    return [{ ...received, headers, body: { multipart: await parseMultipart(received.body, type) } }, expected];
  }
  const wanted = typeof expectedBody === "string" ? new TextEncoder().encode(expectedBody) : expectedBody;
  return [
    { ...received, headers, body: show(received.body) },
    { ...expected, body: show(wanted) },
  ];
}

/**
 * Asserts what sending a scenario produced: the outcome (`"resolved"` or `"rejected (<error>)"`) and the
 * requests that arrived, compared with `scenario.expect` in one diff. Headers named in `ignored` (beyond
 * `ALWAYS_IGNORED`) are left out. Exported for runners that send from elsewhere (test-browser/: Chromium).
 * @example await expectScenario(scenario, "resolved", recorder.requests, ["accept-encoding"]);
 */
export async function expectScenario(
  scenario: Scenario,
  outcome: string,
  requests: Received[],
  ignored: Iterable<string> = [],
): Promise<void> {
  expect(outcome.startsWith("rejected"), `send ${outcome}`).toBe(scenario.outcome === "reject");
  if (scenario.expect === null) {
    expect(requests, "no request may reach the server").toEqual([]);
    return;
  }
  if (scenario.mayNotArrive && requests.length === 0) return;
  expect(requests, "exactly one request reaches the server").toHaveLength(1);
  const names = new Set([...ALWAYS_IGNORED, ...[...ignored].map((name) => name.toLowerCase())]);
  const [actual, expected] = await compare(requests[0]!, scenario.expect, names);
  expect(actual, differences(actual, expected)).toEqual(expected);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The fields of what arrived that differ from what was expected, each as `name = <JSON>` (a header as
 * `headers.<name>`, one that did not arrive as `undefined`), in name order: the failed assertion's
 * message, which `unsupported` entries match (a whole-object message elides the values).
 */
function differences(actual: unknown, expected: unknown): string {
  if (!isRecord(actual) || !isRecord(expected)) return "differs";
  if ("unparsable" in actual) return `differs in unparsable = ${JSON.stringify(actual.unparsable)}`;
  const fields: string[] = [];
  const names = (...records: Record<string, unknown>[]) => [...new Set(records.flatMap(Object.keys))].sort();
  for (const key of names(actual, expected)) {
    const [arrived, wanted] = [actual[key], expected[key]];
    if (key === "headers" && isRecord(arrived) && isRecord(wanted)) {
      for (const name of names(arrived, wanted))
        if (arrived[name] !== wanted[name]) fields.push(`headers.${name} = ${JSON.stringify(arrived[name])}`);
    } else if (!isDeepStrictEqual(arrived, wanted)) fields.push(`${key} = ${JSON.stringify(arrived)}`);
  }
  return `differs in ${fields.join(", ")}`;
}

/** The scenario as `client` must deliver it: a bare string body gets the client's own content-type, if any. */
function forClient(scenario: Scenario, { stringContentType }: ContractClient): Scenario {
  if (!scenario.bareString || stringContentType === undefined || scenario.expect === null) return scenario;
  return {
    ...scenario,
    expect: { ...scenario.expect, headers: { ...scenario.expect.headers, "content-type": stringContentType } },
  };
}

/** How long an msw 3 scenario waits for the client's last writes (see the transports below). */
const SETTLE_MS = 50;

/** `"rejected (<error> < <its cause> ...)"`: fetch's "fetch failed" says nothing without its causes. */
function rejected(error: unknown): string {
  const chain = [String(error)];
  for (let cause = (error as { cause?: unknown })?.cause; cause !== undefined && chain.length < 5; ) {
    chain.push(String(cause));
    cause = (cause as { cause?: unknown })?.cause;
  }
  return `rejected (${chain.join(" < ")})`;
}

async function check(client: ContractClient, scenario: Scenario, recorder: Recorder, origin: string): Promise<void> {
  recorder.reset(scenario.serverDelay, scenario.serverTrickle);
  const outcome = await client.send(buildOptions(scenario, origin)).then(() => "resolved", rejected);
  await expectScenario(forClient(scenario, client), outcome, recorder.requests, client.addedHeaders);
  if (scenario.timesOut) expect(outcome).toMatch(client.timeoutError ?? /TimeoutError/);
}

/**
 * Declares one vitest `describe` per transport with one `it` per scenario. A scenario listed in
 * `unsupported` runs too and must FAIL as the entry says, so the entry is removed once the client can carry it;
 * with `onlyUnsupported`, only those run.
 * The framing checks run too, and with `adapter`, `instance` and `upload`, their checks.
 * @example runContract({ client: "fetch", send: async (o) => (await fetch(...toFetch(o))).text() });
 */
export function runContract(client: ContractClient): void {
  const { unsupported = {}, onlyUnsupported } = client;
  const transports = client.transports ?? ["msw", "wire"];
  const scenariosOn = (transport: Transport): Scenario[] =>
    SCENARIOS.filter(
      (s) => (transport === "wire" || !s.wireOnly) && (!onlyUnsupported || unsupported[s.id] !== undefined),
    );
  if (onlyUnsupported) {
    // an entry naming no check that runs would drop its proof without a word (a renamed scenario, a wire-only one over msw)
    const runnable = new Set([
      ...transports.flatMap((transport) => scenariosOn(transport).map((s) => s.id)),
      ...(client.framing === false ? [] : FRAMING_CHECK_IDS),
    ]);
    const listed = Object.keys(unsupported);
    const stray = listed.filter((id) => !runnable.has(id));
    if (stray.length > 0)
      throw new Error(`${client.client}: unsupported ${stray.join(", ")} run on none of its transports`);
    if (listed.length === 0)
      throw new Error(`${client.client}: onlyUnsupported with nothing unsupported shows nothing caught`);
  }
  if (client.adapter !== undefined) checkAdapter(client.client, client.adapter);
  if (client.instance !== undefined) checkInstances(client.client, client.instance);
  if (client.upload !== undefined && client.adapter !== undefined)
    checkStreamedUpload(client.client, client.adapter.dir, client.upload);
  if (client.framing !== false)
    checkFraming(client.client, (options) => client.send(options), {
      unsupported,
      onlyUnsupported,
      hangAfter: client.hangAfter,
    });
  for (const transport of transports) {
    describe(`${client.client} over ${transport}`, () => {
      const recorder = new Recorder();
      let origin = MSW_ORIGIN;
      let close: () => unknown = () => undefined;
      beforeAll(async () => {
        if (transport === "msw") {
          const stop = await startMsw(echoHandlers(recorder));
          close = () => (recorder.release(), stop());
        } else {
          const loopback =
            transport === "wire"
              ? await startWireServer(recorder)
              : await startBridgeServer(recorder, echoHandlers(recorder));
          ({ origin } = loopback);
          close = () => loopback.close();
        }
      });
      afterAll(async () => {
        await close();
      });
      // msw 3's socket interceptor can hand undici (Node 24's) the echo's answer while undici still
      // writes the last parts of a multipart body; those then land on the next request's connection,
      // which the interceptor no longer reads as HTTP and passes through (ENOTFOUND contract.test).
      // The writes end within a few milliseconds: each scenario starts after them.
      if (transport === "msw" && MSW_MAJOR >= 3) afterEach(() => sleep(SETTLE_MS));
      for (const scenario of scenariosOn(transport)) {
        const entry = unsupported[scenario.id];
        if (entry === undefined) {
          it(scenario.title, () => check(client, scenario, recorder, origin));
        } else {
          it(`${scenario.title} [unsupported by ${client.client}: ${entry.reason}]`, () =>
            expectUnsupported(check(client, scenario, recorder, origin), entry));
        }
      }
    });
  }
}
