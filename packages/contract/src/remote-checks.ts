/**
 * @module remote-checks: the read and page checks of read-checks.ts and page-checks.ts for reads that
 * run elsewhere (a browser page, Deno, Bun; remote-reads.ts there), declared in this Node process,
 * which serves the answers and compares what comes back with the same expectations, bytes byte for
 * byte. A test that repeats a Node 20 one names it in `meta.repeatOf`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedOrigin, startAnswerServer, type AnswerServer } from "./answer-server.ts";
import { READ_CASES } from "./read-checks.ts";
import { revive, type RemoteAnswer, type RemoteRequest } from "./remote-reads.ts";

declare module "vitest" {
  interface TaskMeta {
    /** The Node 20 test this one repeats elsewhere, as scripts/test-summary.mjs names a test, so npm test counts it a repeat. */
    repeatOf?: string;
  }
}

/** The Node 20 read tests a remote read repeats: the file, the client's name in its titles, and the read's name if not the client's default read. */
export interface NodeRead {
  file: string;
  client: string;
  also?: string;
}

/** A read the remote side answers with. */
export interface RemoteClient {
  /** Key of the remote side's `reads` and `configured`. */
  client: string;
  /** The Node 20 tests these repeat; none where Node 20 has no such read. */
  node?: NodeRead;
  /** What `String(error)` of a `request.timeout` rejection matches; by default the timer signal's TimeoutError. */
  timeoutError?: RegExp;
  /** The remote side has a read through an instance of this client that retries a 503 twice (`retrying`). */
  retries?: boolean;
}

/** How to reach the remote side, and where it runs (for titles). */
export interface Remote {
  where: string;
  clients: RemoteClient[];
  /** Sends one request to the remote side and resolves with its answer, as JSON made it. */
  ask(request: RemoteRequest): Promise<RemoteAnswer>;
  /** The answer server allows other origins (a browser page's requests). */
  cors?: boolean;
}

const FETCH = "packages/adapter-fetch/test/read.test.ts";

/** `meta.repeatOf` of the Node 20 test named `title` in `node`'s read suite, if it ran this same read. */
function repeatOf(node: NodeRead | undefined, title: string, defaultReadOnly = false) {
  if (node === undefined || (defaultReadOnly && node.also !== undefined)) return {};
  return { meta: { repeatOf: `${node.file} > ${node.client}: a read answers { data, error, response } > ${title}` } };
}
const pageRepeat = (title: string) => ({
  meta: { repeatOf: `${FETCH} > fetch: paginate follows every page > ${title}` },
});
const numbers = (...list: number[]) => list.map((number) => ({ number }));

/**
 * Declares the read checks for each remote client and the page checks through the remote's fetch.
 * @example checkRemoteReads({ where: "bun", clients: [{ client: "fetch" }], ask });
 */
