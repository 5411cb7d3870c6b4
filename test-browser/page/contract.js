// Runs in Chromium: sends one contract scenario through a real client and the BUILT adapter.
// `/scenarios.js` is packages/contract/src/scenarios.ts compiled by the test (the core stays a bare
// import, resolved by the page's import map to packages/core/dist/index.mjs).
import ky from "ky";
import axios from "axios";
import { toFetch } from "@scope/endpoint-fetch";
import { toKy } from "@scope/endpoint-ky";
import { toAxios } from "@scope/endpoint-axios";
import { endpoint } from "@scope/endpoint-core";
import { buildOptions, SCENARIOS } from "/scenarios.js";

// throwHttpErrors off, validateStatus and a text response: test-neutral, as in the Node contract tests;
// and ky's own 10 s default timeout off, as there: a busy machine must not time out a scenario that sets none
const kyClient = ky.create({ throwHttpErrors: false, timeout: false });
const viaAxios = (adapter) => async (options) =>
  (await axios.request({ ...toAxios(options), adapter, validateStatus: () => true, responseType: "text" })).data;

/** The call a user writes with each client, as in each adapter's test/contract.test.ts. */
const CLIENTS = {
  fetch: async (options) => (await fetch(...toFetch(options))).arrayBuffer(),
  ky: (options) => kyClient(...toKy(options)).text(),
  // axios's browser default is XMLHttpRequest; its fetch adapter is the other choice a browser user has
  "axios-xhr": viaAxios("xhr"),
  "axios-fetch": viaAxios("fetch"),
};

/**
 * Sends scenario `id` with `client` to `origin`: "resolved", or "rejected (<error>)" as the Node runner
 * words it. `withoutUserAgent` drops the core's user-agent the way the adapter READMEs tell browser users.
 */
window.sendScenario = async (client, id, origin, withoutUserAgent = false) => {
  let scenario = SCENARIOS.find((s) => s.id === id);
  if (withoutUserAgent)
    scenario = { ...scenario, endpoint: (scenario.endpoint ?? endpoint).defaults({ headers: { "user-agent": null } }) };
  const options = buildOptions(scenario, origin);
  return CLIENTS[client](options).then(
    () => "resolved",
    (error) => `rejected (${String(error)})`,
  );
};
window.ready = true;
