import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  type AnyApiConfig,
  type DescriptionTable,
  type StyleTable,
  type StyleTableJson,
} from "../src/index.ts";

// the description table's types (docs/rules.md#the-description-table): format 2 and format 1 as
// written in TypeScript, where a misspelt style does not compile, and as a JSON import types them

describe("StyleTable", () => {
  it("takes format 2, its server and operations optional, and format 1", () => {
    const two: StyleTable = {
      format: 2,
      server: "https://pets.example/v1",
      operations: { "GET /pets": { query: { tags: { style: "pipeDelimited" } } } },
    };
    const bare: StyleTable = { format: 2 };
    const one: StyleTable = { "GET /pets": { query: { tags: { explode: false } } } };
    createEndpoint({ styles: two });
    createEndpoint({ styles: bare });
    createEndpoint({ styles: one });
    expectTypeOf<DescriptionTable>().toExtend<StyleTable>();
  });

  it("refuses a misspelt style, another format, a server that is no string, and a body's unknown media type", () => {
    const styles: StyleTable = {
      format: 2,
      // @ts-expect-error "tabDelimited" is not a style
      operations: { "GET /pets": { query: { tags: { style: "tabDelimited" } } } },
    };
    // @ts-expect-error format 3 is no format this version reads
    const three: DescriptionTable = { format: 3 };
    // @ts-expect-error a server is a URL
    const server: DescriptionTable = { format: 2, server: 7 };
    const body: DescriptionTable = {
      format: 2,
      operations: {
        "POST /v1/customers": {
          body: { mediaType: "application/x-www-form-urlencoded", encoding: { metadata: { style: "deepObject" } } },
        },
        "POST /v1/files": {
          body: { mediaType: "multipart/form-data", encoding: { file: { contentType: "image/png" } } },
        },
        // @ts-expect-error a body's media type is one of the three a plain object is written in
        "PUT /pets": { body: { mediaType: "text/plain" } },
      },
    };
    void [styles, three, server, body];
  });
});

describe("StyleTableJson", () => {
  it("takes a format 2 table as a JSON import types it (the format a number, each style a string)", () => {
    type Imported = {
      format: number;
      server: string;
      operations: { "GET /pets/{id}": { path: { id: { style: string } }; query: { tags: { explode: boolean } } } };
    };
    expectTypeOf<Imported>().toExtend<StyleTableJson>();
    expectTypeOf<Imported>().toExtend<NonNullable<AnyApiConfig["styles"]>>();
    // an empty operations object, as a description with no styles prints it
    expectTypeOf<{ format: number; operations: {} }>().toExtend<StyleTableJson>();
  });
});
