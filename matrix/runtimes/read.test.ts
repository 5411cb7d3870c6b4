/**
 * The reads and pages sent from Deno or Bun: a long-lived runtime process (./read.mjs) reads the
 * contract's answer server, in this Node process, through the runtime's fetch, ky 1 and 2 and axios's
 * fetch adapter with the built adapters' reads, and pages through fetch with the built core's
 * `paginate`; each answer is compared here with the Node 20 suite's expectations (`READ_CASES`, and
 * packages/contract/src/page-checks.ts's pages), bytes byte for byte.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { closedOrigin, READ_CASES, startAnswerServer, type AnswerServer } from "@scope/endpoint-contract";
import { RUNTIME, startInRuntime } from "./runtime.ts";

/** The Node 20 read test a runtime's read repeats: its file, its client's name, and the read's name if not the client's default one. */
interface NodeRead {
  file: string;
  client: string;
  also?: string;
}

interface RuntimeRead {
  /** Key of read.mjs's READS table. */
  client: string;
  /** The Node 20 tests these repeat (`meta.repeatOf`); none where Node 20 has no such client. */
  node?: NodeRead;
  /** What `String(error)` of a `request.timeout` rejection matches; by default the timer signal's TimeoutError. */
  timeoutError?: RegExp;
}

const CLIENTS: RuntimeRead[] = [
  { client: "fetch", node: { file: "packages/adapter-fetch/test/read.test.ts", client: "fetch" } },
  // ky 1 is the root's, the one the Node 20 suite reads through; ky 2 only the matrix has
  { client: "ky 1", node: { file: "packages/adapter-ky/test/read.test.ts", client: "ky" } },
  { client: "ky 2" },
  {
    client: "axios (fetch adapter)",
    node: { file: "packages/adapter-axios/test/read.test.ts", client: "axios", also: "axios's fetch adapter" },
    // axios rejects an aborted request with its own CanceledError, as in Node
    timeoutError: /CanceledError/,
  },
];

/** `meta.repeatOf` of the Node 20 test named `title` in `node`'s read suite, if it ran this same read. */
function repeatOf(node: NodeRead | undefined, title: string, defaultReadOnly = false) {
  if (node === undefined || (defaultReadOnly && node.also !== undefined)) return undefined;
  return { repeatOf: `${node.file} > ${node.client}: a read answers { data, error, response } > ${title}` };
}

type Answer = {
  data?: unknown;
  error?: unknown;
  status?: number;
  items?: unknown[];
  totals?: unknown[];
  rejected?: string;
  isError?: boolean;
  isEndpointError?: boolean;
  code?: string;
  message?: string;
};

let server: AnswerServer;
let closed: string;
let reader: ChildProcessWithoutNullStreams;
let stderr = "";
let started: { runtime: string } | undefined;
const waiting = new Map<number, (answer: Answer) => void>();
let sent = 0;

beforeAll(async () => {
  [server, closed] = await Promise.all([startAnswerServer(), closedOrigin()]);
  reader = startInRuntime(fileURLToPath(new URL("read.mjs", import.meta.url)));
  reader.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  await new Promise<void>((resolve) => {
    createInterface({ input: reader.stdout }).on("line", (line) => {
      const { n, ...message } = JSON.parse(line) as { n: number } & Answer & { runtime?: string };
      if (message.runtime !== undefined) return (started = { runtime: message.runtime }), resolve();
      waiting.get(n)?.(message);
      waiting.delete(n);
    });
    reader.on("close", (status) => {
      resolve();
      for (const answer of waiting.values()) answer({ rejected: `${RUNTIME} exited ${status}: ${stderr}` });
    });
  });
  expect(started, stderr).toBeDefined();
});
afterAll(async () => {
  reader?.stdin.end();
  await server?.close();
});

/** Asks the runtime for one read or one run of pages; bytes come back as `{ bytes }` and are made a Uint8Array again. */
function ask(request: Record<string, unknown>): Promise<Answer> {
  const n = ++sent;
  const bytes = (value: unknown) =>
    typeof value === "object" && value !== null && "bytes" in value
      ? new Uint8Array((value as { bytes: number[] }).bytes)
      : value;
  return new Promise((resolve) => {
    waiting.set(n, (answer) => resolve({ ...answer, data: bytes(answer.data), error: bytes(answer.error) }));
    reader.stdin.write(`${JSON.stringify({ n, baseUrl: server.origin, ...request })}\n`);
  });
}

