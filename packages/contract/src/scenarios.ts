/** @module scenarios: the requests every adapter must put on the wire, as data (STYLE.md, "Tests" 3). */
import {
  createEndpoint,
  endpoint,
  VERSION,
  type AnyApiEndpoint,
  type EndpointInterface,
  type EndpointOptions,
  type RequestOptions,
} from "@scope/endpoint-core";
import { BODY_SCENARIOS } from "./scenarios-bodies.ts";

/** A multipart body, compared after parsing (the boundary differs per client): `[name, value]` in order. */
export type MultipartEntries = Array<[name: string, value: string | { filename: string; type: string; text: string }]>;

/** The request that must arrive. Header names are lowercase; every header not listed must be absent. */
export interface ExpectedRequest {
  /** Exact case: a server answers `patch` with 400. */
  method: string;
  /** Path with query, exactly as sent on the request line. */
  path: string;
  /** Exact values. A multipart body's content-type is written `multipart/form-data; boundary=<boundary>`. */
  headers: Record<string, string>;
  /** Exact body bytes (a string means its UTF-8 bytes; `""` also means no body), or multipart entries. */
  body: string | Uint8Array | { multipart: MultipartEntries };
}

/** One contract case: how the options are built, and what must happen. */
export interface Scenario {
  /** Stable id, used in `ContractClient.unsupported`. */
  id: string;
  /** States the behaviour; used as the test title. */
  title: string;
  /** `endpoint()` route; `<origin>` is replaced by the transport's server origin (the base URL is it too: the call's `baseUrl`, or an entry's config). */
  route: string;
  /** Appended to the server origin in `baseUrl`: an API served under a path (`/v1`). */
  basePath?: string;
  /**
   * Options, built fresh per run (signals, Blob and FormData are objects): parameters and options in
   * `endpoint`'s flat form, or the grouped form (`params: { path, query, header }`, `body`), which
   * the neutral entry requires.
   */
  params?: () => EndpointOptions;
  /** The `endpoint` function to call: the core's by default, or a `defaults()` of it; the run's `baseUrl` goes in the call. */
  endpoint?: EndpointInterface;
  /**
   * A `createEndpoint()` entry to call instead, made for the run's base URL (the origin and
   * `basePath`): a call on the neutral entry names no base, its config does (docs/rules.md#any-api).
   */
  entry?: (baseUrl: string) => AnyApiEndpoint;
  /** The server waits this long (ms) before answering; released when the transport closes. */
  serverDelay?: number;
  /** The server sends the response headers at once, then the body a space at a time for this long (ms). */
  serverTrickle?: number;
  /**
   * Runs on the loopback wire only: under MSW the client reads a response MSW made in-process, which a
   * client's abort does not always reach, so only a real socket shows what the client itself does.
   */
  wireOnly?: boolean;
  /** `send` must reject because `request.timeout` ran out: with the error the client gives for that (`ContractClient.timeoutError`). */
  timesOut?: boolean;
  /**
   * The body is a string sent with no content-type: the client's own label for one
   * (`ContractClient.stringContentType`, fetch's `text/plain;charset=UTF-8`) is expected too.
   */
  bareString?: boolean;
  /** "reject": `send` must reject. `expect: null` then means no request may reach the server. */
  outcome?: "resolve" | "reject";
  /**
   * The request may not have reached the server when `send` rejects: a timeout can fire before a
   * client on a loaded machine has written anything. If it did arrive, it must match `expect`.
   */
  mayNotArrive?: boolean;
  expect: ExpectedRequest | null;
}

const JSON_TYPE = "application/json; charset=utf-8";
/** The core's default headers, which must beat any default of the client. */
export const CORE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  accept: "application/vnd.github.v3+json",
  "user-agent": `scope-endpoint.js/${VERSION}`,
});
const withCore = (headers: Record<string, string> = {}): Record<string, string> => ({ ...CORE_HEADERS, ...headers });
// own keys named like the ones a deep merge skips (JSON.parse makes `__proto__` an own key)
const RESERVED = '{"prototype":"p","__proto__":{"constructor":"c"},"constructor":{"prototype":1}}';
const ISSUE = { title: "Found a bug ✓", labels: ["bug"], meta: { n: 1, none: null } };
const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

