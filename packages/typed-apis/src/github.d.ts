// GitHub's description as @octokit/openapi-types (pinned in package.json) exports it, for tests
// outside this package that would otherwise resolve whatever version a dependency hoisted
export type { paths } from "@octokit/openapi-types";
