import got from "got";
import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithGot } from "@scope/endpoint-got";

// got retries a GET twice by default, waiting 1 s, then 2 s: the same retries, 10 ms apart
const retrying = got.extend({
  retry: { limit: 2, calculateDelay: ({ computedValue }) => (computedValue === 0 ? 0 : 10) },
});

checkReads({
  client: "got",
  read: readWithGot(got.extend({ retry: { limit: 0 } })),
  configured: readWithGot(
    got.extend({ hooks: { beforeRequest: [(options) => void (options.headers["x-configured"] = "yes")] } }),
  ),
  retrying: readWithGot(retrying),
});
checkPages("got", readWithGot(got));
