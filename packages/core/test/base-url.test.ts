import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index.ts";
import { thrown } from "./thrown.ts";

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
    expect(thrown(() => endpoint.merge("GET /user", { baseUrl: "ghe.acme.com/api/v3" })).code).toBe("ERR_BASE_URL_INVALID");
    expect(thrown(() => endpoint.parse({ method: "GET", url: "/user", baseUrl: "ghe.acme.com/api/v3" } as never)).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("keeps working after a bad baseUrl was refused", () => {
    expect(thrown(() => endpoint("GET /user", { baseUrl: "ghe.acme.com" })).code).toBe("ERR_BASE_URL_INVALID");
    expect(endpoint("GET /user", { baseUrl: "https://ghe.acme.com" }).url).toBe("https://ghe.acme.com/user");
    expect(thrown(() => endpoint("GET /user", { baseUrl: "ghe.acme.com" })).code).toBe("ERR_BASE_URL_INVALID");
  });

  it("is not printed in the message: it may carry credentials", () => {
    const { message } = thrown(() => endpoint("GET /user", { baseUrl: "octocat:ghp_16C7e42F292c6912E7710c838347Ae178B4a@ghe.acme.com/api/v3" }));
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
