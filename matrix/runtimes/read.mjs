// Runs in Deno or Bun for ./read.test.ts: reads the answer server's routes through the runtime's own
// fetch, ky 1 and 2 and axios's fetch adapter with the BUILT adapters' reads, and pages through fetch
// with the built core's paginate, as an app would resolve them from node_modules. Reads one JSON line
// per request from stdin and answers one JSON line with what came back, for the test to compare in Node.
import { createInterface } from "node:readline";
import axios from "axios";
import { createEndpoint, EndpointError, endpoint } from "@scope/endpoint-core";
import { paginate } from "@scope/endpoint-core/paginate";
import { readWithAxios } from "@scope/endpoint-axios";
import { readWithFetch } from "@scope/endpoint-fetch";
import { readWithKy } from "@scope/endpoint-ky";
// ky 2 from matrix/node_modules, ky 1 from the root's (the Node 20 pin): both majors of the peer range
import ky2 from "ky";
import ky1 from "../../node_modules/ky/distribution/index.js";

const READS = {
  fetch: readWithFetch(),
  "ky 1": readWithKy(ky1),
  "ky 2": readWithKy(ky2),
  "axios (fetch adapter)": readWithAxios(axios.create({ adapter: "fetch" })),
};
// the configured clients of each adapter's test/read.test.ts: a wrapper, a hook, an interceptor
const setHeader = (given) => void (given instanceof Request ? given : given.request).headers.set("x-configured", "yes");
const intercepted = axios.create({ adapter: "fetch" });
intercepted.interceptors.request.use((config) => {
  config.headers.set("x-configured", "yes");
  return config;
});
const CONFIGURED = {
  fetch: readWithFetch((url, init) => fetch(url, { ...init, headers: { ...init.headers, "x-configured": "yes" } })),
  "ky 1": readWithKy(ky1.create({ hooks: { beforeRequest: [setHeader] } })),
  "ky 2": readWithKy(ky2.create({ hooks: { beforeRequest: [setHeader] } })),
  "axios (fetch adapter)": readWithAxios(intercepted),
};

/** Bytes cross the pipe as `{ bytes: [...] }`, for the test to make a Uint8Array of again. */
const portable = (value) => (value instanceof Uint8Array ? { bytes: Array.from(value) } : value);
const statusOf = (response) => response.status ?? response.statusCode;
const rejected = (error) => ({
  rejected: String(error),
  isError: error instanceof Error,
  isEndpointError: error instanceof EndpointError,
  code: error?.code,
  message: error?.message,
});

async function answer({ op, client, route, baseUrl, params = {}, settings, neutral }) {
  const options = neutral ? createEndpoint({ baseUrl })(route, params) : endpoint(route, { baseUrl, ...params });
  if (op === "pages") {
    const items = [];
    const totals = [];
    for await (const page of paginate(READS.fetch, options, settings)) {
      items.push(...page.items);
      totals.push(page.data?.total_count);
    }
    return { items, totals };
  }
  const { data, error, response } = await (op === "configured" ? CONFIGURED : READS)[client](options);
  return { data: portable(data), error: portable(error), status: statusOf(response) };
}

const runtime = globalThis.Deno ? `deno ${Deno.version.deno}` : `bun ${Bun.version}`;
console.log(JSON.stringify({ runtime }));
for await (const line of createInterface({ input: process.stdin })) {
  const { n, ...request } = JSON.parse(line);
  answer(request).then(
    (result) => console.log(JSON.stringify({ n, ...result })),
    (error) => console.log(JSON.stringify({ n, ...rejected(error) })),
  );
}
