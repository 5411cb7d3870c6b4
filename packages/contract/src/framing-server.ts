/**
 * @module framing-server: a keep-alive loopback backend on which a smuggled request shows. It logs,
 * per TCP connection, every request Node's parser reads and the raw bytes that came, so bytes a
 * client writes beyond `content-length` appear as a second request (or a parse error) on the
 * connection, and a connection reused after a short body shows the next request eaten as body.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { headersOf } from "./echo-server.ts";

/** A request as the backend parsed it. */
export interface ParsedRequest {
  method: string;
  /** The request target, as on the request line. */
  path: string;
  /** Lowercase names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body bytes read so far. */
  body: Uint8Array;
  /** Whether the whole body (by its framing) arrived; false when the client went away first. */
  complete: boolean;
}

/** What one TCP connection carried since the last `reset()`. */
export interface ConnectionLog {
  /** Counts connections from 0 in accept order (kept across `reset()`). */
  id: number;
  /** Every request parsed on it, in order: more than the client sent is a smuggled request. */
  requests: ParsedRequest[];
  /** Parse errors (`HPE_*` code and the first line of what failed), e.g. a smuggled request that is not valid HTTP; a client closing mid-body is none. */
  errors: string[];
  /** The bytes that came, in order. */
  raw: Buffer[];
}

/** A started {@link startFramingServer}. */
export interface FramingServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Every connection open at the last `reset()` or accepted since, with what it carried since then. */
  readonly connections: readonly ConnectionLog[];
  /** Every request parsed since the last `reset()`, on any connection. */
  readonly requests: readonly ParsedRequest[];
  /** Starts a new log for every open connection, so each scenario sees only its own traffic. */
  reset(): void;
  close(): Promise<void>;
}

/** Options of {@link startFramingServer}. */
export interface FramingServerOptions {
  /**
   * How long (ms) the backend waits after a whole body before it answers 200 (default 100), as a
   * backend at work would: a client's own length check, which comes within microseconds, is then
   * never raced by the answer.
   */
  answerDelay?: number;
}

/**
 * Starts the keep-alive backend on 127.0.0.1 (port 0). Every request is answered 200 with
 * `{"ok":true}` once its whole body has come (after `answerDelay`); a request whose body never
 * completes gets no answer.
 * @example
 * const server = await startFramingServer();
 * await send(options); // through a client
 * expect(server.requests).toHaveLength(1);
 * await server.close();
 */
export async function startFramingServer({ answerDelay = 100 }: FramingServerOptions = {}): Promise<FramingServer> {
  let connections: ConnectionLog[] = [];
  const current = new Map<Socket, ConnectionLog>();
  const timers = new Set<NodeJS.Timeout>();
  let accepted = 0;
  const logOf = (socket: Socket): ConnectionLog => {
    let log = current.get(socket);
    if (log === undefined) {
      log = { id: accepted++, requests: [], errors: [], raw: [] };
      current.set(socket, log);
      connections.push(log);
    }
    return log;
  };

  const server = createServer({ keepAlive: true, keepAliveTimeout: 10_000 }, (req: IncomingMessage, res) => {
    const parsed: ParsedRequest = {
      method: req.method!,
      path: req.url!,
      headers: headersOf(req.rawHeaders),
      body: new Uint8Array(0),
      complete: false,
    };
    logOf(req.socket).requests.push(parsed);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      parsed.body = new Uint8Array(Buffer.concat(chunks));
    });
    req.on("end", () => {
      parsed.complete = true;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      }, answerDelay);
      timers.add(timer);
    });
  });
  server.on("connection", (socket: Socket) => {
    // a "data" listener makes Node's HTTP server read through events, so this one sees every byte too
    socket.on("data", (chunk: Buffer) => logOf(socket).raw.push(chunk));
    socket.on("close", () => current.delete(socket));
  });
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // a client closing mid-body (HPE_INVALID_EOF_STATE) or resetting is giving up, as it must: not a parse error
    if (error.code?.startsWith("HPE_") && error.code !== "HPE_INVALID_EOF_STATE") {
      logOf(socket).errors.push(`${error.code}: ${error.rawPacket?.toString("latin1").split("\r\n")[0] ?? ""}`);
    }
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    get connections() {
      return connections;
    },
    get requests() {
      return connections.flatMap((log) => log.requests);
    },
    reset() {
      connections = [];
      for (const [socket, { id }] of current) {
        const log: ConnectionLog = { id, requests: [], errors: [], raw: [] };
        current.set(socket, log);
        connections.push(log);
      }
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
