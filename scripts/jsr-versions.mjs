// `npm run version-packages`, after `changeset version`: each jsr.json takes the version its package.json
// now has, since JSR reads jsr.json and npm reads package.json (matrix/runtimes/jsr.test.ts checks they match),
// and so does the core's src/version.ts, since JSR serves that source unbuilt (packages/core/test/merge/defaults.test.ts
// and the Deno leg check it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

for (const folder of readdirSync("packages")) {
  const path = `packages/${folder}/jsr.json`;
  if (!existsSync(path)) continue;
  const jsr = JSON.parse(readFileSync(path, "utf8"));
  const { version } = JSON.parse(readFileSync(`packages/${folder}/package.json`, "utf8"));
  if (jsr.version !== version) writeFileSync(path, `${JSON.stringify({ ...jsr, version }, null, 2)}\n`);
}

// the two literals of packages/core/src/version.ts: VERSION and the user-agent
const versionFile = "packages/core/src/version.ts";
const { version } = JSON.parse(readFileSync("packages/core/package.json", "utf8"));
const source = readFileSync(versionFile, "utf8");
const literals = [
  /(export const VERSION: string = ")[^"]*(")/,
  /(export const USER_AGENT: string = "scope-endpoint\.js\/)[^"]*(")/,
];
let updated = source;
for (const literal of literals) {
  if (!literal.test(updated)) throw new Error(`${versionFile}: no ${literal}, so its version cannot be written`);
  updated = updated.replace(literal, `$1${version}$2`);
}
if (updated !== source) writeFileSync(versionFile, updated);
