/**
 * @module scenarios: realistic GitHub REST calls, each run the same way through any `endpoint`
 * implementation (ours or `@octokit/endpoint`), so the two can be compared and timed side by side.
 * Arguments are built once, outside the timed call, as a caller holding its parameters would.
 */

const TOKEN = "token 0000000000000000000000000000000000000001";
const GHE = "https://github-enterprise.acme-inc.com/api/v3";

/**
 * Each scenario: a name and `prepare(endpoint)`, which does any setup (a `defaults()` chain) and
 * returns the call to time. `prepare` runs once per implementation.
 * @type {{ name: string, prepare: (endpoint: any) => () => any }[]}
 */
export const SCENARIOS = [
  {
    name: "GET path params",
    prepare: (endpoint) => () => endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }),
  },
  {
    name: "GET path + query",
    prepare: (endpoint) => () =>
      endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private", sort: "updated", per_page: 100, page: 2 }),
  },
  {
    name: "GET many query params",
    prepare: (endpoint) => {
      const options = {
        owner: "octokit",
        repo: "rest.js",
        milestone: "*",
        state: "open",
        assignee: "gr2m",
        creator: "octocat",
        labels: ["bug", "good first issue"],
        sort: "updated",
        direction: "desc",
        since: "2024-01-01T00:00:00Z",
        per_page: 100,
        page: 3,
      };
      return () => endpoint("GET /repos/{owner}/{repo}/issues", options);
    },
  },
  {
    name: "GET search q",
    prepare: (endpoint) => () =>
      endpoint("GET /search/issues", {
        q: "repo:octokit/rest.js is:open+label:bug author:gr2m",
        sort: "created",
        order: "asc",
        per_page: 50,
      }),
  },
  {
    name: "POST JSON body",
    prepare: (endpoint) => () =>
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octokit",
        repo: "rest.js",
        title: "Found a bug",
        body: "I'm having a problem with this.",
        assignees: ["octocat"],
        labels: ["bug"],
        milestone: 1,
      }),
  },
  {
    name: "POST nested JSON",
    prepare: (endpoint) => {
      const options = {
        owner: "octokit",
        repo: "rest.js",
        name: "lint",
        head_sha: "ce587453ced02b1526dfb4cb910479d431683101",
        status: "completed",
        conclusion: "failure",
        output: {
          title: "2 problems",
          summary: "Lint found 2 problems",
          annotations: [
            { path: "src/index.ts", start_line: 3, end_line: 3, annotation_level: "warning", message: "unused import" },
            {
              path: "src/merge.ts",
              start_line: 40,
              end_line: 41,
              annotation_level: "failure",
              message: "missing return type",
            },
          ],
        },
        actions: [{ label: "Fix", description: "Apply the fixes", identifier: "fix" }],
      };
      return () => endpoint("POST /repos/{owner}/{repo}/check-runs", options);
    },
  },
  {
    name: "PATCH JSON body",
    prepare: (endpoint) => () =>
      endpoint("PATCH /repos/{owner}/{repo}", {
        owner: "octokit",
        repo: "rest.js",
        description: "GitHub REST API client",
        homepage: "https://octokit.github.io/rest.js",
        private: false,
        has_issues: true,
      }),
  },
  {
    name: "PUT without body",
    prepare: (endpoint) => () => endpoint("PUT /user/starred/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }),
  },
  {
    name: "DELETE",
    prepare: (endpoint) => () =>
      endpoint("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
        owner: "octokit",
        repo: "rest.js",
        comment_id: 42,
      }),
  },
  {
    name: "markdown raw (data)",
    prepare: (endpoint) => () =>
      endpoint("POST /markdown/raw", {
        data: "Hello **world** from #123",
        headers: { "content-type": "text/plain; charset=utf-8" },
      }),
  },
  {
    name: "release asset upload",
    prepare: (endpoint) => () =>
      endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
        owner: "octocat",
        repo: "Hello-World",
        release_id: 1,
        name: "example.zip",
        label: "short description",
        headers: { "content-type": "text/plain", "content-length": 13 },
        data: "Hello, world!",
      }),
  },
  {
    name: "defaults() x3 + auth",
    prepare: (endpoint) => {
      const authed = endpoint.defaults({ headers: { authorization: TOKEN } });
      const enterprise = authed.defaults({ baseUrl: GHE, headers: { "user-agent": "my-app/1.2.3" } });
      const project = enterprise.defaults({ owner: "my-project", per_page: 100 });
      return () => project("GET /repos/{owner}/{repo}/pulls", { repo: "api", state: "open" });
    },
  },
  {
    name: "mediaType format",
    prepare: (endpoint) => () =>
      endpoint("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner: "octokit",
        repo: "rest.js",
        pull_number: 1347,
        mediaType: { format: "diff" },
      }),
  },
  {
    name: "mediaType previews",
    prepare: (endpoint) => {
      const preview = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
      return () =>
        preview("GET /repos/{owner}/{repo}/topics", {
          owner: "octokit",
          repo: "rest.js",
          mediaType: { previews: ["symmetra"], format: "raw" },
        });
    },
  },
  {
    name: ":name route",
    prepare: (endpoint) => () =>
      endpoint("GET /repos/:owner/:repo/contents/:path", {
        owner: "octokit",
        repo: "rest.js",
        path: "README.md",
        ref: "main",
      }),
  },
  {
    name: "unicode values",
    prepare: (endpoint) => () =>
      endpoint("GET /repos/{owner}/{repo}/contents/{path}", {
        owner: "octokit",
        repo: "rest.js",
        path: "docs/日本語 ファイル.md",
        ref: "fix/ünïcødé-😀",
      }),
  },
  {
    name: "options object + request",
    prepare: (endpoint) => {
      const request = { timeout: 5000 };
      return () =>
        endpoint({
          method: "GET",
          url: "/users/{username}",
          username: "octocat",
          headers: { "If-None-Match": 'W/"abc"' },
          request,
        });
    },
  },
  {
    name: "GraphQL query",
    prepare: (endpoint) => {
      const query =
        "query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues(first: 10) { nodes { title } } } }";
      return () => endpoint("POST /graphql", { query, variables: { owner: "octokit", name: "rest.js" } });
    },
  },
];

// what used() reads, kept where the optimiser cannot see it unused
// biome-ignore lint/correctness/noUnusedVariables: written so that each URL is read; never needed after
let urlCheck = 0;

/**
 * `call` with its result's URL read, as every client reads it before sending. V8 keeps a string
 * built from many pieces as a tree of them and copies it into one (flattens it) on first read; a
 * URL that nobody reads would leave that copy to whoever sends the request, outside the timing.
 * Both libraries are timed and weighed this way. Returns the result.
 */
export function used(call) {
  return () => {
    const result = call();
    urlCheck ^= result.url.charCodeAt(result.url.length >> 1);
    return result;
  };
}

/** One call that cycles through every scenario, for the mixed workload. */
export function mixed(calls) {
  let i = 0;
  return () => {
    const call = calls[i];
    i = i === calls.length - 1 ? 0 : i + 1;
    return call();
  };
}
