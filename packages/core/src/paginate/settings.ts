/** @module settings: what `paginate` takes besides the read and the options, and the type of a page's items. */
import type { SuccessBody } from "../types/answers.ts";

/**
 * How to page: where the next page is, where the items are, and when to stop.
 * @example const settings: PaginateSettings = { cursor: { field: "next_cursor", param: "cursor" }, items: "data", maxPages: 10 };
 */
export interface PaginateSettings<Field extends string | undefined = string | undefined> {
  /** The base every next URL must stay under (absolute, or rooted on the first request's origin): an API under a path (`https://ghe.acme.com/api/v3`). The first request's origin by default. */
  baseUrl?: string;
  /** The field of `data` (dotted for nesting) holding the page's list; by default `data` itself when it is a list, else GitHub's search and list shapes (`items`, `workflow_runs`, ... beside `total_count`). */
  items?: Field;
  /** A cursor API: `data`'s field (dotted for nesting) holding the next cursor, and the query parameter that takes it. Without it, GitHub's `link: <...>; rel="next"` is followed. */
  cursor?: { field: string; param: string };
  /** At most this many pages (a whole number of at least 1). */
  maxPages?: number;
  /** At most this many items in all: the last page's items are cut to fit. */
  maxItems?: number;
  /** Aborts the pages: before each request, and the request under way (with the options' own `request.signal`). */
  signal?: AbortSignal;
}

/** The element type of a list type, else `unknown`. */
type ElementOf<List> = List extends readonly (infer Item)[] ? Item : unknown;

/** GitHub's list shapes: the list beside `total_count` (octokit skips the same keys). */
type ListBeside<Body> = ElementOf<
  Body[Exclude<keyof Body, "total_count" | "incomplete_results" | "repository_selection">]
>;

/**
 * The type of a page's items for an operation: the elements of `data[Field]` (a top-level field), of
 * `data` when it is a list, or of GitHub's list beside `total_count`; `unknown` without an operation.
 * @example type Issue = PageItem<paths["/repos/{owner}/{repo}/issues"]["get"], undefined>;
 */
export type PageItem<Operation, Field extends string | undefined> = unknown extends Operation
  ? unknown
  : Exclude<SuccessBody<Operation>, undefined> extends infer Body
    ? Field extends keyof Body
      ? ElementOf<Body[Field]>
      : Field extends string
        ? unknown
        : Body extends readonly unknown[]
          ? ElementOf<Body>
          : Body extends { total_count: number }
            ? ListBeside<Body>
            : unknown
    : unknown;
