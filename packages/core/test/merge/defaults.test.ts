import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

const UA = `scope-endpoint.js/${VERSION}`;

describe("DEFAULTS (docs/rules.md#merging)", () => {
  it("holds the GitHub base url, the v3 accept header and the versioned user-agent", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": UA },
      mediaType: { format: "", previews: [] },
    });
  });

  it("takes VERSION and the user-agent's version from packages/core/package.json (written into src/version.ts by npm run version-packages)", async () => {
    const { version } = (await import("../../package.json", { with: { type: "json" } })).default;
    expect({ VERSION, userAgent: endpoint.DEFAULTS.headers["user-agent"] }).toEqual({
      VERSION: version,
      userAgent: `scope-endpoint.js/${version}`,
    });
  });
});

describe("defaults()", () => {
  const ghe = endpoint.defaults({
    baseUrl: "https://github-enterprise.acme-inc.com/api/v3",
    headers: { "user-agent": "myApp/1.2.3", authorization: "token 0000000000000000000000000000000000000001" },
    org: "my-project",
    per_page: 100,
  });

  it("applies base url, headers, placeholder values and query values (README example)", () => {
    expect(ghe("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://github-enterprise.acme-inc.com/api/v3/orgs/my-project/repos?per_page=100",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "myApp/1.2.3",
        authorization: "token 0000000000000000000000000000000000000001",
      },
    });
  });

  it("returns a function with the same members as endpoint", () => {
    expect(Object.keys(ghe).sort()).toEqual(["DEFAULTS", "defaults", "merge", "parse"]);
    expect(ghe.parse).toBe(endpoint.parse);
  });

  it("exposes its own DEFAULTS, reflecting the overrides (rule 3)", () => {
    expect(ghe.DEFAULTS.baseUrl).toBe("https://github-enterprise.acme-inc.com/api/v3");
    expect(ghe.DEFAULTS["per_page"]).toBe(100);
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
  });

  it("cascades any number of levels, headers merged key by key (rule 2)", () => {
    const level3 = endpoint
      .defaults({ headers: { authorization: "token a" } })
      .defaults({ headers: { "x-one": "1" }, baseUrl: "https://h" })
      .defaults({ headers: { "X-Two": "2", authorization: "token b" } });
    expect(level3("GET /x").headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": UA,
      authorization: "token b",
      "x-one": "1",
      "x-two": "2",
    });
    expect(level3("GET /x").url).toBe("https://h/x");
  });

  it("may hold method, url and parameters", () => {
    expect(endpoint.defaults({ method: "POST", url: "/x", a: 1 })({})).toMatchObject({
      method: "post",
      url: "https://api.github.com/x",
      body: { a: 1 },
    });
  });

  it("merges previews with the defaults' previews (docs/rules.md#merging, as the reference 7.0.6)", () => {
    const previews = endpoint
      .defaults({ mediaType: { previews: ["foo"] } })
      .defaults({ mediaType: { previews: ["bar-preview"] } });
    expect(previews.DEFAULTS.mediaType.previews).toEqual(["foo", "bar"]);
    expect(previews("GET /x").headers.accept).toBe(
      "application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json",
    );
    expect(previews("GET /x", { mediaType: { previews: ["baz", "foo"] } }).headers.accept).toBe(
      "application/vnd.github.bar-preview+json,application/vnd.github.baz-preview+json,application/vnd.github.foo-preview+json",
    );
  });

  it("merges plain-object parameters key by key and replaces arrays", () => {
    const withConfig = endpoint.defaults({ config: { a: 1, b: { c: 1 } }, labels: ["a"] });
    const merged = withConfig.merge("POST /x", { config: { b: { d: 2 } }, labels: ["b"] });
    expect(merged["config"]).toEqual({ a: 1, b: { c: 1, d: 2 } });
    expect(merged["labels"]).toEqual(["b"]);
  });

  it("merges request metadata key by key", () => {
    expect(endpoint.defaults({ request: { timeout: 1 } })("GET /x", { request: { retries: 2 } }).request).toEqual({
      timeout: 1,
      retries: 2,
    });
  });
});

describe("merge() (docs/rules.md#merging)", () => {
  it("returns the merged options without parsing, method in its given case", () => {
    expect(endpoint.merge("post /repos/{owner}/{repo}", { owner: "o", headers: { Accept: "text/plain" } })).toEqual({
      method: "post",
      baseUrl: "https://api.github.com",
      headers: { accept: "text/plain", "user-agent": UA },
      mediaType: { format: "", previews: [] },
      url: "/repos/{owner}/{repo}",
      owner: "o",
    });
  });

  it("orders keys defaults first, then the caller's in their order", () => {
    expect(Object.keys(endpoint.merge("GET /x", { b: 1, a: 2 }))).toEqual([
      "method",
      "baseUrl",
      "headers",
      "mediaType",
      "url",
      "b",
      "a",
    ]);
  });

  it("with no arguments returns a copy of DEFAULTS", () => {
    expect(endpoint.merge()).toEqual(endpoint.DEFAULTS);
    expect(endpoint.merge()).not.toBe(endpoint.DEFAULTS);
  });

  it("drops undefined values, keeps null ones", () => {
    const merged = endpoint.merge({ url: "/x", a: undefined, b: null, headers: { x: undefined, y: null } });
    expect(merged).not.toHaveProperty("a");
    expect(merged["b"]).toBeNull();
    expect(merged.headers).toEqual({ accept: "application/vnd.github.v3+json", "user-agent": UA, y: null });
  });

  it("strips the first -preview of each preview name", () => {
    expect(endpoint.merge({ mediaType: { previews: ["a-preview-b", "c-preview"], format: "raw" } }).mediaType).toEqual({
      format: "raw",
      previews: ["a-b", "c"],
    });
  });
});

describe("endpoint(x) equals parse(merge(x)) (docs/rules.md#merging)", () => {
  it("holds for a query, a raw body and an upload to an absolute URL", () => {
    const calls: [string, Record<string, unknown>][] = [
      ["GET /orgs/{org}/repos", { org: "octokit", headers: { authorization: "token x" } }],
      ["POST /markdown/raw", { data: "# hi", headers: { "content-type": "text/plain; charset=utf-8" } }],
      [
        "POST https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}",
        { name: "a.zip", label: "l", data: "x" },
      ],
    ];
    for (const [route, options] of calls) {
      expect(endpoint(route, options)).toEqual(endpoint.parse(endpoint.merge(route, options)));
    }
  });
});

describe("defaults() arguments", () => {
  it("takes no options as none, and refuses options that are not a plain object", () => {
    expect(endpoint.defaults(undefined as never).DEFAULTS).toEqual(endpoint.DEFAULTS);
    expect(thrown(() => endpoint.defaults([] as never)).code).toBe("ERR_OPTIONS_INVALID");
    expect(thrown(() => endpoint.defaults(new Map() as never)).code).toBe("ERR_OPTIONS_INVALID");
  });

  it("keeps its own copy of an ArrayBuffer or DataView body, like any bytes", () => {
    const buffer = new Uint8Array([1, 2]).buffer;
    const view = new DataView(new Uint8Array([3, 4]).buffer);
    const fromBuffer = endpoint.defaults({ data: buffer });
    const fromView = endpoint.defaults({ data: view });
    new Uint8Array(buffer)[0] = 9;
    view.setUint8(0, 9);
    expect(new Uint8Array(fromBuffer("POST /x").body as ArrayBuffer)).toEqual(new Uint8Array([1, 2]));
    expect(new Uint8Array((fromView("POST /x").body as DataView).buffer)).toEqual(new Uint8Array([3, 4]));
  });
});
