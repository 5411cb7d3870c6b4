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

// what a call may set besides params, body and styles: no GitHub media types, query serializer or file paths
const CALL_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["method", "url", "baseUrl", "headers", "request"]);
const CONFIG_KEYS = ["baseUrl", "headers", "request", "styles"];

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
    optionKeys: CALL_KEYS,
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
  return ((route: unknown, call?: unknown) =>
    buildRequest(mergeCall(level, routed, route, call, dialect))) as AnyApiEndpoint<Paths>;
}
