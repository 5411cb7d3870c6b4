/** The contract's streamed-upload child (run by `upload` in ./contract.test.ts): axios and the built adapter. */
import axios from "axios";
import { runUploadChild } from "@scope/endpoint-contract/upload-child";
import { toAxios } from "@scope/endpoint-axios";

// follow-redirects keeps a copy of a streamed body to replay it: `maxRedirects: 0` keeps memory bounded (README "Streams")
await runUploadChild(async (options) => (await axios.request<string>({ ...toAxios(options), maxRedirects: 0 })).data);
