/**
 * @module readme-prelude: what a core README ```ts block takes from around it (the core's exports,
 * an API's `paths`, a route and options of its caller), for readme-types.test.ts and
 * typescript-versions.test.ts. A block's own import lines are dropped: the prelude has them.
 */

const CALLER = [
  "declare const route: string;",
  "declare const options: EndpointOptions;",
  "declare const process: { env: Record<string, string | undefined> };",
];

/** GitHub's `paths`, for the blocks on `endpoint`. */
const GITHUB = [
  'import { endpoint, type RouteArguments, type RouteResult, type ResponseData, type EndpointOptions } from "@scope/endpoint-core";',
  'import type { paths } from "@octokit/openapi-types";',
  ...CALLER,
];

/** The pet store's `paths` (openapi-typescript's output for src/petstore.openapi.yaml) for a block on "./api.d.ts". */
const ANY_API = [
  'import { createEndpoint, endpoint, type ResponseData, type EndpointOptions } from "@scope/endpoint-core";',
  'import type { paths } from "@scope/typed-apis/petstore";',
  ...CALLER,
];

/** How many lines every prelude has: a block's lines map back the same way whichever it gets. */
export const PRELUDE_LINES: number = GITHUB.length;

/** The prelude of a block: the pet store's when it imports `paths` from "./api.d.ts", the README's own API. */
export function preludeOf(code: string): readonly string[] {
  return code.includes('from "./api.d.ts"') ? ANY_API : GITHUB;
}
