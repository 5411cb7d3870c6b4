import { Client, request } from "undici";
import { runContract } from "@scope/endpoint-contract";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";

// MSW 2 cannot intercept undici (mswjs/msw#2165): the same handlers answer through a loopback bridge.
// undici adds no header of its own (clients.md section 3), so nothing is listed in addedHeaders.
runContract({
  client: "undici.request",
  send: async (options) => (await request(...toUndici(options))).body.text(),
  transports: ["msw-bridge", "wire"],
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
  transports: ["msw-bridge", "wire"],
});
