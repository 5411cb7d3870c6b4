import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  type AnyApiConfig,
  type OperationStyles,
  type OperationStylesJson,
  type StyleTableJson,
} from "../src/index.ts";

// a table with bodies as a JSON import types it (docs/rules.md#the-description-table): every string
// widened, checked when createEndpoint() runs; a call's own styles built without `as const` alike
type Imported = {
  format: number;
  server: string;
  operations: {
    "POST /v1/customers": {
      body: {
        mediaType: string;
        encoding: { metadata: { explode: boolean; style: string }; expand: { explode: boolean; style: string } };
      };
    };
    "POST /v1/files": { body: { mediaType: string; encoding: { file: { contentType: string } } } };
    "GET /v1/customers": { query: { created: { explode: boolean; style: string } } };
  };
};

describe("a style table with bodies, as a JSON import types it", () => {
  it("is a StyleTableJson, which createEndpoint({ styles }) takes", () => {
    expectTypeOf<Imported>().toExtend<StyleTableJson>();
    expectTypeOf<Imported>().toExtend<NonNullable<AnyApiConfig["styles"]>>();
    expectTypeOf<Imported["operations"]["POST /v1/files"]>().toExtend<OperationStylesJson>();
    expectTypeOf<OperationStyles>().toExtend<OperationStylesJson>();
  });

  it("is refused where it is no table: a media type or an encoding that is not text, an unknown key", () => {
    // @ts-expect-error a media type is text
    const media: OperationStylesJson = { body: { mediaType: 1 } };
    // @ts-expect-error an encoding's explode is a boolean
    const explode: OperationStylesJson = { body: { encoding: { a: { explode: "true" } } } };
    // @ts-expect-error a body entry holds mediaType and encoding
    const other: OperationStylesJson = { body: { type: "multipart/form-data" } };
    void [media, explode, other];
  });

  it("is taken as a call's own styles too", () => {
    const api = createEndpoint({ baseUrl: "https://api.stripe.com" });
    const body = { mediaType: "application/x-www-form-urlencoded", encoding: { metadata: { style: "deepObject" } } };
    api("POST /v1/customers", { body: { metadata: { plan: "pro" } }, styles: { body } });
    api("POST /v1/customers", {
      body: { metadata: { plan: "pro" } },
      styles: { body: { mediaType: "multipart/form-data" } },
    });
  });
});
