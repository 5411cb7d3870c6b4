// `npm run demo`: the spec's three example routes through endpoint(), and what each adapter makes of them.
// Pure conversion: nothing is sent anywhere.
import { endpoint } from "@scope/endpoint-core";
import { toAxios } from "@scope/endpoint-axios";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";

const routes = [
  ["GET /orgs/{org}/repos", { org: "octokit", type: "private", headers: { authorization: "token <ACCESS_TOKEN>" } }],
  [
    "POST /markdown/raw",
    { data: "Hello world github/linguist#1 **cool**, and #1!", headers: { "content-type": "text/plain; charset=utf-8" } },
  ],
  [
    "POST https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}",
    { name: "example.zip", label: "short description", data: "Hello, world!", headers: { "content-type": "text/plain", "content-length": 13 } },
  ],
];

const adapters = { fetch: toFetch, axios: toAxios, undici: toUndici, ky: toKy, got: toGot };

function show(value) {
  return JSON.stringify(value, (_key, v) => (v instanceof AbortSignal ? "[AbortSignal]" : v), 2);
}

for (const [route, options] of routes) {
  console.log(`\nendpoint(${JSON.stringify(route)}, ${JSON.stringify(options)})`);
  const request = endpoint(route, options);
  console.log(show(request));
  for (const [name, adapt] of Object.entries(adapters)) {
    console.log(`  ${name}: ${show(adapt(request)).replace(/\n\s*/g, " ")}`);
  }
}
