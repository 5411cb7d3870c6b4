// The loopback echo of `npm run stress`, run as a child process (started by scripts/stress/echo-process.mjs) so
// that its work and memory stay out of the figures the client side measures. It answers every request
// with what reached it: method, the raw request target (path and query, as sent) and the body bytes.
// It is a keep-alive backend that logs every request its parser reads on each TCP connection, so a
// request smuggled in a body (bytes written past content-length) shows as one no client sent.
import { createServer } from "node:http";

// a framing attack's answer waits as a backend at work would, so a client's own length check, which
// comes within microseconds of the last allowed byte, is never raced by the answer
const FRAMING_ANSWER_DELAY = 100;

/** The JSON answer to one request: what the server received, the body as base64. */
function echoOf(method, target, id, body) {
  return JSON.stringify({ id, method, url: target, body: body.toString("base64") });
}

let connections = 0;
/** Every request parsed: [connection, x-stress-id or null, method, target, body bytes, whole body came]. */
const parsed = [];
/** Parse errors other than a client closing mid-body: a smuggled request that is not valid HTTP shows here. */
const parseErrors = [];

const server = createServer({ keepAlive: true }, (req, res) => {
  const entry = [req.socket.stressConnection, req.headers["x-stress-id"] ?? null, req.method, req.url, 0, false];
  parsed.push(entry);
  const chunks = [];
  req.on("data", (chunk) => {
    chunks.push(chunk);
    entry[4] += chunk.length;
  });
  req.on("end", () => {
    entry[5] = true;
    const text = echoOf(req.method, req.url, req.headers["x-stress-id"] ?? null, Buffer.concat(chunks));
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    };
    if (req.url.includes("/framing")) setTimeout(answer, FRAMING_ANSWER_DELAY);
    else answer();
  });
});
server.on("connection", (socket) => {
  socket.stressConnection = connections++;
});
// a request Node's parser refuses (a lowercase method, a bad target) is answered 400: the client counts an error
server.on("clientError", (error, socket) => {
  if (error.code?.startsWith("HPE_") && error.code !== "HPE_INVALID_EOF_STATE") {
    parseErrors.push(
      `connection ${socket.stressConnection}: ${error.code} ${error.rawPacket?.toString("latin1").split("\r\n")[0] ?? ""}`,
    );
  }
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  else socket.destroy();
});

server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
process.on("message", (message) => {
  if (message === "report") process.send({ report: { connections, parsed, parseErrors } });
  if (message !== "close") return;
  // keep-alive sockets would hold close() open; closing them lets each client see its sockets end
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
// the parent died without saying so: nothing is left listening
process.on("disconnect", () => process.exit(0));
