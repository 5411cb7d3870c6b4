/**
 * @module raw-echo: a loopback server that keeps each request's header lines as they came
 * (`rawHeaders`), for names such as `__proto__` that any object built with `headers[name] = value`
 * (the contract's recorder included) would lose.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll } from "vitest";

/** One request as it arrived: method, target, header lines (names lowercased) and body text. */
export interface RawRequest {
  method: string;
  path: string;
  headers: [name: string, value: string][];
  body: string;
}

/**
 * Starts the echo before the file's tests and closes it after them; `requests` fills as they arrive.
 * @example const echo = useRawEcho(); await fetch(echo.origin); echo.requests[0]
 */
export function useRawEcho(): { readonly origin: string; requests: RawRequest[] } {
  let server: Server | undefined;
  const fixture = {
    requests: [] as RawRequest[],
    get origin() {
      const address = server?.address();
      if (typeof address !== "object" || address === null) throw new Error("the raw echo starts in beforeAll");
      return `http://127.0.0.1:${address.port}`;
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          headers.push([req.rawHeaders[i]!.toLowerCase(), req.rawHeaders[i + 1]!]);
        const body = Buffer.concat(chunks).toString("utf8");
        fixture.requests.push({ method: req.method!, path: req.url!, headers, body });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));
  return fixture;
}
