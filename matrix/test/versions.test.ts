// What the matrix leg claims to test, checked through the clients themselves, not only their package.json:
// each import below goes through the same aliases as the adapters' contract tests.
import ky from "ky";
import { FormData as UndiciFormData } from "undici";
import { describe, expect, it } from "vitest";
import { endpoint } from "@scope/endpoint-core";
import { MSW_INTERCEPTS_UNDICI, MSW_MAJOR } from "@scope/endpoint-contract";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";
import matrix from "../package.json";

const expected = JSON.parse(process.env.MATRIX_EXPECTED ?? "{}") as Record<string, string>;
const pinned = (name: keyof typeof matrix.dependencies): string => matrix.dependencies[name].replace(/^npm:[^@]+@/, "");

describe(`Node ${process.versions.node}`, () => {
  it("runs on the Node binary of matrix/package.json for this leg", () => {
    const major = process.versions.node.split(".")[0] as "22" | "24" | "26";
    expect(process.versions.node).toBe(pinned(`node${major}`));
  });

  it("resolves the latest client majors pinned in matrix/package.json", () => {
    expect(expected).toMatchObject({ ky: pinned("ky"), undici: pinned("undici"), msw: pinned("msw") });
    expect(MSW_MAJOR).toBe(3);
    expect(MSW_INTERCEPTS_UNDICI).toBe(true);
  });

  it("ky 2: the adapter sets no prefixUrl, the option ky 2 renamed and now refuses", () => {
    const [, options] = toKy(endpoint("GET /orgs/{org}/repos", { org: "octokit" }));
    expect(options).not.toHaveProperty("prefixUrl");
    expect(() => ky("http://127.0.0.1:9/", { prefixUrl: "http://127.0.0.1:9" } as never)).toThrow(/renamed `prefix`/);
  });

  it("undici 8: the adapter copies a global FormData into the undici it runs against", () => {
    const form = new FormData();
    form.append("a", "1");
    const [, options] = toUndici(endpoint("POST /upload", { data: form }));
    expect(options.body).toBeInstanceOf(UndiciFormData);
  });
});
