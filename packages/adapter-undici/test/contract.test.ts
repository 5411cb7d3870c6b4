import { Client, request } from "undici";
import { MSW_INTERCEPTS_UNDICI, runContract, type Transport } from "@scope/endpoint-contract";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";

// MSW 2 cannot intercept undici (mswjs/msw#2165): the same handlers answer through a loopback bridge.
// msw 3 (the Node 22/24 matrix leg) intercepts it at the socket level, so there it runs under "msw" itself.
const transports: Transport[] = MSW_INTERCEPTS_UNDICI ? ["msw", "wire"] : ["msw-bridge", "wire"];
// undici adds no header of its own , so nothing is listed in addedHeaders.
runContract({
  client: "undici.request",
  send: async (options) => (await request(...toUndici(options))).body.text(),
  transports,
  adapter: { name: "toUndici", convert: toUndici, dir: new URL("..", import.meta.url) },
  upload: { bounded: true, child: new URL("./upload-child.ts", import.meta.url) },
});

runContract({
  client: "undici Client",
  send: async (options) => {
    const dispatch = toUndiciDispatch(options);
    const client = new Client(dispatch.origin);
    try {
      return await (await client.request(dispatch)).body.text();
    } finally {
      await client.close();
    }
  },
  transports,
  adapter: { name: "toUndiciDispatch", convert: toUndiciDispatch, dir: new URL("..", import.meta.url) },
});
