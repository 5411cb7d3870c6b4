import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What `npm publish` would ship, per public package: dist, README, LICENSE and package.json only
// (no src, tests or configs), plus the metadata every published package carries. The CLI adds its
// committed bin, which loads dist (so `npx endpoint` works in a fresh clone once it is built).
const EXTRA: Record<string, string[]> = { cli: ["bin/endpoint.cjs"] };
const root = fileURLToPath(new URL("../../..", import.meta.url));
const PUBLIC = ["core", "adapter-fetch", "adapter-axios", "adapter-undici", "adapter-ky", "adapter-got", "cli"];

interface Packed {
  name: string;
  files: { path: string }[];
}
const packed = JSON.parse(
  execFileSync(
    "npm",
    ["pack", "--dry-run", "--json", "--ignore-scripts", ...PUBLIC.flatMap((dir) => ["--workspace", `packages/${dir}`])],
    { cwd: root, encoding: "utf8" },
  ),
) as Packed[];

describe.each(PUBLIC)("packages/%s", (dir) => {
  const manifest = JSON.parse(readFileSync(`${root}/packages/${dir}/package.json`, "utf8")) as Record<string, unknown>;

  it("packs dist, README.md, LICENSE and package.json, and nothing else", () => {
    const files = packed.find(({ name }) => name === manifest.name)!.files.map(({ path }) => path);
    expect(files.filter((path) => !path.startsWith("dist/")).sort()).toStrictEqual(
      ["LICENSE", "README.md", ...(EXTRA[dir] ?? []), "package.json"].sort(),
    );
    expect(files).toContain("dist/index.mjs");
    expect(files).toContain("dist/index.cjs");
    expect(files).toContain("dist/index.d.mts");
    expect(files).toContain("dist/index.d.cts");
    expect(files.filter((path) => /\.(ts|tsx)$/.test(path) && !/\.d\.[cm]ts$/.test(path))).toStrictEqual([]);
  });

  it("is MIT licensed and names its engines, repository, keywords and side effects", () => {
    expect(manifest).toMatchObject({
      license: "MIT",
      engines: { node: expect.any(String) },
      repository: { type: "git", url: "git+https://example.invalid/scope/endpoint.git", directory: `packages/${dir}` },
      keywords: expect.arrayContaining(["endpoint"]),
      sideEffects: false,
    });
    expect(readFileSync(`${root}/packages/${dir}/LICENSE`, "utf8")).toMatch(/^MIT License/);
  });
});
