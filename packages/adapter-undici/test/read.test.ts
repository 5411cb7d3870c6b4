import { Agent, request } from "undici";
import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithUndici } from "@scope/endpoint-undici";

checkReads({
  client: "undici",
  read: readWithUndici(request),
  also: { "an undici Agent": readWithUndici(new Agent()) },
});
checkPages("undici", readWithUndici(request));
