import ky from "ky";
import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithKy } from "@scope/endpoint-ky";

checkReads({
  client: "ky",
  read: readWithKy(ky),
  configured: readWithKy(
    ky.create({ hooks: { beforeRequest: [(request) => void request.headers.set("x-configured", "yes")] } }),
  ),
  retrying: readWithKy(ky.create({ retry: { limit: 2, delay: () => 10 } })),
});
checkPages("ky", readWithKy(ky));
