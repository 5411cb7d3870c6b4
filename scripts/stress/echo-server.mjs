// The loopback echo of `npm run stress`, run as a child process (started by scripts/stress/echo-process.mjs) so
// that its work and memory stay out of the figures the client side measures. It answers every request
// with what reached it: method, the raw request target (path and query, as sent) and the body bytes.
import { createServer } from "node:http";

/** The JSON answer to one request: what the server received, the body as base64. */
function echoOf(method, target, id, body) {
  return JSON.stringify({ id, method, url: target, body: body.toString("base64") });
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const text = echoOf(req.method, req.url, req.headers["x-stress-id"] ?? null, Buffer.concat(chunks));
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  });
});
// a request Node's parser refuses (a lowercase method, a bad target) is answered 400: the client counts an error
server.on("clientError", (error, socket) => {
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  else socket.destroy();
});

server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
process.on("message", (message) => {
  if (message !== "close") return;
  // keep-alive sockets would hold close() open; closing them lets each client see its sockets end
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
// the parent died without saying so: nothing is left listening
process.on("disconnect", () => process.exit(0));
