import { describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "../../src/index.ts";
import type { Read } from "../../src/adapter.ts";
import { paginate } from "../../src/paginate.ts";
import { pageItems, valueAt } from "../../src/paginate/page-items.ts";

/** A response as the read hands it back: its status, its headers in one of the clients' forms. */
type Fake = { status: number; headers?: unknown; data: unknown };

/** A read answering from `pages` by URL, recording each request's options. */
function fakeRead(pages: Record<string, Fake>, sent: RequestOptions[] = []): Read<Fake> {
  return (async (options: RequestOptions) => {
    sent.push(options);
    const response = pages[options.url]!;
    const ok = response.status < 300;
    return { data: ok ? response.data : undefined, error: ok ? undefined : response.data, response };
  }) as Read<Fake>;
}

const all = async (pages: AsyncIterable<{ items: unknown[] }>) => {
  const items: unknown[] = [];
  for await (const page of pages) items.push(...page.items);
  return items;
};

const BASE = "https://api.test";
const linkTo = (url: string) => `<${url}>; rel="next"`;

describe("paginate: link pages (docs/rules.md#pagination)", () => {
  // the three forms a client gives headers in: Headers (fetch, ky), a plain object (got, undici), none
  const pages = {
    [`${BASE}/list`]: { status: 200, headers: new Headers({ link: linkTo(`${BASE}/list?page=2`) }), data: [1, 2] },
    [`${BASE}/list?page=2`]: { status: 200, headers: { link: linkTo("/list?page=3") }, data: [3] },
    [`${BASE}/list?page=3`]: { status: 200, data: [4] },
  };

  it("follows every next link, with the first request's other options", async () => {
    const sent: RequestOptions[] = [];
    const first = { ...endpoint("GET /list", { baseUrl: BASE }), url: `${BASE}/list` };
    expect(await all(paginate(fakeRead(pages, sent), first))).toEqual([1, 2, 3, 4]);
    expect(sent.map((options) => [options.method, options.url, options.headers.accept])).toEqual([
      ["get", `${BASE}/list`, "application/vnd.github.v3+json"],
      ["get", `${BASE}/list?page=2`, "application/vnd.github.v3+json"],
      ["get", `${BASE}/list?page=3`, "application/vnd.github.v3+json"],
    ]);
  });

  it("cuts the items at maxItems and stops at maxPages", async () => {
    const first = { ...endpoint("GET /list", { baseUrl: BASE }), url: `${BASE}/list` };
    expect(await all(paginate(fakeRead(pages), first, { maxItems: 3 }))).toEqual([1, 2, 3]);
    expect(await all(paginate(fakeRead(pages), first, { maxItems: Infinity, maxPages: 2 }))).toEqual([1, 2, 3]);
  });

  it.each([[0], [1.5], [-1], [Number.NaN], ["2"]])("refuses the limit %j", async (bad) => {
    const first = endpoint("GET /list", { baseUrl: BASE });
    await expect(all(paginate(fakeRead(pages), first, { maxPages: bad as number }))).rejects.toMatchObject({
      code: "ERR_OPTIONS_INVALID",
      message: `paginate() maxPages: expected a whole number of at least 1, got ${typeof bad}`,
    });
  });

  it("refuses a baseUrl the first request is not under", async () => {
    const first = endpoint("GET /list", { baseUrl: BASE });
    for (const baseUrl of ["/api/v3", "https://other.test", "http://[x"])
      await expect(all(paginate(fakeRead(pages), first, { baseUrl }))).rejects.toMatchObject({
        code: "ERR_BASE_URL_INVALID",
        message: "paginate() baseUrl: the first request's URL is not under it",
      });
  });

  it("hands each request one signal: the options' and its own combined", async () => {
    const sent: RequestOptions[] = [];
    const own = new AbortController();
    const mine = new AbortController();
    const first = endpoint("GET /list", { baseUrl: BASE, request: { signal: own.signal, timeout: 1000 } });
    for await (const _ of paginate(fakeRead(pages, sent), first, { signal: mine.signal, maxPages: 1 })) break;
    const signal = sent[0]!.request!.signal!;
    expect([signal.aborted, sent[0]!.request!.timeout]).toEqual([false, 1000]);
    mine.abort();
    expect(signal.aborted).toBe(true);
    const alone: RequestOptions[] = [];
    for await (const _ of paginate(fakeRead(pages, alone), first, { maxPages: 1 })) break;
    expect(alone[0]!.request!.signal).toBe(own.signal);
  });

  it("stops before the next request once its signal aborts", async () => {
    const controller = new AbortController();
    const sent: RequestOptions[] = [];
    const run = all(
      (async function* () {
        for await (const page of paginate(fakeRead(pages, sent), endpoint("GET /list", { baseUrl: BASE }), {
          signal: controller.signal,
        })) {
          controller.abort();
          yield page;
        }
      })(),
    );
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(sent).toHaveLength(1);
  });

  it("yields an error page with no items and stops", async () => {
    const failing = {
      [`${BASE}/list`]: { status: 200, headers: { link: linkTo(`${BASE}/list?page=2`) }, data: [1] },
      [`${BASE}/list?page=2`]: {
        status: 502,
        headers: { link: linkTo(`${BASE}/list?page=3`) },
        data: { message: "bad" },
      },
    };
    const seen: unknown[] = [];
    for await (const page of paginate(fakeRead(failing), endpoint("GET /list", { baseUrl: BASE })))
      seen.push([page.items, page.error]);
    expect(seen).toEqual([
      [[1], undefined],
      [[], { message: "bad" }],
    ]);
  });
});

describe("paginate: a cursor the caller describes", () => {
  const cursorPages = (last: unknown) => ({
    [`${BASE}/v1/events?limit=2&cursor=old`]: { status: 200, data: { data: [1], meta: { next: "a b/c" } } },
    [`${BASE}/v1/events?limit=2&cursor=a%20b%2Fc`]: { status: 200, data: { data: [2], meta: { next: last } } },
  });

  it.each([[null], [undefined], [""], [false]])("sets the cursor parameter until the field is %j", async (last) => {
    const first = { ...endpoint("GET /v1/events", { baseUrl: BASE }), url: `${BASE}/v1/events?limit=2&cursor=old` };
    const settings = { items: "data", cursor: { field: "meta.next", param: "cursor" } };
    expect(await all(paginate(fakeRead(cursorPages(last)), first, settings))).toEqual([1, 2]);
  });

  it("adds the parameter to a URL with no query", async () => {
    const pages = {
      [`${BASE}/feed`]: { status: 200, data: { items: [1], next: 2 } },
      [`${BASE}/feed?after=2`]: { status: 200, data: { items: [2] } },
    };
    const settings = { items: "items", cursor: { field: "next", param: "after" } };
    expect(await all(paginate(fakeRead(pages), endpoint("GET /feed", { baseUrl: BASE }), settings))).toEqual([1, 2]);
  });
});

describe("pageItems: where a page's items are", () => {
  it.each([
    [[1, 2], undefined, [1, 2]],
    [{ total_count: 2, incomplete_results: false, items: [1, 2] }, undefined, [1, 2]],
    [{ total_count: 1, repository_selection: "all", repositories: [1] }, undefined, [1]],
    [{ total_count: 0, incomplete_results: false }, undefined, []],
    [{ url: "x", total_count: 3 }, undefined, []],
    [{ items: [1] }, undefined, []],
    [null, undefined, []],
    ["text", undefined, []],
    [{ data: [1] }, "data", [1]],
    [{ data: { rows: [1] } }, "data.rows", [1]],
    [{ data: "x" }, "data", []],
    [[1], "data", []],
  ])("%j with items %j gives %j", (data, field, items) => {
    expect(pageItems(data, field)).toEqual(items);
  });

  it("reads own properties only", () => {
    expect(valueAt(Object.create({ next: "inherited" }), "next")).toBeUndefined();
    expect(valueAt({ a: null }, "a.b")).toBeUndefined();
  });
});
