// The five clients of `npm run stress`, each fed through its adapter's built package, as a user would.
// Each gets the settings a test needs whatever the adapter's defaults (no retries, every status
// resolves, no client deadline: the run's own time limit bounds it), and its own connection pool,
// closed at the end, so that what stays open afterwards is the client's doing.
import { Agent as HttpAgent } from "node:http";
import axios from "axios";
import got from "got";
import ky from "ky";
import { Agent as UndiciAgent, request } from "undici";
import { toAxios } from "@scope/endpoint-axios";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";

// settings go on the adapter's own object (Object.assign): spreading it would read a getter, such as
// a timer signal's, before the client does (docs/rules.md#timeouts-and-signals)
const CLIENTS = {
  fetch: () => ({
    async send(options) {
      const response = await fetch(...toFetch(options));
      return { status: response.status, text: await response.text() };
    },
    // global fetch has one pool for the process, which a user cannot close: the server's closing ends its sockets
    close: async () => {},
  }),
  axios: () => {
    const agent = new HttpAgent({ keepAlive: true });
    return {
      async send(options) {
        // proxy: false, or axios would follow an HTTP_PROXY of the environment
        const config = Object.assign(toAxios(options), {
          validateStatus: () => true,
          httpAgent: agent,
          proxy: false,
          responseType: "text",
        });
        const response = await axios.request(config);
        return { status: response.status, text: response.data };
      },
      close: async () => agent.destroy(),
    };
  },
  undici: () => {
    const dispatcher = new UndiciAgent();
    return {
      async send(options) {
        const [url, init] = toUndici(options);
        const { statusCode, body } = await request(url, Object.assign(init, { dispatcher }));
        return { status: statusCode, text: await body.text() };
      },
      close: () => dispatcher.close(),
    };
  },
  ky: () => ({
    async send(options) {
      const [url, init] = toKy(options);
      const response = await ky(url, Object.assign(init, { retry: 0, throwHttpErrors: false, timeout: false }));
      return { status: response.status, text: await response.text() };
    },
    close: async () => {},
  }),
  got: () => {
    const agent = new HttpAgent({ keepAlive: true });
    return {
      async send(options) {
        const [url, init] = toGot(options);
        const response = await got(
          url,
          Object.assign(init, { retry: { limit: 0 }, throwHttpErrors: false, agent: { http: agent } }),
        );
        return { status: response.statusCode, text: response.body };
      },
      close: async () => agent.destroy(),
    };
  },
};

/** The names of the clients, in the order they run. @example CLIENT_NAMES // ["fetch", "axios", "undici", "ky", "got"] */
export const CLIENT_NAMES = Object.freeze(Object.keys(CLIENTS));

/**
 * A client ready to send `endpoint()` results: `send(options)` resolves to the status and the response
 * text, `close()` closes the connection pool it made.
 * @example
 * const client = createClient("got");
 * const { status, text } = await client.send(endpoint("GET /stress/{n}", { baseUrl: origin, n: 1 }));
 * await client.close();
 */
export function createClient(name) {
  const make = CLIENTS[name];
  if (make === undefined) throw new Error(`unknown client "${name}"; known: ${CLIENT_NAMES.join(", ")}`);
  return make();
}
