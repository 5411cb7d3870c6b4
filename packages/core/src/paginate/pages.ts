/**
 * @module pages: every page of a list, through any adapter's read (docs/rules.md#pagination): GitHub's
 * `link` headers, or a cursor the caller describes, within a page and an item limit and a signal.
 */
import { fail, invalidOption } from "../errors.ts";
import { ownProperties } from "../adapter/adapter-input.ts";
import { encodeUnreserved } from "../template/percent-encode.ts";
import type { Answer, OperationOf, Read } from "../types/answers.ts";
import type { RequestOptions } from "../types/options.ts";
import type { PageItem, PaginateSettings } from "./settings.ts";
import { checkedNext, isUnder, nextLink } from "./next-link.ts";
import { pageItems, valueAt } from "./page-items.ts";

/** One page: the read's answer and the items of its `data` (none for an error status, whose answer ends the pages). */
export type Page<Options, Response, Field extends string | undefined = undefined> = Answer<
  OperationOf<Options>,
  Response
> & { items: PageItem<OperationOf<Options>, Field>[] };

/** A header of any client's response: fetch's and ky's `Headers`, axios's `AxiosHeaders`, got's and undici's plain object. */
function headerOf(response: unknown, name: string): string | undefined {
  const headers = (response as { headers?: { get?: (name: string) => unknown } } | undefined)?.headers;
  const value = typeof headers?.get === "function" ? headers.get(name) : (headers as Record<string, unknown>)?.[name];
  return value === null || value === undefined ? undefined : String(value);
}

/** `url` with its query parameter `name` set to `value` alone, every other byte as it was. */
function withQuery(url: string, name: string, value: string): string {
  const at = url.indexOf("?");
  const key = encodeUnreserved(name);
  const kept =
    at === -1
      ? []
      : url
          .slice(at + 1)
          .split("&")
          .filter((pair) => pair.split("=", 1)[0] !== key);
  return `${at === -1 ? url : url.slice(0, at)}?${[...kept, `${key}=${encodeUnreserved(value)}`].join("&")}`;
}

/** A limit: a whole number of at least 1, or `Infinity` (the default). */
function limit(name: string, value: unknown): number {
  if (value === undefined) return Infinity;
  if (value === Infinity || (Number.isInteger(value) && (value as number) >= 1)) return value as number;
  throw invalidOption(`paginate() ${name}`, value, "a whole number of at least 1");
}

/** The base a next URL must stay under: the settings' `baseUrl` (absolute or rooted), else the first request's origin. */
function baseOf(first: string, baseUrl: string | undefined): URL {
  let base: URL | undefined;
  try {
    base = new URL(baseUrl ?? "/", first);
  } catch {
    // left undefined: refused below
  }
  if (base === undefined || !isUnder(new URL(first), base))
    throw fail("ERR_BASE_URL_INVALID", "paginate() baseUrl", "the first request's URL is not under it");
  return base;
}

/**
 * Reads page after page with `read` (any adapter's `readWith...()`), from `options` on: the next
 * page is the `rel="next"` link of GitHub's `link` header, or with `cursor`, the first URL with its
 * `cursor.param` query parameter set to the value at `cursor.field` of the page's `data`. A next URL
 * is followed only on the first request's origin and under `baseUrl`'s path (else
 * `ERR_PAGE_LINK_REFUSED`). Stops after `maxPages` pages or `maxItems` items, at a page with no
 * next, or after a page with an error status (yielded, with no items); `signal` aborts it.
 * @example
 * for await (const page of paginate(readWithFetch(), endpoint("GET /repos/{owner}/{repo}/issues", { owner, repo }), { maxItems: 250 }))
 *   for (const issue of page.items) console.log(issue.title);
 */
export async function* paginate<
  Options extends RequestOptions,
  Response,
  const Field extends string | undefined = undefined,
>(
  read: Read<Response>,
  options: Options,
  settings: PaginateSettings<Field> = {},
): AsyncGenerator<Page<Options, Response, Field>, void, undefined> {
  const { baseUrl, items: field, cursor, signal } = ownProperties(settings);
  const [maxPages, maxItems] = [limit("maxPages", settings.maxPages), limit("maxItems", settings.maxItems)];
  const first = ownProperties(options).url;
  const base = baseOf(first, baseUrl);
  const request = ownProperties(ownProperties(options).request);
  const signals = [request.signal, signal].filter((one) => one !== undefined);
  let [url, pages, left]: [string | undefined, number, number] = [first, 0, maxItems];
  while (url !== undefined && pages++ < maxPages && left > 0) {
    signal?.throwIfAborted();
    const sent: RequestOptions = {
      ...options,
      url,
      request: { ...request, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] },
    };
    const answer: Answer<unknown, Response> = await read(sent);
    const items = answer.error === undefined ? pageItems(answer.data, field).slice(0, left) : [];
    left -= items.length;
    yield { ...answer, items } as Page<Options, Response, Field>;
    const next: string | undefined =
      answer.error !== undefined
        ? undefined
        : cursor === undefined
          ? nextLink(headerOf(answer.response, "link"))
          : cursorUrl(first, cursor, valueAt(answer.data, cursor.field));
    url = next === undefined ? undefined : checkedNext(next, url, base);
  }
}

/** The first URL with the cursor's parameter set, or `undefined` when the page gives no cursor. */
function cursorUrl(first: string, { param }: { param: string }, value: unknown): string | undefined {
  return value === undefined || value === null || value === "" || value === false
    ? undefined
    : withQuery(first, param, String(value));
}
