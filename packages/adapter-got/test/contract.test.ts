import got from "got";
import { runContract } from "@scope/endpoint-contract";
import { toGot } from "@scope/endpoint-got";

// throwHttpErrors off is test-neutral: the scenarios check what was sent, whatever the status
const client = got.extend({ throwHttpErrors: false });

runContract({
  client: "got",
  // the call a user writes: spread the adapter's [url, options] into got; StrictOptions picks got's
  // promise overload, so `.text()` type-checks with no cast
  send: (options) => client(...toGot(options)).text(),
  transports: ["msw", "wire"],
  // got asks for compressed responses by itself (clients.md section 3)
  addedHeaders: ["accept-encoding"],
});
