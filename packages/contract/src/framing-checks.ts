/**
 * @module framing-checks: a streamed body sent with `content-length`, through the real client, to a
 * keep-alive backend that counts the requests it parses per connection (docs/rules.md#adapters).
 * A body whose stream gives more bytes must never put one beyond the length on the wire, where the
 * backend would read them as the next request (with the victim's token); one that gives fewer must
 * fail rather than leave the connection waiting for the next request as the rest of its body.
 */
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { startFramingServer, type FramingServer } from "./framing-server.ts";
import { expectUnsupported, type Unsupported } from "./unsupported.ts";

/** The request a hostile body stream appends after `content-length` bytes: it must never reach the backend. */
export const SMUGGLED_REQUEST = "GET /admin HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: token victim-secret\r\n\r\n";

/** The streamed bodies every client takes, made from text chunks. */
export const STREAM_KINDS: Readonly<Record<string, (chunks: string[]) => unknown>> = {
  "web-stream": (chunks) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  "async-iterable": (chunks) =>
    (async function* () {
      for (const chunk of chunks) yield new TextEncoder().encode(chunk);
    })(),
  "node-readable": (chunks) => Readable.from(chunks.map((chunk) => Buffer.from(chunk))),
};

/** One framing case: the declared length, the chunks the stream gives, and whether the client must refuse it. */
interface FramingCase {
  id: string;
  title: string;
  length: number;
  chunks: string[];
  refused: boolean;
}

const CASES: readonly FramingCase[] = [
  {
    id: "longer",
    title:
      "longer than content-length, its next chunk a whole request, is refused and nothing beyond the length reaches the backend",
    length: 2,
    chunks: ["hi", SMUGGLED_REQUEST],
    refused: true,
  },
  {
    id: "straddling",
    title:
      "longer than content-length in a chunk straddling the length is refused and nothing beyond the length reaches the backend",
    length: 2,
    chunks: ["h", `i${SMUGGLED_REQUEST}`],
    refused: true,
  },
  {
    id: "shorter",
    title: "shorter than content-length is refused, and its connection carries no further request",
    length: 5,
    chunks: ["hi"],
    refused: true,
  },
  {
    id: "exact",
    title: "of exactly content-length arrives byte for byte",
    length: 5,
    chunks: ["he", "llo"],
    refused: false,
  },
];

/**
 * `FramingOptions.hangAfter` by default: a client that has neither resolved nor rejected by then hangs.
 * No outcome expects a hang, so this only names a failure before the test's 30 s timeout would: two
 * waits of it fit in one test, and a loopback request on a busy machine takes far less.
 */
const HANG_MS = 12_000;
const ANSWER_DELAY = 100;

/** `"resolved"`, `"hung"` (nothing after `hangAfter` ms), or `"rejected (<code or name> < <its cause's> ...)"`. */
async function settle(sent: Promise<unknown>, hangAfter: number): Promise<string> {
  const hung = sleep(hangAfter, "hung");
  return Promise.race([
    sent.then(
      () => "resolved",
      (error: unknown) => {
        const chain: string[] = [];
        for (
          let cause = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined;
          cause && chain.length < 5;
          cause = cause.cause as typeof cause
        ) {
          chain.push(String(cause.code ?? cause.name));
        }
        return `rejected (${chain.join(" < ")})`;
      },
    ),
    hung,
  ]);
}

const describeRequest = ({ method, path, body, complete }: FramingServer["requests"][number]): string =>
  `${method} ${path} ${complete ? "complete" : "incomplete"} ${JSON.stringify(Buffer.from(body).toString("latin1"))}`;

/** What a framing case left at the backend, before the follow-up request. */
function observe(server: FramingServer, path: string, length: number) {
  const raw = server.connections.map((log) => Buffer.concat(log.raw).toString("latin1"));
  return {
    // the smuggled request line, anywhere on the wire (parsed or not)
    smuggledBytes: raw.some((text) => text.includes("/admin")),
    // body bytes after the request's head on its connection: never more than content-length
    beyondLength: raw.some(
      (text) => text.startsWith(`POST ${path} `) && text.length - text.indexOf("\r\n\r\n") - 4 > length,
    ),
    errors: server.connections.flatMap((log) => log.errors),
    requests: server.requests.map(describeRequest),
  };
}

