/** Types for github-operations.mjs, which the typed-API tests import. */
export interface GitHubOperation {
  /** `GET /repos/{owner}/{repo}`. */
  route: string;
  /** Values for its required path parameters. */
  path: Record<string, string | number>;
  /** Values for its required query parameters. */
  query: Record<string, string | number>;
  /** Both, as the flat form takes them. */
  params: Record<string, string | number>;
}
export function githubGetOperations(typesPath: string): GitHubOperation[];
