import ky from "ky";
import { runContract } from "@scope/endpoint-contract";
import { toKy } from "@scope/endpoint-ky";

runContract({
  client: "ky",
  // throwHttpErrors off is test-neutral: the scenarios check what was sent, whatever the status
  send: async (options) => {
    const [url, kyOptions] = toKy(options);
    return ky(url, { ...kyOptions, throwHttpErrors: false }).text();
  },
  transports: ["msw", "wire"],
  // Node's fetch, under ky, adds these on the wire (clients.md section 2: msw 2 does not see them);
  // with a conditional header such as if-none-match it also adds pragma and cache-control: no-cache
  // (Fetch standard, HTTP-network-or-cache fetch: the cache mode becomes "no-store")
  addedHeaders: ["accept-encoding", "accept-language", "sec-fetch-mode", "pragma", "cache-control"],
});
