import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithFetch } from "@scope/endpoint-fetch";

checkReads({
  client: "fetch",
  read: readWithFetch(),
  also: { "fetch given as the client": readWithFetch(fetch) },
  // a wrapper around fetch, as openapi-fetch's middleware would add a header
  configured: readWithFetch((url, init) =>
    fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), "x-configured": "yes" } }),
  ),
});
checkPages("fetch", readWithFetch());
