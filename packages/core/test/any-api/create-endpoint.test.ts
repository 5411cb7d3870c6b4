import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEndpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

const BASE = "https://api.example.com/v1";

describe("createEndpoint: the neutral entry (docs/rules.md#any-api)", () => {
  const api = createEndpoint({ baseUrl: BASE, headers: { authorization: "Bearer t" } });

  it("sends no GitHub default: no accept, no user-agent, no media type", () => {
    expect(api("GET /pets")).toEqual({ method: "get", url: `${BASE}/pets`, headers: { authorization: "Bearer t" } });
    expect(createEndpoint()("GET https://api.example.com/x")).toEqual({
      method: "get",
      url: "https://api.example.com/x",
      headers: {},
    });
  });

  it("writes lists and objects in the query as form, exploded, for every method", () => {
    const options = api("DELETE /pets", { params: { query: { ids: [1, 2], filter: { a: "x", b: "y" } } } });
    expect(options.url).toBe(`${BASE}/pets?ids=1&ids=2&a=x&b=y`);
  });

  it("has no q rule: a + in any value is encoded", () => {
    expect(api("GET /search", { params: { query: { q: "c++" } } }).url).toBe(`${BASE}/search?q=c%2B%2B`);
  });

  it("encodes names that are not RFC 6570 variable names, with no template to write", () => {
    const query = { "$.xgafv": "2", "@id": "x", $skipToken: "t", "filter[tag]": "a", "jcr:primaryType": "p", "a b": 1 };
    expect(api("GET /x", { params: { query } }).url).toBe(
      `${BASE}/x?%24.xgafv=2&%40id=x&%24skipToken=t&filter%5Btag%5D=a&jcr%3AprimaryType=p&a%20b=1`,
    );
  });

  it("reads path keys as OpenAPI writes them: {.format}, {name}:cancel, :token literal", () => {
    expect(api("GET /projects/{id}{.format}", { params: { path: { id: 3, ".format": ".json" } } }).url).toBe(
      `${BASE}/projects/3.json`,
    );
    expect(api("POST /operations/{name}:cancel", { params: { path: { name: "op/1" } } }).url).toBe(
      `${BASE}/operations/op%2F1:cancel`,
    );
    expect(api("GET /webhooks/feed/:token").url).toBe(`${BASE}/webhooks/feed/:token`);
    expect(api("GET /a/{url}", { params: { path: { url: "u" }, query: { url: "q" } } }).url).toBe(`${BASE}/a/u?url=q`);
  });

  it("reads a path's literal query and two parameters side by side", () => {
    expect(api("GET /search?fixed=1&q={q}", { params: { path: { q: "a b" } } }).url).toBe(
      `${BASE}/search?fixed=1&q=a%20b`,
    );
    expect(api("GET /v/{major}{minor}", { params: { path: { major: 1, minor: "b" } } }).url).toBe(`${BASE}/v/1b`);
  });

  it("leaves a table's entry alone where a call styles other places, and skips places given as undefined", () => {
    const styled = createEndpoint({
      baseUrl: BASE,
      styles: { "GET /x/{id}": { path: { id: { style: "label" } }, query: undefined } },
    });
    const call = { params: { path: { id: 1 }, query: { a: [1, 2] } }, styles: { query: { a: { explode: false } } } };
    expect(styled("GET /x/{id}", call).url).toBe(`${BASE}/x/.1?a=1,2`);
  });

  it("takes a path parameter whose name holds a space, in the route string", () => {
    expect(api("GET /things/{the id}", { params: { path: { "the id": "a b" } } }).url).toBe(`${BASE}/things/a%20b`);
    expect(thrown(() => api("GET /things /x")).code).toBe("ERR_ROUTE_INVALID");
  });

  it("requires every path parameter and refuses dot segments and a new origin", () => {
    expect(thrown(() => api("GET /pets/{id}.json", { params: { path: {} } })).code).toBe("ERR_PARAMETER_MISSING");
    expect(thrown(() => api("DELETE /pets/{id}", { params: { path: { id: ".." } } })).code).toBe("ERR_PATH_TRAVERSAL");
    // an empty value would send the request to another resource, or name a host: DELETE /pets/, //evil.example/
    expect(thrown(() => api("DELETE /pets/{id}", { params: { path: { id: "" } } })).code).toBe("ERR_PARAMETER_MISSING");
    expect(
      thrown(() => createEndpoint()("GET /{a}/{b}", { params: { path: { a: "", b: "evil.example" } } })).code,
    ).toBe("ERR_PARAMETER_MISSING");
    expect(api("GET /files/{name}.json", { params: { path: { name: "" } } }).url).toBe(`${BASE}/files/.json`);
    expect(thrown(() => api("GET /x/{a")).code).toBe("ERR_TEMPLATE_SYNTAX");
    expect(thrown(() => api("GET /x/a}")).code).toBe("ERR_TEMPLATE_SYNTAX");
    expect(thrown(() => api("GET /x/{}")).code).toBe("ERR_TEMPLATE_SYNTAX");
  });

  it("takes each parameter's style from the table, and a call's own over it", () => {
    const styled = createEndpoint({
      baseUrl: BASE,
      styles: {
        "GET /pets/{id}": {
          path: { id: { style: "matrix", explode: true } },
          query: { tags: { style: "pipeDelimited", explode: false }, f: { style: "deepObject" } },
          header: { "x-o": { explode: true } },
        },
      },
    });
    const params = {
      path: { id: [1, 2] },
      query: { tags: ["a", "b"], f: { k: "v" } },
      header: { "x-o": { a: 1, b: 2 } },
    };
    const options = styled("GET /pets/{id}", { params });
    expect(options.url).toBe(`${BASE}/pets/;id=1;id=2?tags=a%7Cb&f%5Bk%5D=v`);
    expect(options.headers).toEqual({ "x-o": "a=1,b=2" });
    // another operation of the same path keeps the defaults
    expect(styled("DELETE /pets/{id}", { params: { path: { id: 7 }, query: { tags: ["a", "b"] } } }).url).toBe(
      `${BASE}/pets/7?tags=a&tags=b`,
    );
    const own = styled("GET /pets/{id}", { params, styles: { query: { tags: { style: "spaceDelimited" } } } });
    expect(own.url).toBe(`${BASE}/pets/;id=1;id=2?tags=a%20b&f%5Bk%5D=v`);
    // the call's styles were its own: the next call is styled by the table again
    expect(styled("GET /pets/{id}", { params }).url).toBe(options.url);
  });

  it("refuses options that are GitHub's or unknown, and styles that do not fit", () => {
    const cases: [() => unknown, RegExp][] = [
      [() => api("GET /x", { mediaType: { format: "raw" } } as never), /"mediaType": not an option/],
      [() => api("GET /x", { querySerializer: {} } as never), /"querySerializer": not an option/],
      [() => api("POST /x", { data: "d" } as never), /the body is body/],
      [() => api("GET /x", { id: 1 } as never), /"id": not an option .*params/],
      [() => createEndpoint({ baseURL: BASE } as never), /"baseURL" is not baseUrl, headers, request, styles/],
      [() => createEndpoint("https://api.example.com" as never), /createEndpoint\(\): expected a plain object/],
      [() => createEndpoint({ styles: [] as never }), /styles: expected a table/],
      [() => createEndpoint({ styles: { "GET /x": "query" } as never }), /expected \{ path, query, header \}/],
      [
        () => createEndpoint({ styles: { "GET /x": { query: [] } } as never }),
        /query: expected styles by parameter name/,
      ],
      [() => createEndpoint({ styles: { "GET /x": { query: { a: "form" } } } as never }), /expected \{ style, explode/],
      [
        () => createEndpoint({ styles: { "GET /x": { query: { a: { style: "label" } } } } }),
        /: style "label" is not one of form/,
      ],
      [
        () => createEndpoint({ styles: { "GET /x": { path: { a: { style: "form" } } } } }),
        /: style "form" is not one of simple/,
      ],
      [
        () => createEndpoint({ styles: { "GET /x": { cookie: {} } } } as never),
        /"cookie" is not path, query, header or body/,
      ],
      [() => createEndpoint({ styles: { "GET /x": { query: { a: { explode: "yes" } } } } } as never), /explode/],
      [
        () => createEndpoint({ styles: { "GET /x": { query: { a: { style: "deepObject", explode: false } } } } }),
        /only exploded/,
      ],
      [
        () => createEndpoint({ styles: { "GET /x": { query: { a: { styel: "form" } } } } } as never),
        /"styel" is not style/,
      ],
      [() => api("GET /x", { styles: { query: { a: { style: "matrix" } } } }), /: style "matrix" is not one of form/],
      [() => createEndpoint({ styles: { "get /x": {} } }), /expected "<METHOD> \/path"/],
    ];
    for (const [call, message] of cases) {
      const error = thrown(call);
      expect(error.code).toBe("ERR_OPTIONS_INVALID");
      expect(error.message).toMatch(message);
    }
    expect(thrown(() => createEndpoint({ baseUrl: "/\\evil.example" })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("sends a body as given: JSON for objects and lists, else as it is", () => {
    expect(api("POST /pets", { body: { name: "Rex" } })).toEqual({
      method: "post",
      url: `${BASE}/pets`,
      headers: { authorization: "Bearer t", "content-type": "application/json; charset=utf-8" },
      body: { name: "Rex" },
    });
    expect(api("PUT /raw", { body: "text", headers: { "content-type": "text/plain" } }).body).toBe("text");
    const noBody = thrown(() => api("GET /x", { body: "b" }));
    expect([noBody.code, noBody.message]).toEqual(["ERR_BODY_NOT_ALLOWED", "body: a GET request carries no body"]);
  });

  it("takes the options form, its method and URL, and per-call headers and request", () => {
    const signal = new AbortController().signal;
    const options = api({
      method: "PATCH",
      url: "/pets/{id}",
      headers: { authorization: null, "x-a": "1" },
      request: { signal, timeout: 1000 },
      params: { path: { id: 1 } },
    });
    expect(options).toEqual({
      method: "patch",
      url: `${BASE}/pets/1`,
      headers: { "x-a": "1" },
      body: "",
      request: { signal, timeout: 1000 },
    });
  });

  it("leaves its config and styles as they were, and later changes to them change nothing", () => {
    const styles = { "GET /x": { query: { a: { explode: false } } } };
    const headers = { "x-a": "1" };
    const made = createEndpoint({ styles, headers });
    styles["GET /x"].query.a.explode = true;
    headers["x-a"] = "2";
    expect(made("GET /x", { params: { query: { a: [1, 2] } } })).toEqual({
      method: "get",
      url: "/x?a=1,2",
      headers: { "x-a": "1" },
    });
  });
});

describe("what a call may hold: the route says the method and the path, the entry the base (docs/rules.md#any-api)", () => {
  const config = { baseUrl: BASE, headers: { authorization: "Bearer t" } };
  const api = createEndpoint(config);
  const refused = (call: () => unknown): string => {
    const error = thrown(call);
    expect(error.code).toBe("ERR_OPTIONS_INVALID");
    return error.message;
  };
  const WHERE_BASE =
    '"baseUrl": not an option of a call on createEndpoint (the entry\'s config holds the base: createEndpoint({ baseUrl }))';

  it("refuses a visitor's query passed as the options: no origin, method or path of theirs, no value quoted", () => {
    // what a web framework parses from GET /pets?baseUrl=https://evil.example&method=DELETE&url=/admin
    const query = { baseUrl: "https://evil.example", method: "DELETE", url: "/admin" } as Record<string, string>;
    expect(refused(() => api("GET /pets", query as never))).toBe(WHERE_BASE);
    for (const key of ["method", "url"]) {
      const message = refused(() => api("GET /pets", { [key]: query[key] } as never));
      expect(message).toBe(
        `"${key}": not an option of a call on createEndpoint (the route says the method and the path)`,
      );
      expect(message).not.toContain(query[key]);
    }
    // the same names as query parameters, where user input belongs, are parameters
    expect(api("GET /pets", { params: { query } })).toEqual({
      method: "get",
      url: `${BASE}/pets?baseUrl=https%3A%2F%2Fevil.example&method=DELETE&url=%2Fadmin`,
      headers: { authorization: "Bearer t" },
    });
  });

  it("refuses a base in the options form, which keeps its method and URL", () => {
    const options = { method: "DELETE", url: "/pets/{id}", baseUrl: "https://evil.example" };
    expect(refused(() => (api as (options: object) => unknown)(options))).toBe(WHERE_BASE);
    expect(api({ method: "DELETE", url: "/pets/{id}", params: { path: { id: 1 } } }).url).toBe(`${BASE}/pets/1`);
  });

  it("refuses a key the route or the config holds wherever the call gives it, params and body untouched", () => {
    const params = { path: { id: 1 } };
    const body = { name: "Rex" };
    expect(refused(() => api("PUT /pets/{id}", { params, body, baseUrl: "/other" } as never))).toBe(WHERE_BASE);
    expect(refused(() => api("PUT /pets/{id}", { method: "GET", params } as never))).toMatch(
      /^"method": not an option of a call on createEndpoint/,
    );
    expect(params).toEqual({ path: { id: 1 } });
    expect(body).toEqual({ name: "Rex" });
  });

  it("reads each key once: a getter cannot pass the check as undefined and be read as a base", () => {
    let reads = 0;
    const call = {
      get baseUrl() {
        reads++;
        return reads === 1 ? undefined : "https://evil.example";
      },
    };
    // undefined means not given (docs/rules.md#merging): the first and only read decides
    expect(api("GET /pets", call as never).url).toBe(`${BASE}/pets`);
    expect(reads).toBe(1);
  });

  it("sends to another base through another entry, made from the same config", () => {
    const mirror = createEndpoint({ ...config, baseUrl: "https://mirror.example/v2" });
    expect(mirror("GET /pets/{id}", { params: { path: { id: 1 } } })).toEqual({
      method: "get",
      url: "https://mirror.example/v2/pets/1",
      headers: { authorization: "Bearer t" },
    });
    // the first entry keeps its own
    expect(api("GET /pets").url).toBe(`${BASE}/pets`);
  });

  it("lets a key that is not a call's own refuse as before: GitHub's options, parameters, data", () => {
    expect(refused(() => (api as (options: object) => unknown)({ url: "/x", mediaType: {} }))).toMatch(
      /^"mediaType": not an option of a grouped call/,
    );
    expect(refused(() => api("GET /x", { owner: "o" } as never))).toMatch(/"owner": not an option .*params/);
  });
});

describe("path parameters side by side that make up a whole segment (docs/rules.md#any-api)", () => {
  const api = createEndpoint({ baseUrl: BASE });

  it.each([
    ["DELETE /pets/{a}{b}", { a: "", b: "" }],
    ["DELETE /projects/{id}{.format}", { id: "", ".format": "" }],
    ["GET /pets/{a}{b}/toys", { a: "", b: "" }],
  ])("refuses %s with %j: together they write nothing", (route, path) => {
    const error = thrown(() => api(route, { params: { path } }));
    expect(error.code).toBe("ERR_PARAMETER_MISSING");
    expect(error.message).toContain("writes nothing");
  });

  it("writes the segment when any of them writes something, in any style", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ style: fc.constantFrom("simple", "label", "matrix"), value: fc.constantFrom("", "v", []) }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.constantFrom("", "/toys"),
        (run, rest) => {
          const names = run.map((_, i) => `p${i}`);
          const route = `DELETE /pets/${names.map((name) => `{${name}}`).join("")}${rest}`;
          const styles = { [route]: { path: Object.fromEntries(run.map(({ style }, i) => [`p${i}`, { style }])) } };
          const path = Object.fromEntries(run.map(({ value }, i) => [`p${i}`, value]));
          const call = () => createEndpoint({ baseUrl: BASE, styles: styles as never })(route, { params: { path } });
          // an empty list is no value; "" writes nothing in the simple style only (label writes ".", matrix ";p0")
          if (run.some(({ value }) => Array.isArray(value))) {
            expect(thrown(call).code).toBe("ERR_PARAMETER_MISSING");
            return;
          }
          // what each style writes (OpenAPI 3.1.1): label ".v", matrix ";name=v" (";name" for "")
          const written = run
            .map(({ style, value }, i) =>
              style === "label" ? `.${value}` : style === "matrix" ? `;p${i}${value === "" ? "" : `=${value}`}` : value,
            )
            .join("");
          if (written === "") expect(thrown(call).code).toBe("ERR_PARAMETER_MISSING");
          else if (written === "." || written === "..") expect(thrown(call).code).toBe("ERR_PATH_TRAVERSAL");
          else expect(call().url).toBe(`${BASE}/pets/${written}${rest}`);
        },
      ),
      { numRuns: 500 },
    );
  });
});
