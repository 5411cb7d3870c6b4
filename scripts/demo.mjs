// `npm run demo`: four example routes (a query, a raw text body, an upload to an absolute URL, and
// another API than GitHub's, its parameters grouped) through the `endpoint` command: the request
// options as JSON, then what each adapter makes of them, then curl.
// Nothing is sent anywhere: the CLI only prints.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../packages/cli/dist/bin.cjs", import.meta.url));

const routes = [
  ["GET /orgs/{org}/repos", "org=octokit", "type=private", "-H", "authorization: token <ACCESS_TOKEN>"],
  [
    "POST /markdown/raw",
    "--data",
    "Hello world github/linguist#1 **cool**, and #1!",
    "-H",
    "content-type: text/plain; charset=utf-8",
  ],
  [
    "POST https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}",
    "name=example.zip",
    "label=short description",
    "--data",
    "Hello, world!",
    "-H",
    "content-type: text/plain",
  ],
  // any OpenAPI-described API: a query parameter named url stays one, lists are form-exploded
  [
    "--openapi",
    "GET /pets/{petId}",
    "--base-url",
    "https://pets.example/v1",
    "--path",
    "petId:=7",
    "--query",
    'tags:=["a","b"]',
    "--query",
    "url=https://example.com/a?b=1",
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
  for (const target of ["fetch", "axios", "undici", "ky", "got", "curl"]) endpoint([...args, "--to", target]);
}
console.log(`
Also: --to http (the raw HTTP/1.1 request), and endpoint --help (npx endpoint after a build).`);
