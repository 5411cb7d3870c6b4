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
  settings?: PaginateSettings;
}

/** What came back: a read's `{ data, error, status }`, pages' items and `total_count`s, or the rejection. */
export interface RemoteAnswer {
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
const statusOf = (response: unknown): number =>
  (response as { status?: number }).status ?? (response as { statusCode: number }).statusCode;

async function run(
  { reads, configured, retrying = {}, pages }: RemoteReads,
  request: RemoteRequest,
): Promise<RemoteAnswer> {
  const { op, client = "", route, baseUrl, params = {}, neutral, settings } = request;
  const options = neutral
    ? createEndpoint({ baseUrl })(route, params as { params?: { query?: Record<string, unknown> } })
    : endpoint(route, { baseUrl, ...params });
  if (op === "pages") {
    const items: unknown[] = [];
    const totals: unknown[] = [];
    for await (const page of paginate(pages, options, settings)) {
      items.push(...page.items);
      totals.push((page.data as { total_count?: number } | undefined)?.total_count);
    }
    return { items, totals };
  }
  const { data, error, response } = await { read: reads, configured, retrying }[op][client]!(options);
  return { data: portable(data), error: portable(error), status: statusOf(response) };
}

/**
 * Answers one request with the given reads; a rejection is answered too, named.
 * @example const answer = await answerRemote({ reads, configured, pages: reads.fetch }, JSON.parse(line));
 */
export function answerRemote(remote: RemoteReads, request: RemoteRequest): Promise<RemoteAnswer> {
  return run(remote, request).catch((error: unknown) => ({
    rejected: String(error),
    isError: error instanceof Error,
    isEndpointError: error instanceof EndpointError,
    code: (error as { code?: string } | undefined)?.code,
    message: (error as { message?: string } | undefined)?.message,
  }));
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