// Three levels of defaults: later levels win key by key, the caller wins over all of them.
const chained = endpoint
  .defaults({ headers: { authorization: "token level-1", "user-agent": "my-app/1.0", "x-level": "1" } })
  .defaults({ headers: { "x-level": "2", "x-team": "octo" } })
  .defaults({ headers: { authorization: "token level-3" } });

// The neutral entry as an OpenAPI user sets it up: a token for the API's host, the headers the app
// sends (the entry has no default, and each client would add its own accept and user-agent), and the
// styles the description declares (what `endpoint openapi styles` prints). Each run makes the entry
// for its server's base, as an app makes one per API host: a call names no base.
const NEUTRAL_HEADERS = { accept: "application/json", "user-agent": "pets-app/1.0", authorization: "Bearer t0ken" };
const neutral = (baseUrl: string): AnyApiEndpoint =>
  createEndpoint({
    baseUrl,
    headers: NEUTRAL_HEADERS,
    styles: {
      "GET /items": {
        query: {
          ids: { style: "pipeDelimited" },
          words: { style: "spaceDelimited" },
          filter: { style: "deepObject", explode: true },
          next: { allowReserved: true },
        },
      },
      "GET /shapes/{ids}/{size}": { path: { ids: { style: "label" }, size: { style: "matrix", explode: true } } },
    },
  });
const withApp = (headers: Record<string, string> = {}): Record<string, string> => ({ ...NEUTRAL_HEADERS, ...headers });