/** Ids of every framing check, `framing-<kind>-<case>`, as `unsupported` names them. */
export const FRAMING_CHECK_IDS: readonly string[] = Object.keys(STREAM_KINDS).flatMap((kind) =>
  CASES.map((framing) => `framing-${kind}-${framing.id}`),
);

/** How a client's framing checks run: `runContract` passes the client's own fields. */
export interface FramingOptions {
  /** Checks the client cannot pass, by id: each must fail as its entry says. */
  unsupported?: Record<string, Unsupported>;
  /** Declares only the checks listed in `unsupported` (`ContractClient.onlyUnsupported`). */
  onlyUnsupported?: boolean;
  /** How long (ms) a client may take to settle before it is named hung; 12 s by default. */
  hangAfter?: number;
}

/**
 * Declares the framing checks of a client: for each stream kind (a web stream, an async iterable, a
 * Node Readable) a body longer than `content-length` (its next chunk a whole request, or a chunk
 * straddling the length) and one shorter must be refused, with nothing beyond the length on the
 * wire and no request parsed but the one sent; one of exactly the length must arrive byte for
 * byte. After each, a GET through the same client must arrive as its own request: a connection
 * reused after a short body would hand it to the backend as the rest of that body. Ids
 * `framing-<kind>-<case>` may be listed in `options.unsupported`, and must then fail as the entry says.
 * @example checkFraming("got", (options) => got(...toGot(options)).text());
 */
export function checkFraming(
  client: string,
  send: (options: RequestOptions) => Promise<unknown>,
  { unsupported = {}, onlyUnsupported = false, hangAfter = HANG_MS }: FramingOptions = {},
): void {
  describe(`${client}: a streamed body with content-length, to a keep-alive backend counting requests per connection`, () => {
    let server: FramingServer;
    beforeAll(async () => {
      server = await startFramingServer({ answerDelay: ANSWER_DELAY });
    });
    afterAll(() => server.close());

    async function check(kind: string, framing: FramingCase): Promise<void> {
      server.reset();
      const path = `/framing/${kind}/${framing.id}`;
      const data = STREAM_KINDS[kind]!(framing.chunks);
      const headers = { "content-type": "application/octet-stream", "content-length": framing.length };
      const outcome = await settle(
        send(endpoint(`POST ${path}`, { baseUrl: server.origin, data, headers })),
        hangAfter,
      );
      // time for a smuggled request to be parsed and answered, had any bytes of it been written
      await sleep(ANSWER_DELAY * 2);
      const seen = observe(server, path, framing.length);
      const after = await settle(send(endpoint("GET /framing/after", { baseUrl: server.origin })), hangAfter);
      const followUp = server.requests.map(describeRequest).filter((request) => !request.startsWith(`POST ${path} `));

      expect(seen.smuggledBytes, "the smuggled request's bytes reached the backend").toBe(false);
      expect(seen.beyondLength, "bytes beyond content-length reached the backend").toBe(false);
      expect(seen.errors, "the backend failed to parse what came").toEqual([]);
      expect({ after, followUp }, "the next request arrives as its own request").toEqual({
        after: "resolved",
        followUp: ['GET /framing/after complete ""'],
      });
      if (framing.refused) {
        expect(outcome).toMatch(/^rejected \(.*CONTENT_LENGTH_MISMATCH/);
        // the request may have been parsed (all or part of its body) or not, but never another
        expect(seen.requests.length).toBeLessThanOrEqual(1);
        for (const request of seen.requests) expect(request).toMatch(new RegExp(`^POST ${path} `));
      } else {
        expect({ outcome, requests: seen.requests }).toEqual({
          outcome: "resolved",
          requests: [`POST ${path} complete ${JSON.stringify(framing.chunks.join(""))}`],
        });
      }
    }

    for (const kind of Object.keys(STREAM_KINDS)) {
      for (const framing of CASES) {
        const id = `framing-${kind}-${framing.id}`;
        const entry = unsupported[id];
        if (entry === undefined && onlyUnsupported) continue;
        if (entry === undefined) it(`${kind}: a body ${framing.title}`, () => check(kind, framing));
        else {
          it(`${kind}: a body ${framing.title} [unsupported by ${client}: ${entry.reason}]`, () =>
            expectUnsupported(check(kind, framing), entry));
        }
      }
    }
  });
}
