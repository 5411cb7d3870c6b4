import axios from "axios";
import got from "got";
import ky from "ky";
import { Agent, request } from "undici";
import { VERSION, createEndpoint, endpoint, type AnyApiConfig, type RequestOptions } from "@scope/endpoint-core";
import { requestSignal, serializeBody, stringHeaders, upperMethod } from "@scope/endpoint-core/adapter";
import { toAxios } from "@scope/endpoint-axios";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";
import { afterAll, describe, expect, it } from "vitest";
import { useWireServer, type ReceivedRequest } from "../src/index.ts";
import {
  arrived,
  blocks,
  bytesOf,
  evaluate,
  pairs,
  readme,
  rebase,
  section,
  wireHeaders,
  type WireRequest,
} from "./readme-blocks.ts";

// The READMEs' examples that build a request are sent through the real clients they name, to the
// loopback echo, and must arrive as the README shows them: method, path and query, headers, body bytes.
// (Each README's own test checks the printed output; this one checks the wire.)
const wire = useWireServer();
const agent = new Agent();
afterAll(() => agent.close());

/** What fetch (and ky, over fetch) adds to every request on its own, in Node. */
const FETCH_ADDED = ["accept-encoding", "accept-language", "sec-fetch-mode", "cache-control", "pragma"];

type Sender = { send(converted: never): Promise<unknown>; added: readonly string[] };

/** Each adapter's output sent through its client, as its README says, and the headers that client adds. */
const SENDERS: Record<string, Sender> = {
  toFetch: {
    send: async ([url, init]: [string, RequestInit]) => (await fetch(url, init)).arrayBuffer(),
    added: FETCH_ADDED,
  },
  toAxios: { send: (config: Parameters<typeof axios.request>[0]) => axios.request(config), added: ["accept-encoding"] },
  toUndici: {
    send: async ([url, options]: ReturnType<typeof toUndici>) => (await request(url, options)).body.arrayBuffer(),
    added: [],
  },
  toUndiciDispatch: {
    send: async (options: ReturnType<typeof toUndiciDispatch>) => (await agent.request(options)).body.arrayBuffer(),
    added: [],
  },
  // ky's own 10 s default timeout off: a busy machine must not time out the README's call (test-only; no wire effect)
  toKy: {
    send: ([url, options]: ReturnType<typeof toKy>) => ky.create({ timeout: false })(url, options).arrayBuffer(),
    added: FETCH_ADDED,
  },
  toGot: { send: ([url, options]: ReturnType<typeof toGot>) => got(url, options).buffer(), added: ["accept-encoding"] },
};

const CONVERT: Record<string, (options: RequestOptions) => unknown> = { toFetch, toAxios, toUndici, toKy, toGot };

/** The one request that `send` puts on the wire, next to what the README shows. */
async function expectArrival(sender: Sender, send: () => Promise<unknown>, expected: WireRequest): Promise<void> {
  wire.recorder.reset();
  await send();
  expect(wire.recorder.requests).toHaveLength(1);
  const received = wire.recorder.requests[0] as ReceivedRequest;
  expect(arrived(received, sender.added, expected.headers)).toEqual(expected);
}

/** The README shows the version it was written at. */
const current = (text: string): string => text.replace(/scope-endpoint\.js\/[\w.-]+/g, `scope-endpoint.js/${VERSION}`);

/** An `endpoint()` result as it must arrive: the method uppercase, the body as its JSON text or as given. */
function fromResult(result: RequestOptions): WireRequest {
  return {
    method: result.method.toUpperCase(),
    path: rebase(result.url, ""),
    headers: wireHeaders(result.headers),
    body: bytesOf(result.body),
  };
}

/** The request results shown in a README (```json blocks holding a `method` and a `url`), with the block before each. */
function shownResults(path: string, lang: string): [string, RequestOptions][] {
  return pairs(blocks(path), lang, "json")
    .map(([code, json]) => [code, JSON.parse(current(json)) as RequestOptions] as [string, RequestOptions])
    .filter(([, shown]) => typeof shown?.method === "string" && typeof shown.url === "string");
}

/** A core README example that builds a request: its code, and the whole result shown or only its `url`. */
interface CoreExample {
  code: string;
  url?: string;
  shown?: RequestOptions;
}

