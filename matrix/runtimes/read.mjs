// Runs in Deno or Bun for ./read.test.ts: answers each read and run of pages it is sent (one JSON
// line on stdin, packages/contract/src/remote-reads.ts's request) through the runtime's own fetch,
// ky 1 and 2 and axios's fetch adapter with the BUILT adapters' reads, and pages through fetch with
// the built core's paginate, as an app would resolve them from node_modules; one JSON line back each.
// Usage: <runtime> read.mjs <remote-reads.mjs> (packages/contract/src/remote-reads.ts, bundled by the test)
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import axios from "axios";
import { readWithAxios } from "@scope/endpoint-axios";
import { readWithFetch } from "@scope/endpoint-fetch";
import { readWithKy } from "@scope/endpoint-ky";
// ky 2 from matrix/node_modules, ky 1 from the root's (the Node 20 pin): both majors of the peer range
import ky2 from "ky";
import ky1 from "../../node_modules/ky/distribution/index.js";

const { answerRemote } = await import(pathToFileURL(process.argv[2]).href);

// the configured clients of each adapter's test/read.test.ts: a fetch wrapper, a ky hook (ky 1 hands
// it the request, ky 2 a state object holding it), an axios interceptor
const setHeader = (given) => void (given instanceof Request ? given : given.request).headers.set("x-configured", "yes");
const intercepted = axios.create({ adapter: "fetch" });
intercepted.interceptors.request.use((config) => {
  config.headers.set("x-configured", "yes");
  return config;
});
const reads = {
  fetch: readWithFetch(),
  "ky 1": readWithKy(ky1),
  "ky 2": readWithKy(ky2),
  "axios (fetch adapter)": readWithAxios(axios.create({ adapter: "fetch" })),
};
const remote = {
  reads,
  configured: {
    fetch: readWithFetch((url, init) => fetch(url, { ...init, headers: { ...init.headers, "x-configured": "yes" } })),
    "ky 1": readWithKy(ky1.create({ hooks: { beforeRequest: [setHeader] } })),
    "ky 2": readWithKy(ky2.create({ hooks: { beforeRequest: [setHeader] } })),
    "axios (fetch adapter)": readWithAxios(intercepted),
  },
  // as adapter-ky's test/read.test.ts: two retries, 10 ms apart
  retrying: Object.fromEntries(
    Object.entries({ "ky 1": ky1, "ky 2": ky2 }).map(([name, ky]) => [
      name,
      readWithKy(ky.create({ retry: { limit: 2, delay: () => 10 } })),
    ]),
  ),
  pages: reads.fetch,
};

console.log(JSON.stringify({ runtime: globalThis.Deno ? `deno ${Deno.version.deno}` : `bun ${Bun.version}` }));
for await (const line of createInterface({ input: process.stdin })) {
  const { n, ...request } = JSON.parse(line);
  answerRemote(remote, request).then((answer) => console.log(JSON.stringify({ n, ...answer })));
}
