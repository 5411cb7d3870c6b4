import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { endpoint, placeholders } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// every route octokit publishes (@octokit/types' Endpoints, the keys its endpoint methods call),
// among them GitHub's upload route, which starts with {origin} where the base URL goes
const types = dirname(createRequire(import.meta.url).resolve("@octokit/types/package.json"));
const routes = [
  ...readFileSync(join(types, "dist-types/generated/Endpoints.d.ts"), "utf8").matchAll(/^ {4}"([A-Z]+ [^"]+)": /gm),
].map(([, route]) => route as string);
const UPLOAD = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";

describe("the routes octokit publishes (docs/rules.md#placing-parameters)", () => {
  it("are read from @octokit/types, the upload route among them", () => {
    expect(routes.length).toBeGreaterThan(1000);
    expect(routes).toContain(UPLOAD);
  });

  it("each builds with its path parameters, on the base URL, the head left to baseUrl", () => {
    const baseUrl = "https://ghe.example/api/v3";
    for (const route of routes) {
      const [method, url] = route.split(" ") as [string, string];
      const params: Record<string, string> = {};
      for (const name of placeholders(url).required) params[name] = "v";
      const built = endpoint(route, { baseUrl, ...params });
      expect(built.method).toBe(method.toLowerCase());
      expect(built.url.startsWith(`${baseUrl}/`)).toBe(true);
    }
  });

  it("sends the upload route to the base URL given, as octokit does, when {origin} has no value", () => {
    const options = { baseUrl: "https://uploads.github.com", owner: "o", repo: "r", release_id: 1, name: "a.zip" };
    expect(endpoint(UPLOAD, options).url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip");
  });

  it("refuses a value for {origin}, which would be encoded into a path segment, and says what to write", () => {
    const error = thrown(() =>
      endpoint(UPLOAD, { origin: "https://uploads.github.com", owner: "o", repo: "r", release_id: 1 }),
    );
    expect(error.code).toBe("ERR_PARAMETER_AT_HEAD");
    expect(error.message).toContain("{+origin}");
    expect(error.message).toContain("baseUrl");
    expect(error.message).not.toContain("uploads.github.com");
  });

  it("lets {+origin} start the URL with its value", () => {
    const route = UPLOAD.replace("{origin}", "{+origin}");
    expect(endpoint(route, { origin: "https://uploads.github.com", owner: "o", repo: "r", release_id: 1 }).url).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets",
    );
  });

  it("judges every simple expression a route starts with as the head, not one after a literal", () => {
    expect(thrown(() => endpoint("GET {a}{b}/x", { b: "v" })).code).toBe("ERR_PARAMETER_AT_HEAD");
    expect(endpoint("GET {a}{b}/x", { baseUrl: "https://h" }).url).toBe("https://h/x");
    expect(endpoint("POST urn:isbn:{id}", { id: 1, baseUrl: "" }).url).toBe("urn:isbn:1");
  });
});
