import ky from "ky";
import { runContract } from "@scope/endpoint-contract";
import { toKy } from "@scope/endpoint-ky";

// throwHttpErrors off is test-neutral: the scenarios check what was sent, whatever the status; and ky's
// own 10 s default timeout off, here and in the instances below but the timeout one, so no check depends on
// how fast a busy machine answers (the adapter itself sets no client setting: docs/rules.md#adapters)
const client = ky.create({ throwHttpErrors: false, timeout: false });

runContract({
  client: "ky",
  // the call a user writes: spread the adapter's [url, options] into ky
  send: (options) => client(...toKy(options)).text(),
  transports: ["msw", "wire"],
  // Node's fetch, under ky, adds these on the wire; with a conditional header such as if-none-match it
  // also adds pragma and cache-control: no-cache (Fetch standard: the cache mode becomes "no-store")
  addedHeaders: ["accept-encoding", "accept-language", "sec-fetch-mode", "pragma", "cache-control"],
  stringContentType: "text/plain;charset=UTF-8",
  adapter: { name: "toKy", convert: toKy, dir: new URL("..", import.meta.url) },
  // ky clones every request it sends, which keeps a copy of a streamed body whatever its options (README "Streams")
  upload: { bounded: false, child: new URL("./upload-child.ts", import.meta.url) },
  instance: {
    headers: (headers) => (options) =>
      ky
        .create({ headers, timeout: false })(...toKy(options))
        .text(),
    retry: (limit) => (options) =>
      ky
        .create({ retry: limit, timeout: false })(...toKy(options))
        .text(),
    timeout: (ms) => (options) =>
      ky
        .create({ timeout: ms })(...toKy(options))
        .text(),
  },
});
