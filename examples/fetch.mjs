// Sends one request with Node's global fetch: endpoint() builds it, toFetch() hands it over.
// Usage: node examples/fetch.mjs <base-url>   or   ENDPOINT_BASE_URL=<base-url> node examples/fetch.mjs
// e.g. https://api.github.com with GITHUB_TOKEN set, or any server you want to see the request on.
import { endpoint } from "@scope/endpoint-core";
import { toFetch } from "@scope/endpoint-fetch";

const baseUrl = process.argv[2] ?? process.env.ENDPOINT_BASE_URL;
if (!baseUrl) {
  console.error("usage: node examples/fetch.mjs <base-url>   (or set ENDPOINT_BASE_URL)");
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

const response = await fetch(...toFetch(options));
console.log(response.status, await response.text());
