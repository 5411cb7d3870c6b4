/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): fetch and the built adapter. */
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toFetch } from "@scope/endpoint-fetch";

// fetch keeps a copy of a streamed body to follow redirects: `redirect: "error"` keeps memory bounded (README "Streams")
await runUploadChild(async (options) => {
  const [url, init] = toFetch(options);
  return (await fetch(url, { ...init, redirect: "error" })).text();
});
