/** @module render: `--to TARGET`, each built from its adapter's own output, so it is always what the adapter sends. */
import type { RequestOptions } from "@scope/endpoint-core";
import type { Target } from "./args.ts";
import { CliError } from "./cli-error.ts";
import { visible } from "./hidden.ts";
import { renderAxios, renderFetch, renderGot, renderKy, renderUndici } from "./render-code.ts";
import { renderCurl, renderHttp } from "./render-wire.ts";

// Each target loads only its own adapter: the undici adapter loads undici at run time (for its
// FormData), the others import their client's types only and load no client at all.
const RENDERERS: Record<Target, (options: RequestOptions, source: BodySource) => Promise<string>> = {
  json: async (options) => renderJson(options),
  curl: async (options, { bodyFile }) => renderCurl((await import("@scope/endpoint-fetch")).toFetch(options), bodyFile),
  http: async (options) => renderHttp((await import("@scope/endpoint-fetch")).toFetch(options)),
  fetch: async (options) => renderFetch((await import("@scope/endpoint-fetch")).toFetch(options)),
  axios: async (options) => renderAxios((await import("@scope/endpoint-axios")).toAxios(options)),
  ky: async (options) => renderKy((await import("@scope/endpoint-ky")).toKy(options)),
  got: async (options) => renderGot((await import("@scope/endpoint-got")).toGot(options)),
  undici: async (options) => renderUndici((await import("@scope/endpoint-undici")).toUndici(options)),
};

/** Where the body came from, for targets that can read it themselves. */
export interface BodySource {
  /** The file `--data @FILE` read: curl sends it with `--data-binary @FILE`. */
  bodyFile?: string | undefined;
}

function renderJson(options: RequestOptions): string {
  if (options.body instanceof Uint8Array) throw new CliError("ERR_RENDER", "--to json prints a text body only; this one is not UTF-8 (use --to curl or a snippet)");
  return `${visible(JSON.stringify(options, null, 2))}\n`;
}

/**
 * Prints `endpoint()` output as `target`: JSON, a curl command, raw HTTP or a client snippet.
 * @example
 * await render("curl", endpoint("GET /orgs/{org}/repos", { org: "octokit" }));
 * // "curl --request GET --url https://api.github.com/orgs/octokit/repos \\\n  --header 'accept: application/vnd.github.v3+json' ..."
 */
export function render(target: Target, options: RequestOptions, source: BodySource = {}): Promise<string> {
  return RENDERERS[target](options, source);
}