/** The core README's examples that build a request. */
const coreExamples = pairs(blocks("packages/core/README.md"), "js", "json").flatMap(([code, json]): CoreExample[] => {
  const shown = JSON.parse(current(json)) as RequestOptions | string;
  if (typeof shown === "string")
    return /\)\.url;$/.test(code) ? [{ code: code.replace(/\.url;$/, ";"), url: shown }] : [];
  // merged options (`endpoint.merge()`) hold a baseUrl: not a request yet
  return typeof shown.method === "string" && typeof shown.url === "string" && !("baseUrl" in shown)
    ? [{ code, shown }]
    : [];
});

describe("core README: each request shown arrives through every adapter's client", () => {
  it("has requests to send", () => expect(coreExamples.length).toBeGreaterThanOrEqual(15));

  describe.each(Object.keys(CONVERT))("%s", (name) => {
    it.each(coreExamples)("$code", async ({ code, url, shown }: CoreExample) => {
      const result = (await evaluate(code, { endpoint }))[0] as RequestOptions;
      const expected = url === undefined ? fromResult(shown!) : { ...fromResult(result), path: rebase(url, "") };
      const sender = SENDERS[name]!;
      await expectArrival(
        sender,
        () => sender.send(CONVERT[name]!({ ...result, url: rebase(result.url, wire.origin) }) as never),
        expected,
      );
    });
  });
});

describe("core README: the adapter written in 'Writing an adapter'", () => {
  const recipe = blocks("packages/core/README.md").find(
    (block) => block.lang === "js" && block.text.includes("export function toMyClient"),
  );
  it("has the recipe", () => expect(recipe).toBeDefined());

  it("makes options fetch sends as endpoint() built them, a JSON body and a timeout included", async () => {
    const helpers = { requestSignal, serializeBody, stringHeaders, upperMethod };
    const [made] = await evaluate(`${recipe!.text.replace(/^export /m, "")}\n;\ntoMyClient;`, helpers);
    const toMyClient = made as (options: RequestOptions) => RequestInit & { url: string };
    const options = endpoint("PATCH /repos/{owner}/{repo}", {
      baseUrl: wire.origin,
      owner: "o",
      repo: "r",
      name: "n",
      request: { timeout: 60_000 },
    });
    const converted = toMyClient(options);
    await expectArrival(
      SENDERS.toFetch!,
      async () => (await fetch(converted.url, converted)).arrayBuffer(),
      fromResult(options),
    );
  });
});

/** The headers a client sends of its own where the request sets none: the neutral entry sets no accept or user-agent. */
const OWN_DEFAULTS = ["accept", "user-agent"];

/** `createEndpoint` whose entries aim every request at the echo, remembering the last one built. */
function localCreateEndpoint(): { createEndpoint: typeof createEndpoint; last(): RequestOptions } {
  let last: RequestOptions | undefined;
  const local = (config?: AnyApiConfig) => {
    const api = createEndpoint(config) as (...args: unknown[]) => RequestOptions;
    return (...args: unknown[]) => {
      const result = api(...args);
      last = { ...result, url: rebase(result.url, wire.origin) };
      return last;
    };
  };
  return { createEndpoint: local as unknown as typeof createEndpoint, last: () => last! };
}

