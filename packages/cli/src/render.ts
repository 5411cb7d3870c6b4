/** @module render: `--to TARGET`, each built from its adapter's own output, so it is always what the adapter sends. */
import type { RequestOptions } from "@scope/endpoint-core";
import type { Target } from "./args.ts";
import { CliError } from "./cli-error.ts";
import { checkHeaders } from "./client-headers.ts";
import { visible } from "./hidden.ts";
import { renderAxios, renderFetch, renderGot, renderKy, renderUndici } from "./render-code.ts";
import { Source, type BodyFile } from "./js-literal.ts";
import { renderCurl, renderHttp } from "./render-wire.ts";

/**
 * The adapter's client options with `signal` as a snippet writes it. With `request.timeout` the
 * adapter's `signal` is a getter making a new timer signal on each read (docs/rules.md#timeouts-and-signals):
 * the snippet makes the same, `AbortSignal.timeout(ms)`, when it runs. A `request.signal` is a live
 * object no snippet can hold.
 */
function snippetSignal<T extends object>(request: RequestOptions["request"], target: T): T {
  if (request?.signal !== undefined)
    throw new CliError(
      "ERR_RENDER",
      "a snippet cannot hold request.signal (a live AbortSignal); give request.timeout for a deadline",
    );
  if (request?.timeout === undefined) return target;
  return Object.defineProperty(target, "signal", {
    value: new Source(`AbortSignal.timeout(${request.timeout})`),
    enumerable: true,
  });
}

// Each target loads only its own adapter: the undici adapter loads undici at run time (for its
// FormData), the others import their client's types only and load no client at all.
const RENDERERS: Record<
  Target,
  (options: RequestOptions, file: BodyFile | undefined, path: string | undefined) => Promise<string>
> = {
  json: async (options) => renderJson(options),
  curl: async (options, _, path) =>
    renderCurl((await import("@scope/endpoint-fetch")).toFetch(options), path, options.request?.timeout),
  http: async (options) => renderHttp((await import("@scope/endpoint-fetch")).toFetch(options)),
  fetch: async (options, file) => {
    const [url, init] = (await import("@scope/endpoint-fetch")).toFetch(options);
    return renderFetch([url, snippetSignal(options.request, init)], file);
  },
  axios: async (options, file) =>
    renderAxios(snippetSignal(options.request, (await import("@scope/endpoint-axios")).toAxios(options)), file),
  ky: async (options, file) => {
    const [url, init] = (await import("@scope/endpoint-ky")).toKy(options);
    return renderKy([url, snippetSignal(options.request, init)], file);
  },
  got: async (options, file) => {
    const [url, init] = (await import("@scope/endpoint-got")).toGot(options);
    return renderGot([url, snippetSignal(options.request, init)], file);
  },
  undici: async (options, file) => {
    const [url, init] = (await import("@scope/endpoint-undici")).toUndici(options);
    return renderUndici([url, snippetSignal(options.request, init)], file);
  },
};

/** Where the body came from, for targets that can read it themselves. */
export interface BodySource {
  /** The file `--data @FILE` read: curl sends it with `--data-binary @FILE`, a snippet reads it when it runs if it is not text. */
  bodyFile?: string | undefined;
}

function renderJson(options: RequestOptions): string {
  // a multipart body's bytes are the client's, boundary included: JSON would show `{}`
  if (options.body instanceof FormData)
    throw new CliError(
      "ERR_RENDER",
      "--to json prints a text body only; this one is multipart (FormData), which the client writes: use a snippet (--to fetch, axios, undici, ky or got)",
    );
  if (options.body instanceof Uint8Array)
    throw new CliError(
      "ERR_RENDER",
      "--to json prints a text body only; this one is not UTF-8 (use --to curl or a snippet)",
    );
  return `${visible(JSON.stringify(options, null, 2))}\n`;
}

/**
 * Prints `endpoint()` output as `target`: JSON, a curl command, raw HTTP or a client snippet.
 * @example
 * await render("curl", endpoint("GET /orgs/{org}/repos", { org: "octokit" }));
 * // "curl --request GET --url https://api.github.com/orgs/octokit/repos \\\n  --header 'accept: application/vnd.github.v3+json' ..."
 */
export async function render(target: Target, options: RequestOptions, { bodyFile }: BodySource = {}): Promise<string> {
  // a text body stays a string in snippets: clients label a string and bytes differently
  const file =
    bodyFile !== undefined && options.body instanceof Uint8Array ? { path: bodyFile, bytes: options.body } : undefined;
  checkHeaders(target, options.headers);
  return RENDERERS[target](options, file, bodyFile);
}
