/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): ky and the built adapter. */
import ky from "ky";
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toKy } from "@scope/endpoint-ky";

await runUploadChild((options) => ky(...toKy(options)).text());
