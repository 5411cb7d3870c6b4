// Sends one request with axios: endpoint() builds it, toAxios() hands it over.
// Usage: node examples/axios.mjs <base-url>   or   ENDPOINT_BASE_URL=<base-url> node examples/axios.mjs
// e.g. https://api.github.com with GITHUB_TOKEN set, or any server you want to see the request on.
import axios from "axios";
import { endpoint } from "@scope/endpoint-core";
import { toAxios } from "@scope/endpoint-axios";

const baseUrl = process.argv[2] ?? process.env.ENDPOINT_BASE_URL;
if (!baseUrl) {
  console.error("usage: node examples/axios.mjs <base-url>   (or set ENDPOINT_BASE_URL)");
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

// axios rejects non-2xx answers by default; show them instead
const response = await axios.request({ ...toAxios(options), validateStatus: () => true });
console.log(response.status, JSON.stringify(response.data));
