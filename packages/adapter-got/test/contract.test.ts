import got from "got";
import { runContract } from "@scope/endpoint-contract";
import { toGot } from "@scope/endpoint-got";

runContract({
  client: "got",
  // throwHttpErrors off is test-neutral: the scenarios check what was sent, whatever the status
  send: async (options) => {
    const [url, gotOptions] = toGot(options);
    return got(url, { ...gotOptions, throwHttpErrors: false }).text();
  },
  transports: ["msw", "wire"],
  // got asks for compressed responses by itself (clients.md section 3)
  addedHeaders: ["accept-encoding"],
});
