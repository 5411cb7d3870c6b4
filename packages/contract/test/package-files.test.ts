import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { posix } from "node:path";
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

/** Every file git tracks, from the repository root. */
const tracked = new Set(execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0"));

/** A Markdown text without its fenced code blocks. */
const withoutFences = (text: string): string => text.replace(/^```[^]*?^```$/gm, "");

/** The anchors of a Markdown text's headings, as GitHub and npm make them (a repeated one gets `-1`, ...). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of withoutFences(text).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replaceAll(" ", "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/**
 * The link targets of a Markdown text (inline links and images, reference definitions, HTML `href` and
 * `src`; none in code), and the reference labels it uses without defining them.
 */
function links(text: string): { targets: string[]; undefinedLabels: string[] } {
  const prose = withoutFences(text).replace(/``[^]*?``|`[^`\n]*`/g, "");
  const definitions = new Map(
    [...prose.matchAll(/^ {0,3}\[([^\]]+)\]: *<?([^\s>]+)>?/gm)].map(([, label, target]) => [
      label!.toLowerCase(),
      target!,
    ]),
  );
  const inline = [...prose.matchAll(/\]\( *<?([^\s)>]+)>?(?: +["'(][^)]*)?\)/g)].map(([, target]) => target!);
  const html = [...prose.matchAll(/\b(?:href|src) *= *["']([^"']+)["']/g)].map(([, target]) => target!);
  const used = [...prose.matchAll(/\]\[([^\]]+)\]/g)].map(([, label]) => label!.toLowerCase());
  return {
    targets: [...inline, ...html, ...definitions.values()],
    undefinedLabels: used.filter((label) => !definitions.has(label)),
  };
}

const readmeOf = (dir: string): string => readFileSync(`${root}/packages/${dir}/README.md`, "utf8");
const manifestOf = (dir: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${root}/packages/${dir}/package.json`, "utf8")) as Record<string, unknown>;
/** The repository's web address from package.json (`git+https://host/owner/name.git`: `https://host/owner/name`). */
const repositoryOf = (manifest: Record<string, unknown>): string =>
  (manifest.repository as { url: string }).url.replace(/^git\+/, "").replace(/\.git$/, "");

describe.each(PUBLIC)("packages/%s", (dir) => {
  const manifest = manifestOf(dir);

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

  // npm shows README.md on the package's page and installs it alone in node_modules: a relative link
  // there reaches only what the package ships. A file of the repository is linked absolutely, at the
  // address package.json's repository names: <repository>/blob/main/<path>#heading.
  it("README.md links only to its own headings, to files the package ships, or absolutely", () => {
    const readme = readmeOf(dir);
    const files = packed.find(({ name }) => name === manifest.name)!.files.map(({ path }) => path);
    const repository = repositoryOf(manifest);
    const { targets, undefinedLabels } = links(readme);
    expect(undefinedLabels, "reference links without a definition").toStrictEqual([]);
    for (const target of targets) {
      const [address, anchor] = target.split("#") as [string, string | undefined];
      if (address === "") {
        expect(anchors(readme), `${target}: no such heading in the README`).toContain(anchor);
      } else if (address.startsWith(`${repository}/`)) {
        const path = /^\/(?:blob|tree)\/main\/(.+)$/.exec(address.slice(repository.length))?.[1];
        expect(path, `${target}: a link into the repository is <repository>/blob/main/<path>`).toBeDefined();
        expect(
          tracked.has(path!) || [...tracked].some((file) => file.startsWith(`${path}/`)),
          `${target}: no file of the repository`,
        ).toBe(true);
        if (anchor !== undefined && path!.endsWith(".md"))
          expect(anchors(readFileSync(`${root}/${path}`, "utf8")), `${target}: no such heading`).toContain(anchor);
      } else if (!/^[a-z][a-z\d+.-]*:/i.test(address)) {
        expect(files, `${target}: a relative link to a file npm pack leaves out`).toContain(
          posix.normalize(address.split("?")[0]!),
        );
      }
    }
  });
});

it("the READMEs link the repository at the address package.json names", () => {
  // moved in package.json but not in the READMEs, their links would pass as links to another site
  const count = PUBLIC.flatMap((dir) =>
    links(readmeOf(dir)).targets.filter((target) => target.startsWith(`${repositoryOf(manifestOf(dir))}/`)),
  ).length;
  expect(count).toBeGreaterThan(0);
});
