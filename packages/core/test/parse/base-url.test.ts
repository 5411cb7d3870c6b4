import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EndpointError, endpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#base-url: absolute (any scheme, any case), rooted, or empty; nothing else
describe("baseUrl", () => {
  it.each([
    ["https://ghe.acme.com/api/v3", "https://ghe.acme.com/api/v3/user"],
    ["HTTP://GHE.ACME.COM/api/v3", "HTTP://GHE.ACME.COM/api/v3/user"],
    ["https://ghe.acme.com/api/v3/", "https://ghe.acme.com/api/v3/user"],
    ["/api", "/api/user"],
    ["", "/user"],
  ])("accepts %j", (baseUrl, url) => {
    expect(endpoint("GET /user", { baseUrl }).url).toBe(url);
  });

  it("leaves a relative url relative with an empty baseUrl", () => {
    expect(endpoint("GET user", { baseUrl: "" }).url).toBe("user");
  });

  it.each(["ghe.acme.com/api/v3", "api/v3", "localhost:3000", "https:/ghe.acme.com"])("refuses %j", (baseUrl) => {
    expect(thrown(() => endpoint("GET /user", { baseUrl })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("refuses a baseUrl that is not a string", () => {
    expect(thrown(() => endpoint("GET /user", { baseUrl: 1 as unknown as string })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("refuses a bad baseUrl where it is given: defaults(), merge(), parse()", () => {
    expect(thrown(() => endpoint.defaults({ baseUrl: "ghe.acme.com/api/v3" })).code).toBe("ERR_BASE_URL_INVALID");
    expect(thrown(() => endpoint.merge("GET /user", { baseUrl: "ghe.acme.com/api/v3" })).code).toBe(
      "ERR_BASE_URL_INVALID",
    );
    expect(
      thrown(() => endpoint.parse({ method: "GET", url: "/user", baseUrl: "ghe.acme.com/api/v3" } as never)).code,
    ).toBe("ERR_BASE_URL_INVALID");
  });

  it("keeps working after a bad baseUrl was refused", () => {
    expect(thrown(() => endpoint("GET /user", { baseUrl: "ghe.acme.com" })).code).toBe("ERR_BASE_URL_INVALID");
    expect(endpoint("GET /user", { baseUrl: "https://ghe.acme.com" }).url).toBe("https://ghe.acme.com/user");
    expect(thrown(() => endpoint("GET /user", { baseUrl: "ghe.acme.com" })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("is not printed in the message: it may carry credentials", () => {
    const { message } = thrown(() =>
      endpoint("GET /user", { baseUrl: "octocat:ghp_16C7e42F292c6912E7710c838347Ae178B4a@ghe.acme.com/api/v3" }),
    );
    expect(message).toContain("baseUrl");
    expect(message).not.toContain("ghp_16C7e42F292c6912E7710c838347Ae178B4a");
    expect(message).not.toContain("ghe.acme.com");
  });
});

describe("issue 13: rules the first version missed", () => {
  it("refuses a scheme-relative baseUrl, which leaves the page's origin", () => {
    // a browser sends "//evil.example/api/user" to evil.example: it is not rooted at the app's own origin
    expect(thrown(() => endpoint("GET /user", { baseUrl: "//evil.example/api" })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("refuses a bad baseUrl when defaults() or merge() is given it", () => {
    expect(thrown(() => endpoint.defaults({ baseUrl: "ghe.acme.com/api/v3" })).code).toBe("ERR_BASE_URL_INVALID");
    expect(thrown(() => endpoint.merge({ baseUrl: "ghe.acme.com/api/v3" })).code).toBe("ERR_BASE_URL_INVALID");
  });
});

// A browser page at this origin; a rooted base or an empty one must keep every request on it
const PAGE = "https://app.example/page";

describe("a rooted baseUrl, read as a WHATWG URL parser reads it", () => {
  it.each([
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    " //evil.example",
    "\t//evil.example",
    "/ /x",
    "https://api.example\\@evil.example",
  ])("refuses %j: a browser would read it as another host, or it holds a space or control", (baseUrl) => {
    expect(thrown(() => endpoint("GET /user", { baseUrl })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("keeps every request on the page's origin for any rooted base it accepts (property)", () => {
    const text = fc
      .array(fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", ".", "a", ":", "@", "%2F", "%5C", "?", "#"), {
        maxLength: 8,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (tail) => {
        const baseUrl = `/${tail}`;
        let url: string;
        try {
          url = endpoint("GET /user", { baseUrl }).url;
        } catch (error) {
          expect((error as EndpointError).code).toBe("ERR_BASE_URL_INVALID");
          return;
        }
        expect(new URL(url, PAGE).origin).toBe("https://app.example");
      }),
      { numRuns: 3000 },
    );
  });
});

describe("no parameter moves a request to another origin (docs/rules.md#base-url)", () => {
  it.each([
    ["GET /{org}/{repo}/issues", { org: "", repo: "evil.example" }],
    ["GET /{path}", { path: "/evil.example/x", keepSlashes: ["path"] }],
    ["GET {/segs*}", { segs: ["", "evil.example"] }],
    ["GET /{+path}", { path: "/evil.example" }],
    ["GET {/a}{/b}", { a: "", b: "evil.example" }],
  ])("refuses %s with %j and an empty baseUrl: the URL would start with //", (route, params) => {
    expect(thrown(() => endpoint(route, { baseUrl: "", ...params })).code).toBe("ERR_ORIGIN_CHANGED");
  });

  it("joins the same values to a base URL without leaving it", () => {
    expect(endpoint("GET /{org}/{repo}/issues", { org: "", repo: "evil.example" }).url).toBe(
      "https://api.github.com/evil.example/issues",
    );
    expect(endpoint("GET /{org}/{repo}/issues", { baseUrl: "/api", org: "", repo: "evil.example" }).url).toBe(
      "/api/evil.example/issues",
    );
  });

  it("keeps a // the route writes itself", () => {
    expect(endpoint("GET //cdn.example/{file}", { baseUrl: "", file: "a.js" }).url).toBe("//cdn.example/a.js");
  });

  it("keeps any values on the page's origin with an empty or rooted base (property)", () => {
    const value = fc
      .array(fc.constantFrom("", "/", "evil.example", "a", "\\", "%2F", ".x"), { maxLength: 3 })
      .map((parts) => parts.join(""));
    const route = fc.constantFrom("/{a}/{b}", "/{+a}/{b}", "{/a}{/b}", "/{a}{/b*}", "{+a}{b}", "/x/{+a}");
    fc.assert(
      fc.property(
        route,
        value,
        fc.array(value, { maxLength: 3 }),
        fc.constantFrom("", "/api"),
        (template, a, b, baseUrl) => {
          let url: string;
          try {
            url = endpoint(`GET ${template}`, {
              baseUrl,
              a,
              b,
              keepSlashes: template.includes("{a}") ? ["a"] : [],
            }).url;
          } catch (error) {
            expect(error).toBeInstanceOf(EndpointError);
            return;
          }
          // a first {+a} writes the whole URL: it may name a host (the README says so); a scheme-relative one it may not
          if (!(template.startsWith("{+a}") && /^[a-z]+:/i.test(url)))
            expect(new URL(url, PAGE).origin).toBe("https://app.example");
        },
      ),
      { numRuns: 3000 },
    );
  });
});