for (const { client, node, timeoutError } of CLIENTS) {
  describe(`${client} in ${RUNTIME}: a read answers { data, error, response }`, () => {
    const name = node?.also ?? node?.client ?? client;
    for (const [title, route, expected, status] of READ_CASES)
      it(`${client}: ${title}`, { meta: repeatOf(node, `${name}: ${title}`) }, async () => {
        const { data, error, status: answered, rejected } = await ask({ op: "read", client, route });
        expect(rejected).toBeUndefined();
        expect({ data, error }).toStrictEqual(expected);
        expect(answered).toBe(status);
      });

    const rejects = "rejects with the client's own error when nothing listens";
    it(rejects, { meta: repeatOf(node, rejects, true) }, async () => {
      const failed = await ask({ op: "read", client, route: "GET /pets/7", baseUrl: closed });
      expect(failed).toMatchObject({ isError: true, isEndpointError: false });
    });

    const times = "rejects with the client's own error when request.timeout runs out";
    it(times, { meta: repeatOf(node, times, true) }, async () => {
      const { rejected } = await ask({ op: "read", client, route: "GET /slow", params: { request: { timeout: 200 } } });
      expect(rejected).toMatch(timeoutError ?? /TimeoutError/);
    });

    const configured = "sends through the client as configured (its header reaches the server)";
    it(configured, { meta: repeatOf(node, configured, true) }, async () => {
      const { data } = await ask({ op: "configured", client, route: "GET /configured" });
      expect(data).toStrictEqual({ configured: "yes" });
    });
  });
}

/** `meta.repeatOf` of the Node 20 pagination test named `title`, which pages through fetch too. */
const pageRepeat = (title: string) => ({
  repeatOf: `packages/adapter-fetch/test/read.test.ts > fetch: paginate follows every page > ${title}`,
});
const numbers = (...list: number[]) => list.map((number) => ({ number }));
const issues = { op: "pages", route: "GET /repos/{owner}/{repo}/issues" };

describe(`fetch in ${RUNTIME}: paginate follows every page`, () => {
  const link = 'follows GitHub\'s link: rel="next" to the last page';
  it(link, { meta: pageRepeat(link) }, async () => {
    server.clear();
    const { items, rejected } = await ask({ ...issues, params: { owner: "octo", repo: "hello", per_page: 2 } });
    expect(rejected).toBeUndefined();
    expect(items).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
    expect(server.requests).toEqual([
      "GET /repos/octo/hello/issues?per_page=2",
      "GET /repos/octo/hello/issues?per_page=2&page=2",
      "GET /repos/octo/hello/issues?per_page=2&page=3",
    ]);
  });

  const search = "reads a search-shaped page's items, keeping total_count in data";
  it(search, { meta: pageRepeat(search) }, async () => {
    const { items, totals } = await ask({ op: "pages", route: "GET /search/issues", params: { q: "is:open" } });
    expect(items).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
    expect(totals).toStrictEqual([6, 6, 6]);
  });

  const cursor = "follows a cursor the caller describes, on the neutral entry";
  it(cursor, { meta: pageRepeat(cursor) }, async () => {
    server.clear();
    const { items } = await ask({
      op: "pages",
      neutral: true,
      baseUrl: `${server.origin}/v1`,
      route: "GET /events",
      params: { params: { query: { limit: 2 } } },
      settings: { items: "data", cursor: { field: "next_cursor", param: "cursor" } },
    });
    expect(items).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
    expect(server.requests).toEqual([
      "GET /v1/events?limit=2",
      "GET /v1/events?limit=2&cursor=2",
      "GET /v1/events?limit=2&cursor=3",
    ]);
  });

  const limits = "stops at maxItems and maxPages";
  it(limits, { meta: pageRepeat(limits) }, async () => {
    server.clear();
    const params = { owner: "octo", repo: "hello" };
    expect((await ask({ ...issues, params, settings: { maxItems: 3 } })).items).toStrictEqual(numbers(1, 2, 3));
    expect((await ask({ ...issues, params, settings: { maxPages: 1 } })).items).toStrictEqual(numbers(1, 2));
    expect(server.requests).toHaveLength(3);
  });

  const elsewhere = "refuses a link to another origin, without showing its URL";
  it(elsewhere, { meta: pageRepeat(elsewhere) }, async () => {
    server.clear();
    const failed = await ask({
      op: "pages",
      route: "GET /repos/{owner}/{repo}/elsewhere",
      params: { owner: "octo", repo: "hello" },
    });
    expect(failed).toMatchObject({ isEndpointError: true, code: "ERR_PAGE_LINK_REFUSED" });
    expect(failed.message).not.toMatch(/s3cret|localhost/);
    expect(server.requests).toHaveLength(1);
  });
});
