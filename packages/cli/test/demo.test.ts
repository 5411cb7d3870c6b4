import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `npm run demo` is half of the README's quick start: its script must keep running and show the
// three routes (a query, a raw body, an upload) through every adapter (npm test builds the CLI before this runs).
const script = fileURLToPath(new URL("../../../scripts/demo.mjs", import.meta.url));

describe("npm run demo (scripts/demo.mjs)", () => {
  const output = execFileSync(process.execPath, [script], { encoding: "utf8" });

  it.each(["GET /orgs/{org}/repos", "POST /markdown/raw", "assets{?name,label}"])("shows %s", (route) => {
    expect(output).toContain(route);
  });

  it("shows each route as JSON and through fetch, axios, undici, ky, got and curl", () => {
    expect(output.match(/^\$ endpoint /gm)).toHaveLength(21);
    for (const snippet of [
      '"method": "post"',
      "await fetch(",
      "axios.request(",
      'from "undici"',
      "await ky(",
      "await got(",
      "curl --request POST",
    ]) {
      expect(output).toContain(snippet);
    }
  });
});
