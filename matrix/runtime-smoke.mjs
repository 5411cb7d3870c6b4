// Deno and Bun smoke test, run by scripts/matrix.mjs with the binaries of matrix/package.json:
// the BUILT core and fetch adapter load in the runtime, build a request, and the runtime's own
// fetch sends it to a loopback node:http server started here, which checks what arrived.
// Prints one JSON line, {"runtime", "passed", "failed", "failures"}, and exits 1 on any failure.
import { createServer } from "node:http";
import { endpoint } from "../packages/core/dist/index.mjs";
import { toFetch, toRequest } from "../packages/adapter-fetch/dist/index.mjs";

const runtime = globalThis.Deno ? `deno ${Deno.version.deno}` : globalThis.Bun ? `bun ${Bun.version}` : `node ${process.versions.node}`;
const results = [];
async function check(title, run) {
  try {
    await run();
    results.push({ title });
  } catch (error) {
    results.push({ title, error: String(error?.stack ?? error) });
  }
}
function equal(actual, expected, what) {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

const received = [];
const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const route = "PATCH /repos/{owner}/{repo}/issues/{number}";
const params = { baseUrl: origin, owner: "octo cat", repo: "hello", number: 7, title: "ünïcode", labels: ["a", "b"] };

await check("endpoint() from packages/core/dist builds the request", () => {
  const options = endpoint(route, params);
  equal([options.method, options.url, options.body], ["patch", `${origin}/repos/octo%20cat/hello/issues/7`, { title: "ünïcode", labels: ["a", "b"] }], "options");
  equal(options.headers["content-type"], "application/json; charset=utf-8", "content-type");
});

for (const [title, send] of [
  ["fetch(...toFetch(options)) reaches a loopback server as built", (options) => fetch(...toFetch(options))],
  ["fetch(toRequest(options)) reaches a loopback server as built", (options) => fetch(toRequest(options))],
]) {
  await check(title, async () => {
    received.length = 0;
    const response = await send(endpoint(route, params));
    equal([response.status, await response.json()], [201, { ok: true }], "response");
    equal(received.length, 1, "requests received");
    const [request] = received;
    equal([request.method, request.url], ["PATCH", "/repos/octo%20cat/hello/issues/7"], "request line");
    equal(JSON.parse(request.body), { title: "ünïcode", labels: ["a", "b"] }, "body");
    equal(request.headers["content-type"], "application/json; charset=utf-8", "content-type");
    equal(request.headers.accept, "application/vnd.github.v3+json", "accept");
    if (!/^scope-endpoint\.js\/\d/.test(request.headers["user-agent"])) throw new Error(`user-agent: ${request.headers["user-agent"]}`);
  });
}

server.closeAllConnections(); // keep-alive sockets would hold the process open (Deno: about 90 s)
server.close();
const failures = results.filter((result) => result.error);
console.log(JSON.stringify({ runtime, passed: results.length - failures.length, failed: failures.length, failures }));
process.exitCode = failures.length > 0 ? 1 : 0;
