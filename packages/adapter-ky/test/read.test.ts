import ky from "ky";
import { checkPages, checkReads } from "@scope/endpoint-contract";
import { readWithKy } from "@scope/endpoint-ky";

checkReads({
  client: "ky",
  read: readWithKy(ky),
  // a beforeRequest hook: ky 1 hands it the request, ky 2 a state object holding it
  configured: readWithKy(
    ky.create({
      hooks: {
        beforeRequest: [
          (given: Request | { request: Request }) =>
            void (given instanceof Request ? given : given.request).headers.set("x-configured", "yes"),
        ],
      },
    }),
  ),
  retrying: readWithKy(ky.create({ retry: { limit: 2, delay: () => 10 } })),
});
checkPages("ky", readWithKy(ky));
