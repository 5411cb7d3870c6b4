/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): undici.request and the built adapter. */
import { request } from "undici";
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toUndici } from "@scope/endpoint-undici";

await runUploadChild(async (options) => (await request(...toUndici(options))).body.text());