/** Every contract scenario, in the order they run. */
export const SCENARIOS: readonly Scenario[] = [
  {
    id: "list-org-repos",
    title: "GET with a path parameter, a query parameter and an authorization header",
    route: "GET /orgs/{org}/repos",
    params: () => ({ org: "octokit", type: "private", headers: { authorization: "token secret123" } }),
    expect: {
      method: "GET",
      path: "/orgs/octokit/repos?type=private",
      headers: withCore({ authorization: "token secret123" }),
      body: "",
    },
  },
  {
    id: "markdown-raw",
    title: "POST of a raw string body with the caller's text/plain content-type",
    route: "POST /markdown/raw",
    params: () => ({ data: "Hello **world**", headers: { "content-type": "text/plain; charset=utf-8" } }),
    expect: {
      method: "POST",
      path: "/markdown/raw",
      headers: withCore({ "content-type": "text/plain; charset=utf-8" }),
      body: "Hello **world**",
    },
  },
  {
    id: "upload-release-asset",
    title: "POST of bytes to an absolute URL with a query from the template",
    route: "POST <origin>/repos/octocat/Hello-World/releases/1/assets{?name,label}",
    params: () => ({
      name: "example.zip",
      label: "short description",
      data: bytes(0x50, 0x4b, 3, 4, 0, 0xff),
      headers: { "content-type": "application/zip" },
    }),
    expect: {
      method: "POST",
      path: "/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
      headers: withCore({ "content-type": "application/zip" }),
      body: bytes(0x50, 0x4b, 3, 4, 0, 0xff),
    },
  },
  {
    id: "get-plain",
    title: "GET sends no body and no content-type",
    route: "GET /repos/{owner}/{repo}",
    params: () => ({ owner: "octocat", repo: "Hello-World" }),
    expect: { method: "GET", path: "/repos/octocat/Hello-World", headers: withCore(), body: "" },
  },
  {
    id: "head",
    title: "HEAD arrives as HEAD with its query and no body",
    route: "HEAD /repos/{owner}/{repo}/issues",
    params: () => ({ owner: "octocat", repo: "Hello-World", state: "open" }),
    expect: { method: "HEAD", path: "/repos/octocat/Hello-World/issues?state=open", headers: withCore(), body: "" },
  },
  {
    id: "post-json-nested",
    title: "POST serialises a nested JSON body exactly once",
    route: "POST /repos/{owner}/{repo}/issues",
    params: () => ({
      owner: "octocat",
      repo: "Hello-World",
      title: "Found a bug",
      labels: ["bug", "ui"],
      meta: { nested: { deep: true, n: 1 } },
    }),
    expect: {
      method: "POST",
      path: "/repos/octocat/Hello-World/issues",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"title":"Found a bug","labels":["bug","ui"],"meta":{"nested":{"deep":true,"n":1}}}',
    },
  },
  {
    id: "post-without-body",
    title: "POST with no parameters left sends no body and no content-type",
    route: "POST /repos/{owner}/{repo}/forks",
    params: () => ({ owner: "octocat", repo: "Hello-World" }),
    expect: { method: "POST", path: "/repos/octocat/Hello-World/forks", headers: withCore(), body: "" },
  },
  {
    id: "put-json",
    title: "PUT sends its JSON body",
    route: "PUT /repos/{owner}/{repo}/topics",
    params: () => ({ owner: "octocat", repo: "Hello-World", names: ["octocat", "atom"] }),
    expect: {
      method: "PUT",
      path: "/repos/octocat/Hello-World/topics",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"names":["octocat","atom"]}',
    },
  },
  {
    id: "put-without-body",
    title: "PUT without parameters sends an empty body and no content-type",
    route: "PUT /user/starred/{owner}/{repo}",
    params: () => ({ owner: "octocat", repo: "Hello-World" }),
    expect: { method: "PUT", path: "/user/starred/octocat/Hello-World", headers: withCore(), body: "" },
  },
  {
    id: "patch-json",
    title: "PATCH arrives uppercase with its JSON body (fetch would send `patch` as typed)",
    route: "PATCH /repos/{owner}/{repo}",
    params: () => ({ owner: "octocat", repo: "Hello-World", description: "ünïcödé ✓" }),
    expect: {
      method: "PATCH",
      path: "/repos/octocat/Hello-World",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"description":"ünïcödé ✓"}',
    },
  },
  {
    id: "patch-without-body",
    title: "PATCH without parameters arrives uppercase with an empty body and no content-type",
    route: "PATCH /notifications/threads/{thread_id}",
    params: () => ({ thread_id: 42 }),
    expect: { method: "PATCH", path: "/notifications/threads/42", headers: withCore(), body: "" },
  },
  {
    id: "delete-without-body",
    title: "DELETE without parameters sends no body",
    route: "DELETE /repos/{owner}/{repo}",
    params: () => ({ owner: "octocat", repo: "Hello-World" }),
    expect: { method: "DELETE", path: "/repos/octocat/Hello-World", headers: withCore(), body: "" },
  },
  {
    id: "delete-json",
    title: "DELETE sends a JSON body built from the remaining parameters",
    route: "DELETE /repos/{owner}/{repo}/contents/{path}",
    params: () => ({ owner: "octocat", repo: "Hello-World", path: "README.md", message: "remove", sha: "abc123" }),
    expect: {
      method: "DELETE",
      path: "/repos/octocat/Hello-World/contents/README.md",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"message":"remove","sha":"abc123"}',
    },
  },
  {
    id: "query-array",
    title: "GET query keeps comma-joined arrays and numbers and drops null",
    route: "GET /repos/{owner}/{repo}/issues",
    params: () => ({
      owner: "octocat",
      repo: "Hello-World",
      labels: ["bug", "ui", "good first"],
      per_page: 100,
      since: null,
    }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World/issues?labels=bug,ui,good%20first&per_page=100",
      headers: withCore(),
      body: "",
    },
  },
  {
    id: "query-unicode-reserved",
    title: "GET path and query keep the core's percent-encoding of unicode and reserved characters",
    route: "GET /repos/{owner}/{repo}/git/ref/{ref}",
    params: () => ({
      owner: "octocat",
      repo: "Hello-World",
      ref: "heads/feature/x y",
      label: "ünï ✓ 😀",
      r: "a/b?c&d=e#f %+~",
      empty: "",
    }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World/git/ref/heads%2Ffeature%2Fx%20y?label=%C3%BCn%C3%AF%20%E2%9C%93%20%F0%9F%98%80&r=a%2Fb%3Fc%26d%3De%23f%20%25%2B~&empty=",
      headers: withCore(),
      body: "",
    },
  },
  {
    id: "query-q-plus",
    title: "GET keeps `+` in the q parameter as a literal separator",
    route: "GET /search/issues",
    params: () => ({ q: "is:open+label:bug", sort: "created" }),
    expect: {
      method: "GET",
      path: "/search/issues?q=is%3Aopen+label%3Abug&sort=created",
      headers: withCore(),
      body: "",
    },
  },
  {
    id: "string-body-json-type",
    title: "a string body under a JSON content-type arrives as given, not re-serialised",
    route: "POST /repos/{owner}/{repo}/dispatches",
    params: () => ({
      owner: "octocat",
      repo: "Hello-World",
      data: '{"event_type":"ping"}',
      headers: { "content-type": "application/json" },
    }),
    expect: {
      method: "POST",
      path: "/repos/octocat/Hello-World/dispatches",
      headers: withCore({ "content-type": "application/json" }),
      body: '{"event_type":"ping"}',
    },
  },
  {
    id: "uint8array-view",
    title: "a Uint8Array view sends exactly its own bytes, not its whole backing buffer",
    route: "PUT /upload",
    params: () => ({
      data: bytes(9, 9, 1, 2, 3, 4, 5, 6, 9, 9).subarray(2, 8),
      headers: { "content-type": "application/octet-stream" },
    }),
    expect: {
      method: "PUT",
      path: "/upload",
      headers: withCore({ "content-type": "application/octet-stream" }),
      body: bytes(1, 2, 3, 4, 5, 6),
    },
  },
  {
    id: "blob-body",
    title: "a Blob body sends its bytes under the caller's content-type",
    route: "POST /upload",
    params: () => ({ data: new Blob(["blob ✓"], { type: "text/plain" }), headers: { "content-type": "text/plain" } }),
    expect: { method: "POST", path: "/upload", headers: withCore({ "content-type": "text/plain" }), body: "blob ✓" },
  },
  {
    id: "formdata-body",
    title: "a FormData body arrives as multipart/form-data with the boundary the body uses",
    route: "POST /upload",
    params: () => {
      const form = new FormData();
      form.append("name", "octo cat ✓");
      form.append("file", new Blob(["hello file"], { type: "text/plain" }), "hello.txt");
      return { data: form };
    },
    expect: {
      method: "POST",
      path: "/upload",
      headers: withCore({ "content-type": "multipart/form-data; boundary=<boundary>" }),
      body: {
        multipart: [
          ["name", "octo cat ✓"],
          ["file", { filename: "hello.txt", type: "text/plain", text: "hello file" }],
        ],
      },
    },
  },
  {
    id: "defaults-chain-headers",
    title: "headers from a three-level defaults() chain and the caller all arrive, later levels winning",
    route: "GET /user",
    endpoint: chained,
    params: () => ({ headers: { "X-Request-Id": "abc-123" } }),
    expect: {
      method: "GET",
      path: "/user",
      headers: withCore({
        authorization: "token level-3",
        "user-agent": "my-app/1.0",
        "x-level": "2",
        "x-team": "octo",
        "x-request-id": "abc-123",
      }),
      body: "",
    },
  },
  {
    id: "custom-headers",
    title: "custom headers arrive with exact values whatever the case of their names; numbers as text",
    route: "GET /repos/{owner}/{repo}",
    params: () => ({
      owner: "octocat",
      repo: "Hello-World",
      headers: { "X-GitHub-Api-Version": "2022-11-28", "If-None-Match": '"etag-1"', "X-Count": 5 },
    }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World",
      headers: withCore({ "x-github-api-version": "2022-11-28", "if-none-match": '"etag-1"', "x-count": "5" }),
      body: "",
    },
  },
  {
    id: "media-type-format",
    title: "mediaType.format sets the accept header",
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    params: () => ({ owner: "octocat", repo: "Hello-World", path: "README.md", mediaType: { format: "raw" } }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World/contents/README.md",
      headers: withCore({ accept: "application/vnd.github.v3.raw" }),
      body: "",
    },
  },
  {
    id: "media-type-previews",
    title: "mediaType.previews set the accept header",
    route: "GET /repos/{owner}/{repo}/topics",
    params: () => ({ owner: "octocat", repo: "Hello-World", mediaType: { previews: ["mercy", "squirrel-girl"] } }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World/topics",
      headers: withCore({
        accept: "application/vnd.github.mercy-preview+json,application/vnd.github.squirrel-girl-preview+json",
      }),
      body: "",
    },
  },
  {
    id: "signal-already-aborted",
    title: "an already-aborted request.signal rejects and sends nothing",
    route: "GET /repos/{owner}/{repo}",
    params: () => ({ owner: "octocat", repo: "Hello-World", request: { signal: AbortSignal.abort() } }),
    outcome: "reject",
    expect: null,
  },
  {
    id: "timeout",
    title: "a request.timeout shorter than the server's delay rejects (a client that ignored it would get the answer)",
    route: "GET /slow",
    params: () => ({ request: { timeout: 1000 } }),
    serverDelay: 5000,
    timesOut: true,
    outcome: "reject",
    mayNotArrive: true,
    expect: { method: "GET", path: "/slow", headers: withCore(), body: "" },
  },
  {
    id: "timeout-body",
    title: "request.timeout bounds the response body too: headers at once, then a body trickled for longer, rejects",
    route: "GET /trickle",
    params: () => ({ request: { timeout: 1000 } }),
    serverTrickle: 5000,
    wireOnly: true,
    timesOut: true,
    outcome: "reject",
    mayNotArrive: true,
    expect: { method: "GET", path: "/trickle", headers: withCore(), body: "" },
  },
  {
    id: "timeout-not-reached",
    title: "a request.timeout longer than the exchange lets it resolve, with the request unchanged",
    route: "POST /repos/{owner}/{repo}/issues",
    params: () => ({ owner: "octocat", repo: "Hello-World", title: "t", request: { timeout: 60_000 } }),
    expect: {
      method: "POST",
      path: "/repos/octocat/Hello-World/issues",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"title":"t"}',
    },
  },
  {
    id: "json-reserved-keys",
    title: "JSON keys constructor, prototype and __proto__ arrive intact at any depth (issue: axios dropped them)",
    route: "POST /users",
    params: () => ({
      constructor: "Alice",
      role: "x",
      profile: JSON.parse(RESERVED) as unknown,
      list: [JSON.parse(RESERVED) as unknown],
    }),
    expect: {
      method: "POST",
      path: "/users",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: `{"constructor":"Alice","role":"x","profile":${RESERVED},"list":[${RESERVED}]}`,
    },
  },
  {
    id: "json-own-type",
    title: "a JSON body under the caller's own JSON content-type arrives as JSON.stringify writes it",
    route: "POST /repos/o/r/issues",
    params: () => ({ ...ISSUE, headers: { "content-type": "application/vnd.github+json" } }),
    expect: {
      method: "POST",
      path: "/repos/o/r/issues",
      headers: withCore({ "content-type": "application/vnd.github+json" }),
      body: JSON.stringify(ISSUE),
    },
  },
  {
    id: "json-form-type",
    title: "a JSON body under a form content-type arrives as JSON text, not as a form",
    route: "POST /repos/o/r/issues",
    params: () => ({ ...ISSUE, headers: { "content-type": "application/x-www-form-urlencoded" } }),
    expect: {
      method: "POST",
      path: "/repos/o/r/issues",
      headers: withCore({ "content-type": "application/x-www-form-urlencoded" }),
      body: JSON.stringify(ISSUE),
    },
  },
  {
    id: "json-multipart-type",
    title: "a JSON body under a multipart content-type arrives as JSON text, not as multipart",
    route: "POST /repos/o/r/issues",
    params: () => ({ ...ISSUE, headers: { "content-type": "multipart/form-data" } }),
    expect: {
      method: "POST",
      path: "/repos/o/r/issues",
      headers: withCore({ "content-type": "multipart/form-data" }),
      body: JSON.stringify(ISSUE),
    },
  },
  {
    id: "json-without-type",
    title: "a JSON body with the content-type removed arrives as JSON text, labelled as any string body",
    route: "POST /repos/o/r/issues",
    params: () => ({ ...ISSUE, headers: { "content-type": null } }),
    bareString: true,
    expect: { method: "POST", path: "/repos/o/r/issues", headers: withCore(), body: JSON.stringify(ISSUE) },
  },
  {
    id: "json-stream-shape",
    title: "a JSON body with a pipe() method arrives as JSON text, not taken for a stream",
    route: "POST /x",
    params: () => ({ data: { a: 1, pipe: () => "not a stream" } }),
    expect: { method: "POST", path: "/x", headers: withCore({ "content-type": JSON_TYPE }), body: '{"a":1}' },
  },
  {
    id: "any-option-names-in-query",
    title:
      "neutral entry: query parameters named url, baseUrl and method stay in the query; the request and the config's authorization go to the base's host",
    route: "GET /search",
    entry: neutral,
    basePath: "/v1",
    params: () => ({
      params: { query: { url: "https://evil.example/steal", baseUrl: "https://evil.example", method: "DELETE" } },
    }),
    expect: {
      method: "GET",
      path: "/v1/search?url=https%3A%2F%2Fevil.example%2Fsteal&baseUrl=https%3A%2F%2Fevil.example&method=DELETE",
      headers: withApp(),
      body: "",
    },
  },
  {
    id: "any-odd-names",
    title: "neutral entry: query names $top, filter[tag] and @id arrive percent-encoded, values too",
    route: "GET /search",
    entry: neutral,
    params: () => ({ params: { query: { $top: 5, "filter[tag]": "a b", "@id": "x/y" } } }),
    expect: {
      method: "GET",
      path: "/search?%24top=5&filter%5Btag%5D=a%20b&%40id=x%2Fy",
      headers: withApp(),
      body: "",
    },
  },
  {
    id: "any-form-exploded",
    title: "neutral entry: a query list is form-exploded by default (tags=a&tags=b)",
    route: "GET /pets",
    entry: neutral,
    params: () => ({ params: { query: { tags: ["a", "b c"], limit: 10 } } }),
    expect: { method: "GET", path: "/pets?tags=a&tags=b%20c&limit=10", headers: withApp(), body: "" },
  },
  {
    id: "any-delimited-deep-object",
    title: "neutral entry: pipeDelimited and spaceDelimited lists and a deepObject object, as the config's styles say",
    route: "GET /items",
    entry: neutral,
    params: () => ({
      params: { query: { ids: [1, 2, 3], words: ["red", "green"], filter: { status: "open", "owner id": "o k" } } },
    }),
    expect: {
      method: "GET",
      path: "/items?ids=1%7C2%7C3&words=red%20green&filter%5Bstatus%5D=open&filter%5Bowner%20id%5D=o%20k",
      headers: withApp(),
      body: "",
    },
  },
  {
    id: "any-allow-reserved",
    title: "neutral entry: allowReserved leaves reserved characters and %XX raw, but never # & = + [ ] '",
    route: "GET /items",
    entry: neutral,
    params: () => ({ params: { query: { next: "/a/b?c:d@e,f;g!h$i(j)k*l#m&n=o+p[q]r%41 s'it's" } } }),
    expect: {
      method: "GET",
      path: "/items?next=/a/b?c:d@e,f;g!h$i(j)k*l%23m%26n%3Do%2Bp%5Bq%5Dr%41%20s%27it%27s",
      headers: withApp(),
      body: "",
    },
  },
  {
    id: "query-serializer-one-rule",
    title: "querySerializer on endpoint writes a query by the same rule as the neutral entry: | [ ] ' encoded",
    route: "GET /items",
    params: () => ({
      ids: [1, 2, 3],
      filter: { status: "open", "owner id": "o k" },
      next: "/a/b?c:d@e,f;g!h$i(j)k*l#m&n=o+p[q]r%41 s'it's",
      querySerializer: {
        array: { style: "pipeDelimited", explode: false },
        object: { style: "deepObject", explode: true },
        allowReserved: true,
      },
    }),
    expect: {
      method: "GET",
      path: "/items?ids=1%7C2%7C3&filter%5Bstatus%5D=open&filter%5Bowner%20id%5D=o%20k&next=/a/b?c:d@e,f;g!h$i(j)k*l%23m%26n%3Do%2Bp%5Bq%5Dr%41%20s%27it%27s",
      headers: withCore(),
      body: "",
    },
  },
  {
    id: "any-call-styles",
    title: "neutral entry: a call's own styles are laid over the operation's (form, not exploded)",
    route: "GET /pets",
    entry: neutral,
    params: () => ({ params: { query: { tags: ["a", "b"] } }, styles: { query: { tags: { explode: false } } } }),
    expect: { method: "GET", path: "/pets?tags=a,b", headers: withApp(), body: "" },
  },
  {
    id: "any-label-matrix",
    title: "neutral entry: a label path parameter (.3,4) and an exploded matrix one (;w=100;h=50)",
    route: "GET /shapes/{ids}/{size}",
    entry: neutral,
    params: () => ({ params: { path: { ids: [3, 4], size: { w: 100, h: 50 } } } }),
    expect: { method: "GET", path: "/shapes/.3,4/;w=100;h=50", headers: withApp(), body: "" },
  },
  {
    id: "any-custom-method",
    title: "neutral entry: {name}:cancel fills name, encoding its slash, and keeps the literal :cancel",
    route: "POST /v1/{name}:cancel",
    entry: neutral,
    params: () => ({ params: { path: { name: "operations/op 1" } } }),
    expect: { method: "POST", path: "/v1/operations%2Fop%201:cancel", headers: withApp(), body: "" },
  },
  {
    id: "any-colon-literal",
    title: "neutral entry: /feed/:token is literal text, and a query parameter named token goes to the query",
    route: "GET /feed/:token",
    entry: neutral,
    params: () => ({ params: { query: { token: "abc" } } }),
    expect: { method: "GET", path: "/feed/:token?token=abc", headers: withApp(), body: "" },
  },
  {
    id: "any-path-and-query-name",
    title: "neutral entry: one name as a path and a query parameter, each with its own value",
    route: "GET /items/{id}",
    entry: neutral,
    params: () => ({ params: { path: { id: "a b" }, query: { id: "c" } } }),
    expect: { method: "GET", path: "/items/a%20b?id=c", headers: withApp(), body: "" },
  },
  {
    id: "any-header-params",
    title: "neutral entry: header parameters arrive as text, a list comma-joined, over the config's headers",
    route: "GET /pets",
    entry: neutral,
    params: () => ({ params: { header: { "X-Ids": [1, 2, 3], "x-trace": "t 1" } } }),
    expect: { method: "GET", path: "/pets", headers: withApp({ "x-ids": "1,2,3", "x-trace": "t 1" }), body: "" },
  },
  {
    id: "any-post-json-query",
    title: "neutral entry: a POST's query parameters go to the query, its body (a url property included) is JSON",
    route: "POST /pets",
    entry: neutral,
    params: () => ({ params: { query: { dryRun: true } }, body: { name: "Rex", url: "https://example.com/rex" } }),
    expect: {
      method: "POST",
      path: "/pets?dryRun=true",
      headers: withApp({ "content-type": JSON_TYPE }),
      body: '{"name":"Rex","url":"https://example.com/rex"}',
    },
  },
  {
    id: "any-put-text",
    title: "neutral entry: a PUT's text body arrives as given, under the caller's content-type",
    route: "PUT /notes/{id}",
    entry: neutral,
    params: () => ({
      params: { path: { id: 7 } },
      body: "sleeps a lot ✓",
      headers: { "content-type": "text/plain; charset=utf-8" },
    }),
    expect: {
      method: "PUT",
      path: "/notes/7",
      headers: withApp({ "content-type": "text/plain; charset=utf-8" }),
      body: "sleeps a lot ✓",
    },
  },
  {
    id: "any-put-bytes",
    title: "neutral entry: a PUT's bytes arrive exactly, next to a query parameter",
    route: "PUT /pets/{petId}/photo",
    entry: neutral,
    params: () => ({
      params: { path: { petId: 7 }, query: { caption: "Rex at 3" } },
      body: bytes(0x89, 0x50, 0x4e, 0x47, 0, 0xff),
      headers: { "content-type": "application/octet-stream" },
    }),
    expect: {
      method: "PUT",
      path: "/pets/7/photo?caption=Rex%20at%203",
      headers: withApp({ "content-type": "application/octet-stream" }),
      body: bytes(0x89, 0x50, 0x4e, 0x47, 0, 0xff),
    },
  },
  {
    id: "grouped-endpoint-get",
    title: "endpoint, grouped: url and baseUrl stay query parameters, in GitHub's dialect (comma lists, q's +)",
    route: "GET /repos/{owner}/{repo}/issues",
    params: () => ({
      params: {
        path: { owner: "octocat", repo: "Hello-World" },
        query: { url: "https://evil.example", baseUrl: "https://evil.example", labels: ["bug", "ui"], q: "a+b" },
        header: { "x-trace": "t1" },
      },
      headers: { authorization: "token secret123" },
    }),
    expect: {
      method: "GET",
      path: "/repos/octocat/Hello-World/issues?url=https%3A%2F%2Fevil.example&baseUrl=https%3A%2F%2Fevil.example&labels=bug,ui&q=a+b",
      headers: withCore({ authorization: "token secret123", "x-trace": "t1" }),
      body: "",
    },
  },
  {
    id: "grouped-endpoint-post",
    title: "endpoint, grouped: a POST's query goes to the query and body is the JSON body",
    route: "POST /repos/{owner}/{repo}/issues",
    params: () => ({
      params: { path: { owner: "octocat", repo: "Hello-World" }, query: { url: "x" } },
      body: { title: "Found a bug", data: 1 },
    }),
    expect: {
      method: "POST",
      path: "/repos/octocat/Hello-World/issues?url=x",
      headers: withCore({ "content-type": JSON_TYPE }),
      body: '{"title":"Found a bug","data":1}',
    },
  },
  ...BODY_SCENARIOS,
];

/** The ids of the scenarios whose body is multipart: a client that cannot label FormData fails each the same way. */
export const MULTIPART_SCENARIO_IDS: readonly string[] = SCENARIOS.filter(
  ({ expect }) => typeof expect?.body === "object" && "multipart" in expect.body,
).map(({ id }) => id);

/**
 * Builds a scenario's request options against a server origin. It imports nothing but the core, so a
 * browser page can build the same options (test-browser/ bundles this file).
 * @example buildOptions(SCENARIOS[0], "http://127.0.0.1:8080").url // "http://127.0.0.1:8080/orgs/octokit/repos?type=private"
 */
export function buildOptions(scenario: Scenario, origin: string): RequestOptions {
  const baseUrl = origin + (scenario.basePath ?? "");
  const route = scenario.route.replace("<origin>", origin);
  // the neutral entry's base is its config's; a route that is not a literal takes grouped options as given
  if (scenario.entry !== undefined)
    return (scenario.entry(baseUrl) as (route: string, options?: EndpointOptions) => RequestOptions)(
      route,
      scenario.params?.(),
    );
  return (scenario.endpoint ?? endpoint)(route, { baseUrl, ...scenario.params?.() });
}
