import axios from "axios";
import { runContract } from "@scope/endpoint-contract";
import { toAxios } from "@scope/endpoint-axios";

runContract({
  client: "axios",
  // validateStatus and a text response are test-neutral: the scenarios check what was sent, whatever the answer
  send: async (options) => (await axios.request({ ...toAxios(options), validateStatus: () => true, responseType: "text" })).data,
  transports: ["msw", "wire"],
  // axios's Node adapter asks for compressed answers (clients.md section 3)
  addedHeaders: ["accept-encoding"],
});
