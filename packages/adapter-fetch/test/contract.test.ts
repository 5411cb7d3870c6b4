import { runContract } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";

runContract({
  client: "fetch",
  // the global is read at call time, so MSW's patched fetch is the one used
  send: async (options) => (await fetch(...toFetch(options))).arrayBuffer(),
  transports: ["msw", "wire"],
  // what Node's fetch (undici) adds on the wire by itself; cache-control and pragma ("no-cache") come
  // with conditional headers such as if-none-match, which switch the fetch cache mode to "no-store"
  addedHeaders: ["accept-encoding", "accept-language", "sec-fetch-mode", "cache-control", "pragma"],
  stringContentType: "text/plain;charset=UTF-8",
  adapter: { name: "toFetch", convert: toFetch, dir: new URL("..", import.meta.url) },
  upload: { bounded: true, child: new URL("./upload-child.ts", import.meta.url) },
});
