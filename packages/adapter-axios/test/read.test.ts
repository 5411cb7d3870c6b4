import axios from "axios";
import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithAxios } from "@scope/endpoint-axios";

const intercepted = axios.create();
intercepted.interceptors.request.use((config) => {
  config.headers.set("x-configured", "yes");
  return config;
});

checkReads({
  client: "axios",
  read: readWithAxios(axios),
  also: { "axios's fetch adapter": readWithAxios(axios.create({ adapter: "fetch" })) },
  configured: readWithAxios(intercepted),
  // axios rejects an aborted request with its own CanceledError
  timeoutError: /CanceledError/,
});
checkPages("axios", readWithAxios(axios));
