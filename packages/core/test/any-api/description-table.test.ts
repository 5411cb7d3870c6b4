/**
 * The description table `createEndpoint({ styles })` reads (docs/rules.md#the-description-table):
 * format 2 with its server and operations, format 1 still read, any other format refused by name.
 */
import { describe, expect, it } from "vitest";
import { createEndpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

const OPERATIONS = { "GET /pets": { query: { tags: { explode: false } } } };
const call = { params: { query: { tags: ["a", "b"] } } };

describe("createEndpoint({ styles }): the description table", () => {
  it("reads format 2: the operations' styles, and the server as the base", () => {
    const api = createEndpoint({ styles: { format: 2, server: "https://pets.example/v1", operations: OPERATIONS } });
    expect(api("GET /pets", call)).toEqual({
      method: "get",
      url: "https://pets.example/v1/pets?tags=a,b",
      headers: {},
    });
    // the options form joins its URL to the same base
    expect(api({ url: "/pets/{id}", params: { path: { id: 7 } } }).url).toBe("https://pets.example/v1/pets/7");
  });

  it("takes a rooted server as a rooted base, and a server with a trailing slash as one /", () => {
    expect(createEndpoint({ styles: { format: 2, server: "/api/v3" } })("GET /pets").url).toBe("/api/v3/pets");
    expect(createEndpoint({ styles: { format: 2, server: "https://pets.example/" } })("GET /pets").url).toBe(
      "https://pets.example/pets",
    );
  });

  it("lets the config's baseUrl win over the server, an empty one too", () => {
    const styles = { format: 2, server: "https://pets.example/v1", operations: OPERATIONS } as const;
    expect(createEndpoint({ baseUrl: "https://staging.example", styles })("GET /pets", call).url).toBe(
      "https://staging.example/pets?tags=a,b",
    );
    expect(createEndpoint({ baseUrl: "", styles })("GET /pets", call).url).toBe("/pets?tags=a,b");
    // undefined is not given, as for every key
    expect(createEndpoint({ baseUrl: undefined, styles })("GET /pets").url).toBe("https://pets.example/v1/pets");
  });

  it("keeps URLs relative with neither a baseUrl nor a server (same-origin browser use)", () => {
    expect(createEndpoint({ styles: { format: 2, operations: OPERATIONS } })("GET /pets", call).url).toBe(
      "/pets?tags=a,b",
    );
    expect(createEndpoint({ styles: { format: 2 } })("GET /pets/{id}", { params: { path: { id: 1 } } }).url).toBe(
      "/pets/1",
    );
    expect(createEndpoint()("GET /pets").url).toBe("/pets");
  });

  it("still reads format 1, the operations at the top, with no server", () => {
    const api = createEndpoint({ styles: OPERATIONS });
    expect(api("GET /pets", call).url).toBe("/pets?tags=a,b");
  });

  it("reads a table as a JSON import types it: the format a number, each style a string", () => {
    const json = JSON.parse(
      '{"format":2,"server":"https://pets.example","operations":{"GET /pets":{"query":{"ids":{"style":"pipeDelimited"}}}}}',
    ) as { format: number; server: string; operations: { "GET /pets": { query: { ids: { style: string } } } } };
    expect(createEndpoint({ styles: json })("GET /pets", { params: { query: { ids: [1, 2] } } }).url).toBe(
      "https://pets.example/pets?ids=1%7C2",
    );
  });

  it("refuses a format it does not read, naming it, never reading the table as another format", () => {
    const cases: [unknown, string][] = [
      [3, "3"],
      [1, "1"],
      ["2", "string"],
      [null, "null"],
      [{ version: 2 }, "object"],
    ];
    for (const [format, named] of cases) {
      const error = thrown(() => createEndpoint({ styles: { format, operations: OPERATIONS } as never }));
      expect([error.code, error.message]).toEqual([
        "ERR_OPTIONS_INVALID",
        `styles.format: expected 2 (or none: format 1), got ${named}`,
      ]);
    }
  });

  it("refuses a format 2 table's other keys, its operations checked as format 1's were, a body entry's too", () => {
    const cases: [unknown, RegExp][] = [
      [{ format: 2, "GET /pets": {} }, /^styles: "GET \/pets" is not format, server, operations$/],
      [{ format: 2, servers: ["https://pets.example"] }, /^styles: "servers" is not format, server, operations$/],
      [{ format: 2, operations: [] }, /^styles\.operations: expected styles by operation/],
      [
        { format: 2, operations: { "get /pets": {} } },
        /^styles\.operations\["get \/pets"\]: expected "<METHOD> \/path"/,
      ],
      [
        { format: 2, operations: { "GET /pets": { query: { a: { style: "label" } } } } },
        /^styles\.operations\["GET \/pets"\]\.query\["a"\]/,
      ],
      // a body entry's own keys are checked as the rest of the table's (docs/rules.md#request-bodies)
      [
        { format: 2, operations: { "POST /pets": { body: { type: "multipart/form-data" } } } },
        /^styles\.operations\["POST \/pets"\]\.body: "type" is not mediaType, encoding$/,
      ],
      [
        { "POST /pets": { body: { mediaType: "text/plain" } } },
        /^styles\["POST \/pets"\]\.body\.mediaType: expected one of application\/json, application\/x-www-form-urlencoded, multipart\/form-data$/,
      ],
      [
        { "POST /pets": { body: [] } },
        /^styles\["POST \/pets"\]\.body: expected \{ mediaType, encoding \}, got array$/,
      ],
      [{ "POST /pets": { body: { encoding: "deepObject" } } }, /\.body\.encoding: expected encodings by property name/],
      [
        { "POST /pets": { body: { encoding: { a: 1 } } } },
        /\.body\.encoding\["a"\]: expected \{ style, explode, allowReserved, contentType \}/,
      ],
      [
        { "POST /pets": { body: { encoding: { a: { style: "label" } } } } },
        /\.body\.encoding\["a"\]: style "label" is not one of form/,
      ],
      [
        { "POST /pets": { body: { encoding: { a: { headers: {} } } } } },
        /\.body\.encoding\["a"\]: "headers" is not style/,
      ],
      [
        { "POST /pets": { body: { encoding: { a: { contentType: "image/png\r\nx-evil: 1" } } } } },
        /\.body\.encoding\["a"\]\.contentType: expected one media type \(type\/subtype\)$/,
      ],
      [{ "POST /pets": { body: { encoding: { a: { contentType: 7 } } } } }, /\.contentType: expected one media type/],
      [{ "POST /pets": { cookie: {} } }, /"cookie" is not path, query, header or body/],
    ];
    for (const [styles, message] of cases) {
      const error = thrown(() => createEndpoint({ styles: styles as never }));
      expect(error.code).toBe("ERR_OPTIONS_INVALID");
      expect(error.message).toMatch(message);
    }
  });

  it("checks the server as a baseUrl is checked, whether or not the config's baseUrl wins, never quoting it", () => {
    for (const server of ["pets.example/v1", "//evil.example", "/\\evil.example", "https://pets.example/a b", 7]) {
      for (const baseUrl of [undefined, "https://pets.example"]) {
        const error = thrown(() => createEndpoint({ baseUrl, styles: { format: 2, server } as never }));
        expect([error.code, error.message]).toEqual([
          "ERR_BASE_URL_INVALID",
          "styles.server: baseUrl: expected https://host/path or /path, with no space, control character or backslash",
        ]);
      }
    }
    // the config's own base is named as before
    expect(thrown(() => createEndpoint({ baseUrl: "pets.example" })).message).toMatch(/^baseUrl: expected/);
  });

  it("reads only own keys: a format, server or operations on Object.prototype changes nothing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    try {
      proto.format = 3;
      proto.server = "https://evil.example";
      proto.operations = { "GET /pets": { query: { tags: { style: "pipeDelimited" } } } };
      // a format 1 table: no own format
      expect(createEndpoint({ styles: OPERATIONS })("GET /pets", call).url).toBe("/pets?tags=a,b");
      // a format 2 table without a server or operations of its own
      expect(createEndpoint({ styles: { format: 2 } })("GET /pets", call).url).toBe("/pets?tags=a&tags=b");
    } finally {
      delete proto.format;
      delete proto.server;
      delete proto.operations;
    }
  });

  it("reads each key once: a getter cannot show the check one server and the entry another", () => {
    let reads = 0;
    const styles = {
      format: 2,
      get server() {
        reads++;
        return reads === 1 ? "https://pets.example" : "https://evil.example";
      },
    };
    const api = createEndpoint({ styles: styles as never });
    expect(reads).toBe(1);
    expect(api("GET /pets").url).toBe("https://pets.example/pets");
  });

  it("takes __proto__ as an operation key of either format, never as the table's prototype", () => {
    const operations = JSON.parse('{"__proto__":{"query":{"a":{"explode":false}}}}');
    // not "<METHOD> /path": refused by name, as any other key written so
    for (const styles of [operations, { format: 2, operations }])
      expect(thrown(() => createEndpoint({ styles })).message).toMatch(/\["__proto__"\]: expected "<METHOD> \/path"/);
  });

  it("leaves the table as it was, and later changes to it change nothing", () => {
    const styles = { format: 2 as const, server: "https://pets.example", operations: { ...OPERATIONS } };
    const before = JSON.stringify(styles);
    const api = createEndpoint({ styles });
    expect(JSON.stringify(styles)).toBe(before);
    (styles as { server: string }).server = "https://evil.example";
    (styles.operations as Record<string, unknown>)["GET /pets"] = { query: { tags: { style: "pipeDelimited" } } };
    expect(api("GET /pets", call).url).toBe("https://pets.example/pets?tags=a,b");
  });
});
