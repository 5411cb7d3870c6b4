// Sends one request with got: endpoint() builds it, toGot() hands it over.
// Usage: node examples/got.mjs <base-url>   or   ENDPOINT_BASE_URL=<base-url> node examples/got.mjs
// e.g. https://api.github.com with GITHUB_TOKEN set, or any server you want to see the request on.
import got from "got";
import { endpoint } from "@scope/endpoint-core";
import { toGot } from "@scope/endpoint-got";

const baseUrl = process.argv[2] ?? process.env.ENDPOINT_BASE_URL;
if (!baseUrl) {
  console.error("usage: node examples/got.mjs <base-url>   (or set ENDPOINT_BASE_URL)");
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

// got throws on non-2xx answers by default; show them instead
const response = await got(...toGot(options)).catch((error) => error.response ?? Promise.reject(error));
console.log(response.statusCode, response.body);
