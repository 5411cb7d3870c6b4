import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

const GITHUB = "https://api.github.com";

describe("the grouped form on endpoint (docs/rules.md#grouped-parameters)", () => {
  it("keeps every name a parameter: url, method, baseUrl, headers, data, request, mediaType in the query", () => {
    const query = {
      url: "https://evil.example/x",
      method: "DELETE",
      baseUrl: "https://evil.example",
      headers: "h",
      data: "d",
      request: "r",
      mediaType: "m",
    };
    const options = endpoint("GET /repos/{owner}/{repo}/issues", {
      params: { path: { owner: "octokit", repo: "rest.js" }, query },
      headers: { authorization: "token secret" },
    });
    expect(options.method).toBe("get");
    expect(options.url).toBe(
      `${GITHUB}/repos/octokit/rest.js/issues?url=https%3A%2F%2Fevil.example%2Fx&method=DELETE&baseUrl=https%3A%2F%2Fevil.example&headers=h&data=d&request=r&mediaType=m`,
    );
    expect(options.headers["authorization"]).toBe("token secret");
  });

  it("hands a user-supplied object over safely: ?baseUrl= stays in the query", () => {
    const reqQuery = JSON.parse('{"baseUrl":"https://evil.example","q":"is:open+label:bug"}');
    const options = endpoint("GET /search/issues", { params: { query: reqQuery } });
    expect(options.url).toBe(`${GITHUB}/search/issues?baseUrl=https%3A%2F%2Fevil.example&q=is%3Aopen+label%3Abug`);
  });

  it("fills {url} from params.path, and the same name can be a query parameter too", () => {
    const options = endpoint("GET /proxy/{url}", { params: { path: { url: "a b" }, query: { url: "q" } } });
    expect(options.url).toBe(`${GITHUB}/proxy/a%20b?url=q`);
  });

  it("sends a POST's query parameters in the query and its body as the body", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/issues", {
      params: { path: { owner: "o", repo: "r" }, query: { dry_run: true } },
      body: { title: "t", body: "the issue's text" },
    });
    expect(options).toMatchObject({
      method: "post",
      url: `${GITHUB}/repos/o/r/issues?dry_run=true`,
      body: { title: "t", body: "the issue's text" },
    });
    expect(options.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("sends a body that is not JSON as given, with no content-type of its own", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const options = endpoint("PUT /upload/{name}", { params: { path: { name: "f" } }, body: bytes });
    expect(options.body).toBe(bytes);
    expect(options.headers["content-type"]).toBeUndefined();
  });

  it("gives a bare PUT an empty body, as the flat form does", () => {
    expect(endpoint("PUT /user/starred/{owner}/{repo}", { params: { path: { owner: "o", repo: "r" } } }).body).toBe("");
  });

  it("writes header parameters in the simple style, over the headers option", () => {
    const options = endpoint("GET /x", {
      headers: { "x-ids": "old", "x-keep": "k" },
      params: { header: { "X-Ids": [1, 2], "x-obj": { a: 1, b: "c" }, "x-none": null, "x-n": 5 } },
    });
    expect(options.headers).toMatchObject({ "x-ids": "1,2", "x-keep": "k", "x-obj": "a,1,b,c", "x-n": "5" });
    expect("x-none" in options.headers).toBe(false);
  });

  it("keeps GitHub's dialect: comma lists and the q rule", () => {
    const options = endpoint("GET /search/issues", { params: { query: { q: "c++", labels: ["a", "b"] } } });
    expect(options.url).toBe(`${GITHUB}/search/issues?q=c++&labels=a,b`);
  });

  it("reads each option once, whatever comes before params", () => {
    let reads = 0;
    const options = {
      get headers() {
        reads++;
        return { "x-a": "1" };
      },
      body: { a: 1 },
      request: { timeout: 1000 },
      params: { query: { b: 2 } },
    };
    const result = endpoint("POST /x", options);
    expect(reads).toBe(1);
    expect(result).toMatchObject({ url: `${GITHUB}/x?b=2`, body: { a: 1 }, request: { timeout: 1000 } });
    expect(result.headers["x-a"]).toBe("1");
    expect(thrown(() => endpoint("POST /x", { org: "o", params: {} } as never)).message).toMatch(
      /"org": not an option/,
    );
    expect(thrown(() => endpoint("POST /x", { data: "d", params: {} } as never)).message).toMatch(/the body is body/);
  });

  it("gives the same request through merge() and parse()", () => {
    const call = { params: { path: { owner: "o", repo: "r" }, query: { url: "x" } }, body: { title: "t" } };
    const route = "POST /repos/{owner}/{repo}/issues";
    expect(endpoint.parse(endpoint.merge(route, call))).toEqual(endpoint(route, call));
    expect(endpoint.merge(route, call)).toMatchObject({ params: call.params, body: call.body });
  });

  it("refuses what would be lost or misread, naming it", () => {
    const cases: [() => unknown, string, RegExp][] = [
      [() => endpoint("GET /x", { params: {}, org: "o" } as never), "ERR_OPTIONS_INVALID", /"org": not an option/],
      [() => endpoint("POST /x", { params: {}, data: "d" } as never), "ERR_OPTIONS_INVALID", /the body is body/],
      [
        () => endpoint("GET /x", { params: { querry: {} } } as never),
        "ERR_OPTIONS_INVALID",
        /"querry" is not path, query or header/,
      ],
      [() => endpoint("GET /x", { params: { query: "a=1" } } as never), "ERR_OPTIONS_INVALID", /params\.query/],
      [() => endpoint("GET /x", { params: "a" } as never), "ERR_OPTIONS_INVALID", /params/],
      [
        () => endpoint("GET /x/{id}", { params: { path: { idd: 1 } } } as never),
        "ERR_OPTIONS_INVALID",
        /"idd" is not a variable/,
      ],
      [() => endpoint("GET /x/{id}", { params: {} } as never), "ERR_PARAMETER_MISSING", /"id"/],
      [() => endpoint("GET /x", { params: {}, body: "b" }), "ERR_BODY_NOT_ALLOWED", /GET/],
      [
        () => endpoint.defaults({ owner: "o" })("GET /x", { params: {} } as never),
        "ERR_OPTIONS_INVALID",
        /defaults hold flat parameters/,
      ],
    ];
    for (const [call, code, message] of cases) {
      const error = thrown(call);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
  });

  it("applies the defaults' options to a grouped call", () => {
    const api = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token t" } });
    const options = api("GET /orgs/{org}", { params: { path: { org: "o" } } });
    expect(options.url).toBe("https://ghe.example/api/v3/orgs/o");
    expect(options.headers["authorization"]).toBe("token t");
  });

  it("leaves the caller's objects as they were", () => {
    const params = Object.freeze({
      path: Object.freeze({ org: "o" }),
      query: Object.freeze({ a: Object.freeze([1]) }),
      header: Object.freeze({ "x-a": "1" }),
    });
    endpoint("GET /orgs/{org}", { params });
    expect(params).toEqual({ path: { org: "o" }, query: { a: [1] }, header: { "x-a": "1" } });
  });

  it("reads params' places as own properties only", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto["query"] = { leaked: 1 };
    try {
      expect(endpoint("GET /x", { params: {} }).url).toBe(`${GITHUB}/x`);
    } finally {
      delete proto["query"];
    }
  });
});

describe("allowReserved keeps a query's structure (docs/rules.md#any-api)", () => {
  it("encodes # & = + [ ] in values and keys even with querySerializer.allowReserved", () => {
    const options = endpoint("GET /x", {
      v: "a/b?c:d@e#f&g=h+i[j]",
      o: { "k&=": "v" },
      querySerializer: { allowReserved: true, object: { style: "form", explode: true } },
    });
    expect(options.url).toBe(`${GITHUB}/x?v=a/b?c:d@e%23f%26g%3Dh%2Bi%5Bj%5D&k%26%3D=v`);
  });
});