export function checkRemoteReads({ where, clients, ask, cors = false }: Remote): void {
  let server: AnswerServer;
  let closed: string;
  beforeAll(async () => {
    [server, closed] = await Promise.all([startAnswerServer({ cors }), closedOrigin()]);
  });
  afterAll(() => server.close());
  const send = async (request: Omit<RemoteRequest, "baseUrl"> & { baseUrl?: string }) =>
    revive(await ask({ baseUrl: server.origin, ...request }));

  for (const { client, node, timeoutError, retries = false } of clients)
    describe(`${client} in ${where}: a read answers { data, error, response }`, () => {
      const name = node?.also ?? node?.client ?? client;
      for (const [title, route, expected, status] of READ_CASES)
        it(`${client}: ${title}`, repeatOf(node, `${name}: ${title}`), async () => {
          const { data, error, status: answered, rejected } = await send({ op: "read", client, route });
          expect(rejected).toBeUndefined();
          expect({ data, error }).toStrictEqual(expected);
          expect(answered).toBe(status);
        });

      const rejects = "rejects with the client's own error when nothing listens";
      it(rejects, repeatOf(node, rejects, true), async () => {
        const failed = await send({ op: "read", client, route: "GET /pets/7", baseUrl: closed });
        expect(failed).toMatchObject({ isError: true, isEndpointError: false });
      });

      const times = "rejects with the client's own error when request.timeout runs out";
      it(times, repeatOf(node, times, true), async () => {
        const { rejected } = await send({
          op: "read",
          client,
          route: "GET /slow",
          params: { request: { timeout: 200 } },
        });
        expect(rejected).toMatch(timeoutError ?? /TimeoutError/);
      });

      const configured = "sends through the client as configured (its header reaches the server)";
      it(configured, repeatOf(node, configured, true), async () => {
        const { data } = await send({ op: "configured", client, route: "GET /configured" });
        expect(data).toStrictEqual({ configured: "yes" });
      });

      const retry = "lets the instance retry a 503 before the read sees the answer";
      if (retries)
        it(retry, repeatOf(node, retry, true), async () => {
          server.clear();
          const { data, error } = await send({
            op: "retrying",
            client,
            route: "GET /unavailable",
            params: { key: client },
          });
          expect({ data, error }).toStrictEqual({ data: { attempts: 3 }, error: undefined });
          expect(server.requests).toHaveLength(3);
        });
    });

  describe(`fetch in ${where}: paginate follows every page`, () => {
    const issues = { op: "pages", route: "GET /repos/{owner}/{repo}/issues" } as const;

    const link = 'follows GitHub\'s link: rel="next" to the last page';
    it(link, pageRepeat(link), async () => {
      server.clear();
      const { items, rejected } = await send({ ...issues, params: { owner: "octo", repo: "hello", per_page: 2 } });
      expect(rejected).toBeUndefined();
      expect(items).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
      expect(server.requests).toEqual([
        "GET /repos/octo/hello/issues?per_page=2",
        "GET /repos/octo/hello/issues?per_page=2&page=2",
        "GET /repos/octo/hello/issues?per_page=2&page=3",
      ]);
    });

    const search = "reads a search-shaped page's items, keeping total_count in data";
    it(search, pageRepeat(search), async () => {
      const { items, totals } = await send({ op: "pages", route: "GET /search/issues", params: { q: "is:open" } });
      expect(items).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
      expect(totals).toStrictEqual([6, 6, 6]);
    });

    const cursor = "follows a cursor the caller describes, on the neutral entry";
    it(cursor, pageRepeat(cursor), async () => {
      server.clear();
      const { items } = await send({
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
    it(limits, pageRepeat(limits), async () => {
      server.clear();
      const params = { owner: "octo", repo: "hello" };
      expect((await send({ ...issues, params, settings: { maxItems: 3 } })).items).toStrictEqual(numbers(1, 2, 3));
      expect((await send({ ...issues, params, settings: { maxPages: 1 } })).items).toStrictEqual(numbers(1, 2));
      expect(server.requests).toHaveLength(3);
    });

    const aborts = "stops when its signal aborts";
    it(aborts, pageRepeat(aborts), async () => {
      server.clear();
      // the walk's signal, aborted by the remote side once the first page has come
      const stopped = await send({ ...issues, params: { owner: "octo", repo: "hello" }, abortAfter: 1 });
      // the signal's reason, a DOMException, whose legacy code for an abort is the number 20
      expect(stopped).toMatchObject({ name: "AbortError", code: 20, isError: true, isEndpointError: false });
      expect(stopped.rejected).toBeDefined();
      expect(stopped.items).toStrictEqual(numbers(1, 2));
      expect(server.requests).toEqual(["GET /repos/octo/hello/issues"]);
    });

    const gone = "yields an error page's answer and stops there";
    it(gone, pageRepeat(gone), async () => {
      server.clear();
      const { pages, rejected } = await send({
        op: "pages",
        route: "GET /repos/{owner}/{repo}/gone",
        params: { owner: "octo", repo: "hello" },
      });
      expect(rejected).toBeUndefined();
      expect(pages?.map(({ items, error }) => ({ items, error }))).toStrictEqual([
        { items: numbers(1, 2), error: undefined },
        { items: [], error: { message: "Not Found" } },
      ]);
      expect(server.requests).toHaveLength(2);
    });

    const elsewhere = "refuses a link to another origin, without showing its URL";
    it(elsewhere, pageRepeat(elsewhere), async () => {
      server.clear();
      const failed = await send({
        op: "pages",
        route: "GET /repos/{owner}/{repo}/elsewhere",
        params: { owner: "octo", repo: "hello" },
      });
      expect(failed).toMatchObject({ isEndpointError: true, code: "ERR_PAGE_LINK_REFUSED" });
      expect(failed.message).not.toMatch(/s3cret|localhost/);
      expect(server.requests).toHaveLength(1);
    });

    const climbs = "refuses a link that climbs out of the base URL's path";
    it(climbs, pageRepeat(climbs), async () => {
      server.clear();
      const base = `${server.origin}/api/v3`;
      const failed = await send({
        op: "pages",
        route: "GET /repos/octo/hello/issues",
        baseUrl: base,
        settings: { baseUrl: base },
      });
      expect(failed).toMatchObject({
        isEndpointError: true,
        code: "ERR_PAGE_LINK_REFUSED",
        message: "The next page's URL: is outside the base URL's path",
      });
      // the refused link is http://127.0.0.1:<port>/api/v3/../admin/users?page=2
      expect(failed.message).not.toMatch(/admin|127\.0\.0\.1|page=2/);
      expect(server.requests).toEqual(["GET /api/v3/repos/octo/hello/issues"]);
    });
  });
}
