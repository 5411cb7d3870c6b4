/**
 * @module operation: the one route-and-operation machinery both typed entries (`endpoint.defaults<paths>()`
 * and `createEndpoint<paths>()`) read an OpenAPI description's `paths` through, as `openapi-typescript`
 * writes them: the operation a route names, its parameters by place, the body it takes and its
 * answers. A typed feature written here is written once. Types only: nothing here runs.
 */
import type { JsonRequestBodyOf, RequestBodyOf } from "./request-body.ts";
import type { TemplatePlaceholders } from "./route-params.ts";

// the JSON media types are request-body.ts's, read here by the answers too
export type { JsonMediaType } from "./request-body.ts";

/** The methods an OpenAPI path item can hold (OpenAPI 3.1, "Path Item Object"). */
export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** Methods whose leftover parameters go to the query, and which send no body. */
export type QueryMethod = "get" | "head";

/**
 * `T[K]` without `undefined`, or never when `T` has no such key.
 * @example type Q = Field<{ query?: { page?: number } }, "query">; // { page?: number }
 */
export type Field<T, K extends string> = K extends keyof T ? Exclude<T[K], undefined> : never;

/** `A`, unless it is never. */
export type Or<A, B> = [A] extends [never] ? B : A;

/** Whether `T` requires its key `K` (read outside any `extends` test, which would narrow `T`). */
export type IsRequired<T, K extends string> = {} extends Pick<T & object, K & keyof T> ? false : true;

/**
 * `Paths[Path][Method]` without `undefined`: never when the document has no such operation.
 * @example type O = OperationAt<paths, "/pets", "get">; // paths["/pets"]["get"]
 */
export type OperationAt<Paths, Path, Method> = Paths extends { readonly [Key in Path & string]: infer Item }
  ? Field<Item, Method & string>
  : never;

/**
 * A route split into its method (lowercase, as the document keys it; a method not written in upper
 * case names no operation), its path and the names of its `{?...}` suffix.
 * @example type S = RouteSplit<"DELETE /caches{?key,ref}">; // { method: "delete"; path: "/caches"; names: "key" | "ref" }
 */
export type RouteSplit<Route extends string> = Route extends `${infer Method} ${infer Rest}`
  ? Rest extends `${infer Path}{?${infer List}}`
    ? { method: DocumentMethod<Method>; path: Path; names: TemplatePlaceholders<`{?${List}}`>["optional"] }
    : { method: DocumentMethod<Method>; path: Rest; names: never }
  : never;

type DocumentMethod<Method extends string> = Method extends Uppercase<Method> ? Lowercase<Method> : never;

/**
 * The operation a route names, or never: the one lookup, `Paths[path][method]`, so a call costs the
 * same with 10 operations or 11,200.
 * @example type O = RouteOperation<paths, "GET /pets{?limit}">; // paths["/pets"]["get"]
 */
export type RouteOperation<Paths, Route extends string> = OperationAt<
  Paths,
  RouteSplit<Route>["path"],
  RouteSplit<Route>["method"]
>;

/**
 * An operation's parameters in one place (`path`, `query` or `header`), or `{}` when it has none there.
 * @example type P = ParametersIn<paths["/pets/{petId}"]["get"], "path">; // { petId: number }
 */
export type ParametersIn<Operation, Where extends string> = Or<Field<Field<Operation, "parameters">, Where>, {}>;

/**
 * The body an operation takes on an entry, by how it writes a plain object (`PlainObjects`): by the
 * operation's media type on `createEndpoint<paths>()` ({@link RequestBodyOf}: a form's or multipart's
 * schema as a plain object), always as JSON on `endpoint.defaults<paths>()` ({@link JsonRequestBodyOf}:
 * the JSON schema, other media types raw); never when it has none. The one place a body type is read
 * from its operation (request-body.ts holds the readings).
 * @example type B = OperationBody<paths["/v1/customers"]["post"]>; // FormBody<"application/x-www-form-urlencoded", { email?: string; ... }> | string
 */
export type OperationBody<
  Operation,
  PlainObjects extends "json" | "media type" = "media type",
> = PlainObjects extends "json" ? JsonRequestBodyOf<Operation> : RequestBodyOf<Operation>;

/**
 * An operation's answers by status, as `responses` lists them (`default` included).
 * @example type R = OperationResponses<paths["/pets"]["get"]>; // { 200: { content: ... }; default: ... }
 */
export type OperationResponses<Operation> = Field<Operation, "responses">;

/**
 * The union of the route's 2xx `application/json` response bodies (`default` left out): the type
 * to hand to your client's JSON reader.
 * @example
 * const issues = await ky(...toKy(github("GET /repos/{owner}/{repo}/issues", { owner, repo }))).json<ResponseData<paths, "GET /repos/{owner}/{repo}/issues">>();
 */
export type ResponseData<Paths, Route extends string> =
  OperationResponses<RouteOperation<Paths, Route>> extends infer Responses
    ? {
        [Status in keyof Responses]-?: `${Status & (string | number)}` extends `2${string}`
          ? Field<Responses[Status], "content">[keyof Field<Responses[Status], "content"> & `application/json${string}`]
          : never;
      }[keyof Responses]
    : never;
