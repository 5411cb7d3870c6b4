/**
 * @module answer-server: a loopback server whose answers a read must sort (docs/rules.md#reading-an-answer)
 * and whose lists a paginator must follow (docs/rules.md#pagination): JSON, 204, a JSON 404, text,
 * bytes, a slow answer, a 503 that clears, GitHub-style `link` pages, a search-shaped list and a cursor API.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A started answer server: its two names for one origin (`127.0.0.1` and `localhost`, two origins to a client) and what it was asked. */
export interface AnswerServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `http://localhost:<port>`: the same server on another origin. */
  otherOrigin: string;
  /** Each request's method and path with query, in order; `clear()` empties it. */
  requests: string[];
  clear(): void;
  close(): Promise<void>;
}

const PAGES = 3;
const PER_PAGE = 2;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};

/** Items `from` to `to` (1-based), as GitHub lists them. */
const issues = (page: number) =>
  Array.from({ length: PER_PAGE }, (_, i) => ({ number: (page - 1) * PER_PAGE + i + 1 }));

/** GitHub's `link` header for page `page` of `path` (the query's `page` replaced), from `origin`. */
function link(origin: string, path: string, query: URLSearchParams, page: number): Record<string, string> {
  if (page >= PAGES) return {};
  const next = new URLSearchParams(query);
  next.set("page", String(page + 1));
  return { link: `<${origin}${path}?${next}>; rel="next", <${origin}${path}?page=${PAGES}>; rel="last"` };
}

function answer(req: IncomingMessage, res: ServerResponse, origin: string, other: string, flaky: Map<string, number>) {
  const url = new URL(req.url!, origin);
  const query = url.searchParams;
  const page = Number(query.get("page") ?? 1);
  switch (url.pathname) {
    case "/pets/7":
      return req.method === "DELETE" ? (res.writeHead(204), res.end()) : json(res, 200, { id: 7, name: "Rex" });
    case "/pets/404":
      return json(res, 404, { message: "Not Found", documentation_url: "https://example.test/pets" });
    case "/readme":
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return res.end("Hello, wörld");
    case "/bytes":
      res.writeHead(200, { "content-type": "application/octet-stream" });
      return res.end(Buffer.from([0, 1, 2, 255]));
    case "/slow":
      return void setTimeout(() => json(res, 200, {}), 5000).unref();
    case "/configured":
      return json(res, 200, { configured: req.headers["x-configured"] ?? null });
    case "/unavailable": {
      // 503 twice per key, then an answer: a client that retries twice sees the answer
      const key = query.get("key") ?? "";
      const seen = (flaky.get(key) ?? 0) + 1;
      flaky.set(key, seen);
      return seen <= 2 ? json(res, 503, { message: "try again" }) : json(res, 200, { attempts: seen });
    }
    case "/repos/octo/hello":
      return json(res, 200, { id: 1, full_name: "octo/hello", private: false });
    case "/repos/octo/hello/issues":
      return json(res, 200, issues(page), link(origin, url.pathname, query, page));
    case "/search/issues":
      return json(
        res,
        200,
        { total_count: PAGES * PER_PAGE, incomplete_results: false, items: issues(page) },
        link(origin, url.pathname, query, page),
      );
    case "/v1/events": {
      // a cursor API: the cursor is the next page's number, as text
      const at = Number(query.get("cursor") ?? 1);
      return json(res, 200, { data: issues(at), next_cursor: at < PAGES ? String(at + 1) : null });
    }
    case "/repos/octo/hello/elsewhere":
      return json(res, 200, issues(1), {
        link: `<${other}/repos/octo/hello/elsewhere?page=2&access_token=s3cret>; rel="next"`,
      });
    case "/api/v3/repos/octo/hello/issues":
      return json(res, 200, issues(1), { link: `<${origin}/api/v3/../admin/users?page=2>; rel="next"` });
    case "/repos/octo/hello/gone":
      return page === 1
        ? json(res, 200, issues(1), link(origin, url.pathname, query, page))
        : json(res, 404, { message: "Not Found" });
    default:
      return json(res, 404, { message: "Not Found" });
  }
}

/**
 * Starts the answer server on 127.0.0.1; with `cors`, for a browser page on another origin.
 * @example const server = await startAnswerServer(); await fetch(`${server.origin}/pets/7`);
 */
export async function startAnswerServer({ cors = false }: { cors?: boolean } = {}): Promise<AnswerServer> {
  const requests: string[] = [];
  const flaky = new Map<string, number>();
  let port = 0;
  const server = createServer((req, res) => {
    if (cors) {
      // a browser page on another origin: any header may be sent and read (`link` is not a safelisted one)
      res.setHeader("access-control-allow-origin", "*");
      res.setHeader("access-control-expose-headers", "*");
      if (req.method === "OPTIONS") {
        // a preflight is the browser's, not the read's: answered, not recorded
        res.writeHead(204, {
          "access-control-allow-methods": "GET, HEAD, DELETE",
          "access-control-allow-headers": "*",
        });
        return void res.end();
      }
    }
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    req.on("end", () => answer(req, res, `http://127.0.0.1:${port}`, `http://localhost:${port}`, flaky));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    requests,
    clear: () => void requests.splice(0),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * An origin nothing listens on: a server's port, closed. A request there fails to connect.
 * @example const origin = await closedOrigin(); await fetch(origin) // rejects
 */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
