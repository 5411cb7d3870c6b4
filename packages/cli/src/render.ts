/** @module render: `--to TARGET`, each built from its adapter's own output, so it is always what the adapter sends. */
import type { RequestOptions } from "@scope/endpoint-core";
import type { Target } from "./args.ts";
import { renderAxios, renderFetch, renderGot, renderKy, renderUndici } from "./render-code.ts";
import { renderCurl, renderHttp } from "./render-wire.ts";

// Each target loads only its own adapter: the undici adapter loads undici at run time (for its
// FormData), the others import their client's types only and load no client at all.
const RENDERERS: Record<Target, (options: RequestOptions) => Promise<string>> = {
  json: async (options) => `${JSON.stringify(options, null, 2)}\n`,
  curl: async (options) => renderCurl((await import("@scope/endpoint-fetch")).toFetch(options)),
  http: async (options) => renderHttp((await import("@scope/endpoint-fetch")).toFetch(options)),
  fetch: async (options) => renderFetch((await import("@scope/endpoint-fetch")).toFetch(options)),
  axios: async (options) => renderAxios((await import("@scope/endpoint-axios")).toAxios(options)),
  ky: async (options) => renderKy((await import("@scope/endpoint-ky")).toKy(options)),
  got: async (options) => renderGot((await import("@scope/endpoint-got")).toGot(options)),
  undici: async (options) => renderUndici((await import("@scope/endpoint-undici")).toUndici(options)),
};

/**
 * Prints `endpoint()` output as `target`: JSON, a curl command, raw HTTP or a client snippet.
 * @example
 * await render("curl", endpoint("GET /orgs/{org}/repos", { org: "octokit" }));
 * // "curl --request GET https://api.github.com/orgs/octokit/repos \\\n  --header 'accept: application/vnd.github.v3+json' ..."
 */
export function render(target: Target, options: RequestOptions): Promise<string> {
  return RENDERERS[target](options);
}
