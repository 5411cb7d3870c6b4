// `npm run demo`: the spec's three example routes through the `endpoint` command, as JSON and as a
// curl command. Nothing is sent anywhere: the CLI only prints.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../packages/cli/dist/bin.cjs", import.meta.url));

const routes = [
  ["GET /orgs/{org}/repos", "org=octokit", "type=private", "-H", "authorization: token <ACCESS_TOKEN>"],
  ["POST /markdown/raw", "--data", "Hello world github/linguist#1 **cool**, and #1!", "-H", "content-type: text/plain; charset=utf-8"],
  [
    "POST https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}",
    "name=example.zip",
    "label=short description",
    "--data",
    "Hello, world!",
    "-H",
    "content-type: text/plain",
  ],
];

/** Shows an argument as a POSIX shell would need it typed. */
const quote = (word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

function endpoint(args) {
  console.log(`\n$ endpoint ${args.map(quote).join(" ")}`);
  process.stdout.write(execFileSync(process.execPath, [bin, ...args], { encoding: "utf8" }));
}

for (const args of routes) {
  endpoint(args);
  endpoint([...args, "--to", "curl"]);
}
console.log(`
Also: --to fetch | axios | ky | got | undici | http, and endpoint --help (npx endpoint after a build).`);
