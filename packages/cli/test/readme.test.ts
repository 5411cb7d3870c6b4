import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "@scope/endpoint-cli";
import { README_FILES as readmeFiles, withReadmeFiles as withFixtures } from "./readme-files.ts";

// Each ```sh block of the README that runs `endpoint` is followed by the block it prints: the
// command is split into words by /bin/sh itself, run, and its output compared with the README.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const blocks = [...readme.matchAll(/```(\w+)\n([^]*?)```/g)].map(([, lang, body]) => ({ lang: lang!, body: body! }));
const examples = blocks.flatMap((block, i) =>
  block.lang === "sh" && block.body.startsWith("endpoint ") ? [[block.body.trim(), blocks[i + 1]!.body] as const] : [],
);

/** The README shows the version at the time of writing; the output has the current one. */
const anyVersion = (text: string): string => text.replace(/scope-endpoint\.js\/[\w.-]+/g, "scope-endpoint.js/VERSION");

// the root README's "Try it" shows a `$ endpoint ...` line and what it prints, as the demo does
const rootReadme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const transcripts = [...rootReadme.matchAll(/```text\n\$ (endpoint [^\n]*)\n([^]*?)```/g)].map(
  ([, command, output]) => [command!, output!] as const,
);

// the root README's `npx endpoint ...` lines, after `npm ci && npm run demo`: npx finds the bin npm ci
// linked into node_modules/.bin (a committed file, loading the build)
const repository = fileURLToPath(new URL("../../..", import.meta.url));
const npxLines = [...rootReadme.matchAll(/^npx (endpoint [^\n#]*)/gm)].map(([, command]) => command!.trim());

describe("README examples", () => {
  it("has examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it("has the root README's transcript", () => {
    expect(transcripts).toHaveLength(1);
  });

  it.each([...examples, ...transcripts])("%s", async (command, expected) => {
    const argv = execFileSync("sh", ["-c", `endpoint() { printf '%s\\0' "$@"; }\n${command}`], { encoding: "utf8" })
      .split("\0")
      .slice(0, -1);
    let out = "";
    await run(withFixtures(argv), {
      stdout: (t) => (out += t),
      stderr: (t) => (out += t),
      stdin: async () => new Uint8Array(),
    });
    expect(anyVersion(out.replaceAll("\r\n", "\n")).trimEnd()).toBe(anyVersion(expected).trimEnd());
  });

  it("shows pets.yaml as it is in test/fixtures/readme, and styles.json as the command prints it for pets.yaml", async () => {
    const shown = /```yaml\n# pets\.yaml\n([^]*?)```/.exec(readme)?.[1];
    expect(shown).toBe(readFileSync(`${readmeFiles}pets.yaml`, "utf8"));
    let printed = "";
    const io = {
      stdout: (t: string) => (printed += t),
      stderr: (t: string) => (printed += t),
      stdin: async () => new Uint8Array(),
    };
    await run(["openapi", "styles", `${readmeFiles}pets.yaml`], io);
    expect(readFileSync(`${readmeFiles}styles.json`, "utf8")).toBe(printed);
  });

  it("has the root README's npx line", () => {
    expect(npxLines.length).toBeGreaterThanOrEqual(1);
  });

  it.each(npxLines)("npx %s, in the clone, prints what the command prints", async (command) => {
    const argv = execFileSync("sh", ["-c", `endpoint() { printf '%s\\0' "$@"; }\n${command}`], { encoding: "utf8" })
      .split("\0")
      .slice(0, -1);
    let expected = "";
    await run(argv, {
      stdout: (t) => (expected += t),
      stderr: (t) => (expected += t),
      stdin: async () => new Uint8Array(),
    });
    const linked = execFileSync("sh", ["-c", `npx --no-install ${command}`], {
      cwd: repository,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    expect(anyVersion(linked)).toBe(anyVersion(expected));
  });
});
