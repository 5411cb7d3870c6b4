/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): got and the built adapter. */
import got from "got";
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toGot } from "@scope/endpoint-got";

await runUploadChild((options) => got(...toGot(options)).text());
