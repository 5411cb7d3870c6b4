/**
 * @module redirect-suite: what every adapter's "Redirects" test shares: two loopback origins, an API
 * key among the credentials, the README's example, and the check that a redirect carried the key to
 * the other origin while the client dropped `authorization` and `cookie`.
 */
import { endpoint } from "@scope/endpoint-core";
import {
  useRedirectServers,
  type RedirectServers,
  type Received,
  type ReceivedRequest,
} from "@scope/endpoint-contract";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { blocks, type Block } from "./readme-blocks.ts";

/** The API key the README's examples read from `process.env.API_KEY`. */
export const KEY = "k-redirect-test";
/** A custom credential beside the two headers every client drops on a redirect to another origin. */
export const CREDENTIALS: Readonly<Record<string, string>> = {
  "x-api-key": KEY,
  authorization: "token t0ken",
  cookie: "session=1",
};

/** The headers of each request a server received. */
export const headersOf = (received: Received[]): Record<string, string>[] =>
  received.map((request) => (request as ReceivedRequest).headers);

/** What {@link useRedirectSuite} gives a test file. */
export interface RedirectSuite {
  readonly servers: RedirectServers;
  /** The README's one example under "Redirects". */
  readonly examples: Block[];
  /** `endpoint` aimed at the first server, as a `baseUrl` would aim it. */
  readonly aimed: () => typeof endpoint;
}

/**
 * Starts the two servers for a test file, sets `API_KEY` around each test, and checks that the
 * README (`packages/adapter-<client>/README.md`) shows one example under "Redirects".
 */
export function useRedirectSuite(readme: string): RedirectSuite {
  const servers = useRedirectServers();
  const examples = blocks(readme, "## Redirects").filter((block) => block.lang === "js");
  beforeEach(() => {
    vi.stubEnv("API_KEY", KEY);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  it("the README shows one example under Redirects", () => {
    expect(examples).toHaveLength(1);
  });
  return { servers, examples, aimed: () => endpoint.defaults({ baseUrl: servers.origin }) };
}

/** One request reached the other origin, with the API key and without `authorization` or `cookie`. */
export function expectKeyCarried(servers: RedirectServers): void {
  const [arrived, ...more] = headersOf(servers.second);
  expect(more).toEqual([]);
  expect(arrived).toMatchObject({ "x-api-key": KEY });
  expect(arrived).not.toHaveProperty("authorization");
  expect(arrived).not.toHaveProperty("cookie");
}
