/**
 * @module page-checks: `paginate` over every adapter's read (docs/rules.md#pagination): GitHub's
 * `link` pages, a search-shaped list, a cursor API, the limits, the signal, and the links it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EndpointError, createEndpoint, endpoint } from "@scope/endpoint-core";
import type { Read } from "@scope/endpoint-core/adapter";
import { paginate, type PaginateSettings } from "@scope/endpoint-core/paginate";
import { startAnswerServer, type AnswerServer } from "./answer-server.ts";

/** Every item of every page, and the pages' requests as the server saw them. */
async function collect(pages: AsyncIterable<{ items: unknown[] }>): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const page of pages) all.push(...page.items);
  return all;
}

const numbers = (...list: number[]) => list.map((number) => ({ number }));

/**
 * Declares the pagination checks for one client's read.
 * @example checkPages("ky", readWithKy(ky));
 */
export function checkPages(client: string, read: Read<unknown>): void {
  describe(`${client}: paginate follows every page`, () => {
    let server: AnswerServer;
    beforeAll(async () => {
      server = await startAnswerServer();
    });
    afterAll(() => server.close());
    const pages = (route: string, params: Record<string, unknown> = {}, settings?: PaginateSettings) =>
      paginate(read, endpoint(route, { baseUrl: server.origin, ...params }), settings);

    it('follows GitHub\'s link: rel="next" to the last page', async () => {
      server.clear();
      expect(
        await collect(pages("GET /repos/{owner}/{repo}/issues", { owner: "octo", repo: "hello", per_page: 2 })),
      ).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
      expect(server.requests).toEqual([
        "GET /repos/octo/hello/issues?per_page=2",
        "GET /repos/octo/hello/issues?per_page=2&page=2",
        "GET /repos/octo/hello/issues?per_page=2&page=3",
      ]);
    });

    it("reads a search-shaped page's items, keeping total_count in data", async () => {
      const seen: unknown[] = [];
      for await (const page of pages("GET /search/issues", { q: "is:open" })) {
        seen.push(...page.items);
        expect(page.data).toMatchObject({ total_count: 6, incomplete_results: false });
      }
      expect(seen).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
    });

    it("follows a cursor the caller describes, on the neutral entry", async () => {
      server.clear();
      const api = createEndpoint({ baseUrl: `${server.origin}/v1` });
      const settings = { items: "data", cursor: { field: "next_cursor", param: "cursor" } };
      expect(
        await collect(paginate(read, api("GET /events", { params: { query: { limit: 2 } } }), settings)),
      ).toStrictEqual(numbers(1, 2, 3, 4, 5, 6));
      expect(server.requests).toEqual([
        "GET /v1/events?limit=2",
        "GET /v1/events?limit=2&cursor=2",
        "GET /v1/events?limit=2&cursor=3",
      ]);
    });

    it("stops at maxItems and maxPages", async () => {
      server.clear();
      const route = "GET /repos/{owner}/{repo}/issues";
      expect(await collect(pages(route, { owner: "octo", repo: "hello" }, { maxItems: 3 }))).toStrictEqual(
        numbers(1, 2, 3),
      );
      expect(await collect(pages(route, { owner: "octo", repo: "hello" }, { maxPages: 1 }))).toStrictEqual(
        numbers(1, 2),
      );
      expect(server.requests).toHaveLength(3);
    });

    it("stops when its signal aborts", async () => {
      const controller = new AbortController();
      const seen: unknown[] = [];
      const run = (async () => {
        for await (const page of pages(
          "GET /repos/{owner}/{repo}/issues",
          { owner: "octo", repo: "hello" },
          { signal: controller.signal },
        )) {
          seen.push(...page.items);
          controller.abort();
        }
      })();
      await expect(run).rejects.toMatchObject({ name: "AbortError" });
      expect(seen).toStrictEqual(numbers(1, 2));
    });

    it("yields an error page's answer and stops there", async () => {
      const answers: unknown[] = [];
      for await (const page of pages("GET /repos/{owner}/{repo}/gone", { owner: "octo", repo: "hello" }))
        answers.push({ items: page.items, error: page.error });
      expect(answers).toStrictEqual([
        { items: numbers(1, 2), error: undefined },
        { items: [], error: { message: "Not Found" } },
      ]);
    });

    it("refuses a link to another origin, without showing its URL", async () => {
      server.clear();
      const failed = await collect(
        pages("GET /repos/{owner}/{repo}/elsewhere", { owner: "octo", repo: "hello" }),
      ).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(EndpointError);
      expect(failed).toMatchObject({ code: "ERR_PAGE_LINK_REFUSED" });
      expect((failed as Error).message).not.toMatch(/s3cret|localhost/);
      expect(server.requests).toHaveLength(1);
    });

    it("refuses a link that climbs out of the base URL's path", async () => {
      const failed = await collect(
        paginate(read, endpoint("GET /repos/octo/hello/issues", { baseUrl: `${server.origin}/api/v3` }), {
          baseUrl: `${server.origin}/api/v3`,
        }),
      ).catch((error: unknown) => error);
      expect(failed).toMatchObject({
        code: "ERR_PAGE_LINK_REFUSED",
        message: "The next page's URL: is outside the base URL's path",
      });
    });
  });
}
