// Runs in two projects of the matrix leg, one with got 15 and one with got 16 (matrix/vitest.config.mts).
import got from "got";
import { describe, expect, it } from "vitest";
import { endpoint } from "@scope/endpoint-core";
import { toGot } from "@scope/endpoint-got";

const expected = JSON.parse(process.env.MATRIX_EXPECTED ?? "{}") as Record<string, string>;
const gotMajor = Number(expected.got?.split(".")[0]);

describe(`got ${expected.got}`, () => {
  it(`is got ${gotMajor}, which takes the adapter's [url, options] and refuses url inside the options (got 16)`, async () => {
    const [url, options] = toGot(endpoint("GET /orgs/{org}/repos", { org: "octokit" }));
    expect(url).toBe("https://api.github.com/orgs/octokit/repos");
    expect(options).not.toHaveProperty("url");
    const withUrlInside = () => got({ ...options, url } as never);
    if (gotMajor >= 16)
      expect(withUrlInside).toThrow(
        new TypeError("The `url` option is not supported in options objects. Pass it as the first argument instead."),
      );
    expect((await import("got/package.json")).default.version).toBe(expected.got);
  });
});