describe("core README, Any API: each example returns what is shown, and that arrives through every adapter's client", () => {
  // ```js code, then the ```js value it returns; an example uses what the ones before it declare (`api`)
  const examples = pairs(blocks("packages/core/README.md", "## Any API"), "js", "js").map(([own, output], i, all) => ({
    title: own.split("\n").at(-1)!,
    code: all
      .slice(0, i + 1)
      .map(([code]) => code)
      .join(";\n"),
    output,
  }));
  it("has examples", () => expect(examples.length).toBeGreaterThanOrEqual(4));

  it.each(examples)("$title", async ({ code, output }) => {
    const [value, shown] = await evaluate(code, { createEndpoint }, output);
    expect(value).toStrictEqual(shown);
  });

  // an example that shows what a request holds (a multipart body's parts) rather than the request: the contract sends those
  const requests = examples.filter(({ output }) => !output.startsWith("["));
  describe.each(Object.keys(CONVERT))("%s", (name) => {
    it.each(requests)("$title", async ({ code, output }) => {
      const [value, shown] = await evaluate(code, { createEndpoint }, output);
      const result = value as RequestOptions;
      const sender = SENDERS[name]!;
      const expected = fromResult(shown as RequestOptions);
      wire.recorder.reset();
      await sender.send(CONVERT[name]!({ ...result, url: rebase(result.url, wire.origin) }) as never);
      expect(wire.recorder.requests).toHaveLength(1);
      const received = wire.recorder.requests[0] as ReceivedRequest;
      expect(arrived(received, [...sender.added, ...OWN_DEFAULTS], expected.headers)).toEqual(expected);
    });
  });

  // | client | adapter | send |: one row per client, its call sending with the first example's `api`
  const text = section(readme("packages/core/README.md"), "## Any API");
  const rows = [...text.matchAll(/^\| (\w+) \| `(to\w+)` from `@scope\/endpoint-(\w+)` \| `(.+)` \|$/gm)].map(
    ([, client, adapter, pkg, send]) => ({ client: client!, adapter: adapter!, pkg: pkg!, send: send! }),
  );
  it("has one row per client, each naming its adapter", () => {
    expect(rows.map((row) => [row.client, row.pkg])).toEqual(
      ["fetch", "axios", "undici", "ky", "got"].map((client) => [client, client]),
    );
    for (const row of rows) expect(row.send).toContain(`${row.adapter}(api(`);
  });

  it.each(rows)("$client: $send sends the request api() built", async ({ adapter, send }) => {
    const local = localCreateEndpoint();
    const scope = {
      createEndpoint: local.createEndpoint,
      toFetch,
      toAxios,
      toUndici,
      toKy,
      toGot,
      fetch,
      axios,
      undici: { request },
      ky,
      got,
    };
    const before = examples[0]!.code;
    wire.recorder.reset();
    await evaluate(`${before};\n${send}`, scope);
    expect(wire.recorder.requests).toHaveLength(1);
    const expected = fromResult(local.last());
    const added = [...SENDERS[adapter]!.added, ...OWN_DEFAULTS];
    expect(arrived(wire.recorder.requests[0] as ReceivedRequest, added, expected.headers)).toEqual(expected);
  });
});

describe("CLI README: each request printed as JSON arrives through every adapter's client", () => {
  const examples = shownResults("packages/cli/README.md", "sh");
  it("has requests to send", () => expect(examples.length).toBeGreaterThanOrEqual(1));

  describe.each(Object.keys(CONVERT))("%s", (name) => {
    it.each(examples)("%s", async (_command, shown) => {
      const sender = SENDERS[name]!;
      await expectArrival(
        sender,
        () => sender.send(CONVERT[name]!({ ...shown, url: rebase(shown.url, wire.origin) }) as never),
        fromResult(shown),
      );
    });
  });
});

/** What an adapter's output describes, by the adapter that made it. */
function fromConverted(adapter: string, shown: never): WireRequest {
  const fields = (Array.isArray(shown) ? { url: shown[0], ...(shown[1] as object) } : shown) as Record<string, unknown>;
  const { origin, path, url, method, headers, body, data } = fields as {
    origin: string;
    path: string;
    url: string;
    method: string;
    headers: Record<string, unknown>;
    body: unknown;
    data: unknown;
  };
  const target = adapter === "toUndiciDispatch" ? `${origin}${path}` : url;
  return {
    method,
    path: rebase(target, ""),
    headers: wireHeaders(headers),
    body: bytesOf(adapter === "toAxios" ? data : body),
  };
}

/** The real clients, under the names the adapter READMEs use. */
const CLIENT_SCOPE = { fetch, axios, ky, got, request, Agent };

/** `endpoint` that aims every request at the echo, remembering the last one it built. */
function localEndpoint(): { endpoint: typeof endpoint; last(): RequestOptions } {
  let last: RequestOptions | undefined;
  const local = (...args: unknown[]) => {
    const result = (endpoint as (...a: unknown[]) => RequestOptions)(...args);
    last = { ...result, url: rebase(result.url, wire.origin) };
    return last;
  };
  return { endpoint: local as unknown as typeof endpoint, last: () => last! };
}

