import { describe, expect, it } from "vitest";
import { createEndpoint, type OperationStylesJson, type StyleTableJson } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// a table and a call's styles as a JSON import (or an object built without `as const`) types them:
// their strings widened, so the types take any text and the run time names what is wrong
// (docs/rules.md#the-description-table)
const table: StyleTableJson = JSON.parse(
  '{"format":2,"server":"https://api.stripe.example","operations":{"POST /v1/customers":{"body":{"mediaType":"application/x-www-form-urlencoded","encoding":{"metadata":{"explode":true,"style":"deepObject"}}}}}}',
);

describe("body styles typed as strings (a JSON import)", () => {
  it("write the body as a table written in TypeScript does", () => {
    const api = createEndpoint({ styles: table });
    const created = api("POST /v1/customers", { body: { email: "a@b.example", metadata: { plan: "pro" } } });
    expect([created.url, created.body]).toEqual([
      "https://api.stripe.example/v1/customers",
      "email=a%40b.example&metadata%5Bplan%5D=pro",
    ]);
    const own: OperationStylesJson = { body: { mediaType: "application/x-www-form-urlencoded" } };
    expect(createEndpoint()("POST /x", { body: { a: [1, 2] }, styles: own }).body).toBe("a=1&a=2");
  });

  it("are ERR_OPTIONS_INVALID naming the entry when a value is none the core writes, in the table or a call's", () => {
    const operations = (body: unknown): StyleTableJson => ({ format: 2, operations: { "POST /x": { body } as never } });
    const cases: [() => unknown, RegExp][] = [
      [
        () => createEndpoint({ styles: operations({ mediaType: "text/csv" }) }),
        /^styles\.operations\["POST \/x"\]\.body\.mediaType: expected one of application\/json, application\/x-www-form-urlencoded, multipart\/form-data$/,
      ],
      [
        () => createEndpoint({ styles: operations({ encoding: { a: { style: "deepobject" } } }) }),
        /^styles\.operations\["POST \/x"\]\.body\.encoding\["a"\]: style "deepobject" is not one of form/,
      ],
      [
        () => createEndpoint()("POST /x", { body: { a: 1 }, styles: { body: { mediaType: "text/csv" } } }),
        /^styles\.body\.mediaType: expected one of application\/json/,
      ],
      [
        () =>
          createEndpoint()("POST /x", { body: { a: 1 }, styles: { body: { encoding: { a: { style: "matrix" } } } } }),
        /^styles\.body\.encoding\["a"\]: style "matrix" is not one of form/,
      ],
      [
        () =>
          createEndpoint()("POST /x", {
            body: { a: 1 },
            styles: { body: { encoding: { a: { contentType: "a/b, c/d" } } } },
          }),
        /^styles\.body\.encoding\["a"\]\.contentType: expected one media type/,
      ],
    ];
    for (const [call, message] of cases) {
      const error = thrown(call);
      expect(error.code).toBe("ERR_OPTIONS_INVALID");
      expect(error.message).toMatch(message);
    }
  });
});
