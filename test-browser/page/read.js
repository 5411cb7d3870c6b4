// Runs in Chromium or Firefox: answers each read and run of pages the test sends (window.answerRead,
// packages/contract/src/remote-reads.ts's request) through the BUILT adapters' reads over the
// browser's fetch, ky and axios (XHR and fetch adapters), and pages through fetch with the built
// core's paginate. `/remote-reads.js` is packages/contract/src/remote-reads.ts compiled by the test
// (the core stays a bare import, resolved by the page's import map to packages/core/dist).
import ky from "ky";
import axios from "axios";
import { readWithFetch } from "@scope/endpoint-fetch";
import { readWithKy } from "@scope/endpoint-ky";
import { readWithAxios } from "@scope/endpoint-axios";
import { answerRemote } from "/remote-reads.js";

/** An axios instance on `adapter`, sending `x-configured: yes` from an interceptor if `configured`. */
function axiosOn(adapter, configured = false) {
  const instance = axios.create({ adapter });
  if (configured)
    instance.interceptors.request.use((config) => {
      config.headers.set("x-configured", "yes");
      return config;
    });
  return instance;
}

const reads = {
  fetch: readWithFetch(),
  ky: readWithKy(ky),
  // axios's browser default is XMLHttpRequest; its fetch adapter is the other choice a browser user has
  "axios-xhr": readWithAxios(axiosOn("xhr")),
  "axios-fetch": readWithAxios(axiosOn("fetch")),
};
// the configured clients of each adapter's test/read.test.ts: a fetch wrapper, a ky hook, an axios interceptor
const remote = {
  reads,
  configured: {
    fetch: readWithFetch((url, init) => fetch(url, { ...init, headers: { ...init.headers, "x-configured": "yes" } })),
    ky: readWithKy(ky.create({ hooks: { beforeRequest: [(request) => request.headers.set("x-configured", "yes")] } })),
    "axios-xhr": readWithAxios(axiosOn("xhr", true)),
    "axios-fetch": readWithAxios(axiosOn("fetch", true)),
  },
  // as adapter-ky's test/read.test.ts: two retries, 10 ms apart
  retrying: { ky: readWithKy(ky.create({ retry: { limit: 2, delay: () => 10 } })) },
  pages: reads.fetch,
};

window.answerRead = (request) => answerRemote(remote, request);
window.ready = true;
