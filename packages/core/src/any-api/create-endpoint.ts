/**
 * @module create-endpoint: the neutral entry, an `endpoint` for any API that speaks OpenAPI's
 * dialect (docs/rules.md#any-api). It runs the same two stages as `endpoint`, with this dialect.
 */
import { memoize } from "../cache.ts";
import { invalidOption } from "../errors.ts";
import { childLevel, preparedLevel, rootLevel } from "../merge/level.ts";
import { mergeCall, readGroupedCall } from "../merge/merge-call.ts";
import { groupedRefusal } from "../merge/grouped.ts";
import { mergeOption } from "../merge/merge-rules.ts";
import type { Dialect } from "../dialect.ts";
import { noLeftovers } from "../parse/body.ts";
import { keepHeaders } from "../parse/build-request.ts";
import { readRoute } from "../template/route.ts";
import { isPlainObject } from "../plain-object.ts";
import type { AnyApiConfig, AnyApiEndpoint } from "../types/any-api.ts";
import type { MergedOptions } from "../types/options.ts";
import { compileOpenApiPath } from "./path-template.ts";
import { noQuerySettings, openApiQuery } from "./query.ts";
import { anyApiRequest } from "./request-body.ts";
import { knownKeys } from "./known-keys.ts";
import { checkStyleTable, tableStyles } from "./styles.ts";

const CONFIG_KEYS = ["baseUrl", "headers", "request", "styles"];

/**
 * What a call may set besides params, body and styles (docs/rules.md#any-api): `headers` and
 * `request`, and in the options form (`api({ method, url })`) its method and URL. No GitHub media
 * types, query serializer or file paths.
 */
const ROUTE_FORM_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["headers", "request"]);
const OPTIONS_FORM_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["headers", "request", "method", "url"]);

/**
 * A key that belongs to the route or the config is refused saying where it belongs, so options
 * built from user input cannot move a request.
 */
function refuse(key: string): string {
  if (key === "baseUrl")
    return "not an option of a call on createEndpoint (the entry's config holds the base: createEndpoint({ baseUrl }))";
  if (key === "method" || key === "url")
    return "not an option of a call on createEndpoint (the route says the method and the path)";
  return groupedRefusal(key);
}

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
  for (const key of knownKeys("createEndpoint()", config ?? {}, CONFIG_KEYS))
    given[key] = (config as Record<string, unknown>)[key];
  const { styles, ...options } = given;
  const table = styles === undefined ? undefined : checkStyleTable(styles);
  // the description's server is the base when the config names none (docs/rules.md#the-description-table)
  if (options.baseUrl === undefined && table?.server !== undefined) options.baseUrl = table.server;
  const dialect: Dialect = {
    readCall: readGroupedCall,
    callKeys: ROUTE_FORM_KEYS,
    refuse,
    mergeOption,
    styles: tableStyles(table?.operations ?? {}),
    compile: compileOpenApiPath,
    settleQuery: noQuerySettings,
    query: openApiQuery,
    // a grouped call's body is its `body` alone
    leftovers: noLeftovers,
    // no GitHub media types: the headers are as the call and the config say
    amendHeaders: keepHeaders,
  };
  const level = preparedLevel(
    childLevel(rootLevel({ method: "GET", baseUrl: "", headers: {} } as unknown as MergedOptions, dialect), options),
  );
  // every route string read once, and compiled once with its operation's styles
  const routes = memoize(readRoute);
  // the options form names its method and URL itself; the route form's are the route's
  const optionsForm: Dialect = { ...dialect, callKeys: OPTIONS_FORM_KEYS };
  return ((route: unknown, call?: unknown) =>
    anyApiRequest(
      mergeCall(level, routes, route, call, typeof route === "string" ? dialect : optionsForm),
    )) as AnyApiEndpoint<Paths>;
}
