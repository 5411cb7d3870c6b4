// Sends one request with undici: endpoint() builds it, toUndici() hands it over.
// Usage: node examples/undici.mjs <base-url>   or   ENDPOINT_BASE_URL=<base-url> node examples/undici.mjs
// e.g. https://api.github.com with GITHUB_TOKEN set, or any server you want to see the request on.
import { request } from "undici";
import { endpoint } from "@scope/endpoint-core";
import { toUndici } from "@scope/endpoint-undici";

const baseUrl = process.argv[2] ?? process.env.ENDPOINT_BASE_URL;
if (!baseUrl) {
  console.error("usage: node examples/undici.mjs <base-url>   (or set ENDPOINT_BASE_URL)");
  process.exit(2);
}
const token = process.env.GITHUB_TOKEN;

const options = endpoint("POST /repos/{owner}/{repo}/issues", {
  baseUrl,
  owner: "octocat",
  repo: "hello-world",
  title: "Found a bug",
  labels: ["bug"],
  headers: token ? { authorization: `token ${token}` } : {},
});

const { statusCode, body } = await request(...toUndici(options));
console.log(statusCode, await body.text());
