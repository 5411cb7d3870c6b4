import { beforeAll, describe, expect, it } from "vitest";
import { bundleSize } from "../../../scripts/bundle-size.mjs";

// docs/rules.md#size: the reads and paginate are measured apart from the converters, from the built packages
const READ_BUDGET = 450;
const PAGINATE_BUDGET = 1_100;
const CLIENTS = { fetch: "Fetch", axios: "Axios", undici: "Undici", ky: "Ky", got: "Got" } as const;
// texts only the read's and paginate's code hold: readAnswer's JSON media type rule, paginate's refusal
const READ_TEXT = "+)?json";
const PAGINATE_TEXT = "The next page's URL";

type Sizes = Record<string, { converter: string; read: number; paginate: number }>;

describe("the typed read and paginate cost only the apps that import them", () => {
  const sizes: Sizes = {};
  let core = "";
  beforeAll(async () => {
    const endpoint = 'export { endpoint } from "@scope/endpoint-core";';
    core = (await bundleSize(endpoint)).text;
    for (const [client, name] of Object.entries(CLIENTS)) {
      const converter = await bundleSize(`${endpoint} export { to${name} } from "@scope/endpoint-${client}";`);
      const read = await bundleSize(
        `${endpoint} export { to${name}, readWith${name} } from "@scope/endpoint-${client}";`,
      );
      const paged = await bundleSize(
        `${endpoint} export { to${name}, readWith${name} } from "@scope/endpoint-${client}"; export { paginate } from "@scope/endpoint-core/paginate";`,
      );
      sizes[client] = { converter: converter.text, read: read.gzip - converter.gzip, paginate: paged.gzip - read.gzip };
    }
  }, 60_000);

  it("leaves the read and paginate out of an app that imports only endpoint and the converter", () => {
    for (const { converter } of Object.values(sizes)) {
      expect(converter).not.toContain(READ_TEXT);
      expect(converter).not.toContain(PAGINATE_TEXT);
    }
    expect(core).not.toContain(PAGINATE_TEXT);
  });

  it(`adds under ${READ_BUDGET} B for each read and under ${PAGINATE_BUDGET} B for paginate (min+gzip)`, () => {
    const added = Object.fromEntries(
      Object.entries(sizes).map(([client, { read, paginate }]) => [client, { read, paginate }]),
    );
    console.log("bytes added over endpoint and the converter:", added);
    for (const { read, paginate } of Object.values(added)) {
      expect(read).toBeLessThan(READ_BUDGET);
      expect(paginate).toBeLessThan(PAGINATE_BUDGET);
    }
  });
});
