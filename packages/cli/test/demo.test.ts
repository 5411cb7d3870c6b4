import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `npm run demo` is half of the README's quick start: its script must keep running and show the
// four routes (a query, a raw body, an upload, another API's grouped call) through every adapter (npm test builds the CLI before this runs).
const script = fileURLToPath(new URL("../../../scripts/demo.mjs", import.meta.url));

describe("npm run demo (scripts/demo.mjs)", () => {
  const output = execFileSync(process.execPath, [script], { encoding: "utf8" });

  it.each(["GET /orgs/{org}/repos", "POST /markdown/raw", "assets{?name,label}", "GET /pets/{petId}"])(
    "shows %s",
    (route) => {
      expect(output).toContain(route);
    },
  );

  it("shows each route as JSON and through fetch, axios, undici, ky, got and curl", () => {
    expect(output.match(/^\$ endpoint /gm)).toHaveLength(28);
    expect(output).toContain(
      '"url": "https://pets.example/v1/pets/7?tags=a&tags=b&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1"',
    );
    expect(output).toContain("createEndpoint(");
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