describe.each([
  ["fetch", { toFetch }, FETCH_ADDED],
  ["axios", { toAxios }, ["accept-encoding"]],
  ["undici", { toUndici, toUndiciDispatch }, []],
  ["ky", { toKy }, FETCH_ADDED],
  ["got", { toGot }, ["accept-encoding"]],
] as const)("adapter-%s README", (client, adapters, added) => {
  const list = blocks(`packages/adapter-${client}/README.md`);
  const conversions = pairs(list, "js", "js").filter(([code]) => /^to[A-Z]\w*\(endpoint\([^\n]*$/m.test(code));
  // blocks that send with the client itself: ```js, no output after them
  const sends = list.filter(
    (block, i) =>
      block.lang === "js" && !list[i + 1]?.adjacent && !block.adjacent && /await .*endpoint\(/.test(block.text),
  );

  it("has conversions and sends to check", () => {
    expect(conversions.length).toBeGreaterThanOrEqual(3);
    expect(sends.length).toBeGreaterThanOrEqual(1);
  });

  it.each(conversions)("%s returns what is shown, and that arrives as shown", async (code, output) => {
    const adapter = /\b(to[A-Z]\w*)\(endpoint\(/.exec(code)![1]!;
    const [value, shown] = await evaluate(code, { endpoint, ...adapters }, current(output));
    expect(value).toStrictEqual(shown);

    const local = localEndpoint();
    const [converted] = await evaluate(code, { ...adapters, endpoint: local.endpoint });
    const sender = SENDERS[adapter]!;
    await expectArrival(sender, () => sender.send(converted as never), fromConverted(adapter, shown as never));
  });

  it.each(sends.map((block) => block.text))("%s sends the request endpoint() built", async (code) => {
    const local = localEndpoint();
    wire.recorder.reset();
    await evaluate(code, { ...CLIENT_SCOPE, ...adapters, endpoint: local.endpoint });
    expect(wire.recorder.requests).toHaveLength(1);
    const expected = fromResult(local.last());
    expect(arrived(wire.recorder.requests[0] as ReceivedRequest, added, expected.headers)).toEqual(expected);
  });

  // the line on the neutral entry: `const api = createEndpoint(...)`, then `toX(api(...))` in its prose
  const neutral =
    /For any other API[^]*?`(const api = createEndpoint\([^`]*\))`[^]*?`(to[A-Z]\w*\(api\([^`]*\)\))`/.exec(
      readme(`packages/adapter-${client}/README.md`),
    );
  it("converts the neutral entry's options as its line says, and they arrive as createEndpoint built them", async () => {
    expect(neutral).not.toBeNull();
    const [, setup, call] = neutral!;
    const adapter = /^(to[A-Z]\w*)\(/.exec(call!)![1]!;
    const local = localCreateEndpoint();
    const [converted] = await evaluate(`${setup};\n${call}`, { ...adapters, createEndpoint: local.createEndpoint });
    const expected = fromResult(local.last());
    expect(expected.path).toBe("/v1/pets/7");
    const sender = SENDERS[adapter]!;
    wire.recorder.reset();
    await sender.send(converted as never);
    expect(wire.recorder.requests).toHaveLength(1);
    const received = wire.recorder.requests[0] as ReceivedRequest;
    expect(arrived(received, [...added, ...OWN_DEFAULTS], expected.headers)).toEqual(expected);
  });
});

describe("root README: the request every client sends", () => {
  // the ```js block that sends, and the ```text block of what arrives (an HTTP/1.1 request), with a line of prose between
  const list = blocks("README.md");
  const sends = list.filter((block) => block.lang === "js");
  const shown = list.filter((block) => block.lang === "text" && /^[A-Z]+ \/\S* HTTP\/1\.1\n/.test(block.text));
  const example = sends.length === 1 && shown.length === 1 ? ([sends[0]!.text, shown[0]!.text] as const) : undefined;
  it("has the example", () => expect(example).toBeDefined());

  it("arrives as shown from each of the five clients", async () => {
    const [code, http] = example!;
    const [head, ...rest] = current(http).split("\n\n");
    const [line, ...fields] = head!.split("\n");
    const [method, path] = line!.split(" ");
    const headers = Object.fromEntries(
      fields.map((field) => [
        field.slice(0, field.indexOf(":")).toLowerCase(),
        field.slice(field.indexOf(":") + 1).trim(),
      ]),
    );
    const expected: WireRequest = { method: method!, path: path!, headers, body: bytesOf(rest.join("\n\n")) };
    wire.recorder.reset();
    const scope = {
      endpoint: endpoint.defaults({ baseUrl: wire.origin }),
      fetch,
      toFetch,
      axios,
      toAxios,
      undici: { request },
      toUndici,
      ky,
      toKy,
      got,
      toGot,
    };
    await evaluate(code, scope);
    expect(wire.recorder.requests).toHaveLength(5);
    const added = [...FETCH_ADDED];
    for (const received of wire.recorder.requests)
      expect(arrived(received as ReceivedRequest, added, headers)).toEqual(expected);
  });
});
