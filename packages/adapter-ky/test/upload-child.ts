/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): ky and the built adapter. */
import ky from "ky";
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toKy } from "@scope/endpoint-ky";

// ky's own default timeout (10 s) off: the slow reader takes 2 s at best, and on a busy machine (ky copies
// all 48 MB) more than 10 s, which timed the upload out on Node 26. The test's own settings, not the adapter's,
// which sets no client setting (docs/rules.md#adapters)
const client = ky.create({ timeout: false });

await runUploadChild((options) => client(...toKy(options)).text());
