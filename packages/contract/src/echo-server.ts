/**
 * @module echo-server: where contract requests land and are recorded. The MSW handlers for
 * in-process interception (echo-handlers.ts, re-exported), a loopback `node:http` server answering through them
 * (undici, which MSW 2 cannot intercept: mswjs/msw#2165), and a raw loopback echo that records
 * what really reaches the wire (lowercase methods, client default headers, header casing).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse, type RequestHandler } from "msw";
import type { Recorder } from "./echo-handlers.ts";

export { echoHandlers, Recorder, type Received, type ReceivedRequest } from "./echo-handlers.ts";

/** A started loopback server. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Node's raw header list as one object: names lowercased, repeated names joined with ", ". */
export const headersOf = (raw: string[]): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    headers[name] = name in headers ? `${headers[name]}, ${raw[i + 1]}` : raw[i + 1]!;
  }
  return headers;
};

const readBody = async (req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

type Respond = (
  req: IncomingMessage,
  body: Uint8Array<ArrayBuffer>,
  signal: AbortSignal,
  origin: string,
) => Promise<Response>;

async function listen(recorder: Recorder, respond: Respond): Promise<LoopbackServer> {
  let origin = "";
  const server: Server = createServer(async (req, res) => {
    const closed = new AbortController();
    res.on("close", () => closed.abort());
    const response = await respond(req, await readBody(req), closed.signal, origin).catch((error: unknown) => {
      // e.g. a request the Fetch API refuses to rebuild for the bridge: recorded, never a crash
      recorder.requests.push({ unparsable: `server error: ${String(error)}` });
      return new Response(null, { status: 500 });
    });
    if (res.destroyed) return;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    // chunk by chunk, so a trickled body leaves as it is made; a client gone mid-body ends the loop
    try {
      for await (const chunk of response.body ?? []) if (!res.destroyed) res.write(chunk);
    } catch {
      // the client went away: nothing left to answer
    }
    res.end();
  });
  // Node's parser refuses what a real server refuses (a lowercase method): record the raw request line
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (error.code?.startsWith("HPE_")) {
      const line = error.rawPacket?.toString("latin1").split("\r\n")[0] ?? "";
      recorder.requests.push({ unparsable: `${error.code}: ${line}` });
      socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    } else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => {
      recorder.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Options of the wire echo. */
export interface WireServerOptions {
  /** Lets a page on another origin (a browser test) send every scenario: CORS preflights are answered,
   *  not recorded, granting the origin, method and headers they ask for; answers carry
   *  `access-control-allow-origin`. A real server grants less (GitHub lists its allowed headers). */
  cors?: boolean;
}

/** The CORS grant for `req`: what a preflight asks for, for the origin that asks (Fetch standard, "CORS protocol"). */
function allowCors(response: Response, req: IncomingMessage): Response {
  const origin = req.headers.origin;
  response.headers.set("access-control-allow-origin", origin ?? "*");
  response.headers.set("vary", "origin");
  const method = req.headers["access-control-request-method"];
  if (method !== undefined) {
    response.headers.set("access-control-allow-methods", method);
    response.headers.set("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "");
    // no preflight cache: every scenario's request is preflighted (or not) on its own merits
    response.headers.set("access-control-max-age", "0");
  }
  return response;
}

/** Starts the "wire" echo: records raw method, request target, headers and body bytes. */
export function startWireServer(recorder: Recorder, { cors = false }: WireServerOptions = {}): Promise<LoopbackServer> {
  return listen(recorder, async (req, body, signal) => {
    const requested = req.headers["access-control-request-method"];
    if (cors && req.method === "OPTIONS" && requested !== undefined) {
      recorder.preflights.push(`${requested} ${req.url!} [${req.headers["access-control-request-headers"] ?? ""}]`);
      return allowCors(new Response(null, { status: 204 }), req);
    }
    recorder.requests.push({ method: req.method!, path: req.url!, headers: headersOf(req.rawHeaders), body });
    await recorder.wait(signal);
    const response = recorder.answer(req.method!, signal);
    return cors ? allowCors(response, req) : response;
  });
}

/** Starts the "msw-bridge": a loopback server answering through the MSW handlers (msw's `getResponse`). */
export function startBridgeServer(recorder: Recorder, handlers: RequestHandler[]): Promise<LoopbackServer> {
  return listen(recorder, async (req, body, signal, origin) => {
    const method = req.method!;
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new Request(origin + req.url, {
      method,
      headers: headersOf(req.rawHeaders),
      body: hasBody ? body : null,
      signal,
    });
    const response = await getResponse(handlers, request);
    if (response) return response;
    recorder.requests.push({ unparsable: `no MSW handler answered ${method} ${req.url}` });
    return new Response("unhandled", { status: 500 });
  });
}
