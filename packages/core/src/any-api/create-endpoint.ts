/**
 * @module create-endpoint: the neutral entry, an `endpoint` for any API that speaks OpenAPI's
 * dialect (docs/rules.md#any-api). It runs the same two stages as `endpoint`, with this dialect.
 */
import { memoize } from "../cache.ts";
import { EndpointError, invalidOption, quote } from "../errors.ts";
import { childLevel, preparedLevel, rootLevel, withRoute } from "../merge/level.ts";
import { mergeCall } from "../merge/merge-call.ts";
import type { Dialect } from "../merge/merged.ts";
import { buildRequest } from "../parse/build-request.ts";
import { isPlainObject, own } from "../plain-object.ts";
import type { AnyApiConfig, AnyApiEndpoint, StyleTable } from "../types/any-api.ts";
import type { MergedOptions } from "../types/options.ts";
import { compileOpenApiPath } from "./path-template.ts";
import { openApiQuery } from "./query.ts";
import { checkOperationStyles, checkStyleTable, layStyles } from "./styles.ts";

const CONFIG_KEYS = ["baseUrl", "headers", "request", "styles"];

/**
 * What a call may set besides params, body and styles (docs/rules.md#any-api): `headers` and
 * `request`, and in the options form (`api({ method, url })`) its method and URL. No GitHub media
 * types, query serializer or file paths; a key that belongs to the route or the config throws
 * where it belongs, so options built from user input cannot move a request.
 */
const callKeys = (keys: readonly string[]): Dialect["optionKeys"] => ({
  has(key) {
    if (keys.includes(key)) return true;
    if (["baseUrl", "method", "url"].includes(key))
      throw new EndpointError(
        "ERR_OPTIONS_INVALID",
        `${quote(key)}: not an option of a call on createEndpoint (${
          key === "baseUrl"
            ? "the entry's config holds the base: createEndpoint({ baseUrl })"
            : "the route says the method and the path"
        })`,
      );
    return false;
  },
});

/**
 * Makes an `endpoint` for any API described by OpenAPI: parameters grouped by where they go, OpenAPI
 * path templating and each parameter in its declared style, with no GitHub default.
 * @example
 * const api = createEndpoint({ baseUrl: "https://api.example.com/v1" });
 * api("GET /pets/{id}", { params: { path: { id: 7 }, query: { tags: ["a", "b"] } } })
 * // { method: "get", url: "https://api.example.com/v1/pets/7?tags=a&tags=b", headers: {} }
 */
export function createEndpoint<Paths = unknown>(config?: AnyApiConfig): AnyApiEndpoint<Paths> {
  if (config !== undefined && !isPlainObject(config)) throw invalidOption("createEndpoint()", config, "a plain object");
  const given: Record<string, unknown> = {};
  for (const key of Object.keys(config ?? {})) {
    if (!CONFIG_KEYS.includes(key))
      throw new EndpointError(
        "ERR_OPTIONS_INVALID",
        `createEndpoint(): ${quote(key)} is not ${CONFIG_KEYS.join(", ")}`,
      );
    given[key] = (config as Record<string, unknown>)[key];
  }
  const { styles, ...options } = given;
  const table: StyleTable = styles === undefined ? {} : checkStyleTable(styles);
  const dialect: Dialect = {
    optionKeys: callKeys(["headers", "request"]),
    // the table's key: the method as the description writes it, uppercase, and the path as written
    styles: ({ method, url }, call) =>
      layStyles(
        own(table, `${String(method).toUpperCase()} ${String(url)}`) as StyleTable[string] | undefined,
        call === undefined ? undefined : checkOperationStyles("styles", call),
      ),
    compile: compileOpenApiPath,
    query: openApiQuery,
  };
  const level = preparedLevel(
    childLevel(rootLevel({ method: "GET", baseUrl: "", headers: {} } as unknown as MergedOptions), options),
  );
  const routed = memoize((route) => withRoute(level, route));
  // the options form names its method and URL itself; the route form's are the route's
  const optionsForm: Dialect = { ...dialect, optionKeys: callKeys(["headers", "request", "method", "url"]) };
  return ((route: unknown, call?: unknown) =>
    buildRequest(
      mergeCall(level, routed, route, call, typeof route === "string" ? dialect : optionsForm),
    )) as AnyApiEndpoint<Paths>;
}
