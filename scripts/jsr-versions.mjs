// `npm run version-packages`, after `changeset version`: each jsr.json takes the version its package.json
// now has, since JSR reads jsr.json and npm reads package.json (matrix/runtimes/jsr.test.ts checks they match).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

for (const folder of readdirSync("packages")) {
  const path = `packages/${folder}/jsr.json`;
  if (!existsSync(path)) continue;
  const jsr = JSON.parse(readFileSync(path, "utf8"));
  const { version } = JSON.parse(readFileSync(`packages/${folder}/package.json`, "utf8"));
  if (jsr.version !== version) writeFileSync(path, `${JSON.stringify({ ...jsr, version }, null, 2)}\n`);
}
