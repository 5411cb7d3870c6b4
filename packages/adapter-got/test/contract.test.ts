import got from "got";
import { runContract } from "@scope/endpoint-contract";
import { toGot } from "@scope/endpoint-got";

// throwHttpErrors off is test-neutral: the scenarios check what was sent, whatever the status
const client = got.extend({ throwHttpErrors: false });

runContract({
  client: "got",
  // the call a user writes: spread the adapter's [url, options] into got
  send: (options) => client(...toGot(options)).text(),
  transports: ["msw", "wire"],
  // got asks for compressed responses by itself
  addedHeaders: ["accept-encoding"],
  adapter: { name: "toGot", convert: toGot, dir: new URL("..", import.meta.url) },
  upload: { bounded: true, child: new URL("./upload-child.ts", import.meta.url) },
  instance: {
    headers: (headers) => (options) =>
      got
        .extend({ headers })(...toGot(options))
        .text(),
    retry: (limit) => (options) =>
      got
        .extend({ retry: { limit } })(...toGot(options))
        .text(),
    timeout: (ms) => (options) =>
      got
        .extend({ timeout: { request: ms } })(...toGot(options))
        .text(),
  },
});
