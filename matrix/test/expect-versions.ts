// Runs before every test file of the matrix leg: the runtime and each client the file can import
// must be the versions matrix/vitest.config.mts put in MATRIX_EXPECTED, or the file fails at once.
// Each package.json is imported through the same specifier the tests use, so the aliases are what is checked.
import { expect } from "vitest";

const expected = JSON.parse(process.env.MATRIX_EXPECTED ?? "{}") as Record<string, string>;
const manifests: Record<string, () => Promise<{ default: { version: string } }>> = {
  ky: () => import("ky/package.json"),
  got: () => import("got/package.json"),
  undici: () => import("undici/package.json"),
  msw: () => import("msw/package.json"),
  "@mswjs/interceptors": () => import("@mswjs/interceptors/package.json"),
};

const actual: Record<string, string> = { node: process.versions.node };
for (const [name, load] of Object.entries(manifests)) actual[name] = (await load()).default.version;
expect(actual, "the matrix leg resolves the runtime and clients it names").toEqual(expected);
