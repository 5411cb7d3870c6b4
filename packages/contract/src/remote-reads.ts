/**
 * @module remote-reads: the side of the read and page checks that runs where the client runs (a
 * browser page, Deno, Bun), bundled with the core left an import so that it loads the BUILT core:
 * one read or one run of pages per request, answered as plain JSON (bytes as `{ bytes }`) for the
 * Node side to compare with `READ_CASES` and the page checks (docs/rules.md#reading-an-answer, #pagination).
 */
import { createEndpoint, EndpointError, endpoint } from "@scope/endpoint-core";
import type { Read } from "@scope/endpoint-core/adapter";
import { paginate, type PaginateSettings } from "@scope/endpoint-core/paginate";

/** One request from the Node side. */
export interface RemoteRequest {
  /** "read" through `reads[client]`, "configured" and "retrying" through those tables, "pages" through `pages`. */
  op: "read" | "configured" | "retrying" | "pages";
  client?: string;
  route: string;
  baseUrl: string;
  /** The call's parameters (`endpoint`), or its options (`createEndpoint`'s entry when `neutral`). */
  params?: Record<string, unknown>;
  neutral?: boolean;
  /** The pages' settings; a signal cannot be sent, so `abortAfter` stands for one. */
  settings?: PaginateSettings;
  /** Pages only: the settings' `signal` is aborted once this many pages have come (the walk's own controller). */
  abortAfter?: number;
}

/**
 * What came back: a read's `{ data, error, status }`, pages' items, `total_count`s and each page's
 * `{ items, error }`, or the rejection (after pages, with the pages that came before it).
 */
export interface RemoteAnswer {
  data?: unknown;
  error?: unknown;
  status?: number;
  items?: unknown[];
  totals?: unknown[];
  /** Each page's items and `error` (left out when it had none), in order. */
  pages?: { items: unknown[]; error?: unknown }[];
  rejected?: string;
  isError?: boolean;
  isEndpointError?: boolean;
  name?: string;
  /** The error's `code`: the core's `ERR_...`, a client's (`ECONNREFUSED`), or an abort's legacy number (20). */
  code?: string | number;
  message?: string;
}

/** The reads to answer with, by client name, and the one read pages go through. */
export interface RemoteReads {
  reads: Record<string, Read<unknown>>;
  configured: Record<string, Read<unknown>>;
  /** Reads through an instance that retries a GET answered with 503 twice (ky). */
  retrying?: Record<string, Read<unknown>>;
  pages: Read<unknown>;
}

const portable = (value: unknown): unknown => (value instanceof Uint8Array ? { bytes: Array.from(value) } : value);
/** A rejection as plain JSON: its text, whether it is an Error and the core's, its name, code and message. */
const rejection = (error: unknown): RemoteAnswer => ({
  rejected: String(error),
  isError: error instanceof Error,
  isEndpointError: error instanceof EndpointError,
  name: (error as { name?: string } | undefined)?.name,
  code: (error as { code?: string | number } | undefined)?.code,
  message: (error as { message?: string } | undefined)?.message,
});
const statusOf = (response: unknown): number =>
  (response as { status?: number }).status ?? (response as { statusCode: number }).statusCode;

async function run(
  { reads, configured, retrying = {}, pages }: RemoteReads,
  request: RemoteRequest,
): Promise<RemoteAnswer> {
  const { op, client = "", route, baseUrl, params = {}, neutral, settings, abortAfter } = request;
  const options = neutral
    ? createEndpoint({ baseUrl })(route, params as { params?: { query?: Record<string, unknown> } })
    : endpoint(route, { baseUrl, ...params });
  if (op === "pages") {
    const items: unknown[] = [];
    const totals: unknown[] = [];
    const each: NonNullable<RemoteAnswer["pages"]> = [];
    const controller = new AbortController();
    const signal = abortAfter === undefined ? {} : { signal: controller.signal };
    try {
      for await (const page of paginate(pages, options, { ...settings, ...signal })) {
        items.push(...page.items);
        totals.push((page.data as { total_count?: number } | undefined)?.total_count);
        each.push({ items: page.items, error: portable(page.error) });
        if (each.length === abortAfter) controller.abort();
      }
    } catch (error) {
      return { items, totals, pages: each, ...rejection(error) };
    }
    return { items, totals, pages: each };
  }
  const { data, error, response } = await { read: reads, configured, retrying }[op][client]!(options);
  return { data: portable(data), error: portable(error), status: statusOf(response) };
}

/**
 * Answers one request with the given reads; a rejection is answered too, named.
 * @example const answer = await answerRemote({ reads, configured, pages: reads.fetch }, JSON.parse(line));
 */
export function answerRemote(remote: RemoteReads, request: RemoteRequest): Promise<RemoteAnswer> {
  return run(remote, request).catch(rejection);
}

/**
 * The Node side's view of an answer: `{ bytes }` made a Uint8Array again.
 * @example const { data } = revive(JSON.parse(line));
 */
export function revive(answer: RemoteAnswer): RemoteAnswer {
  const bytes = (value: unknown) =>
    typeof value === "object" && value !== null && "bytes" in value
      ? new Uint8Array((value as { bytes: number[] }).bytes)
      : value;
  return { ...answer, data: bytes(answer.data), error: bytes(answer.error) };
}
