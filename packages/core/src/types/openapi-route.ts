/**
 * @module openapi-route: the routes of an OpenAPI description's `paths`, as `openapi-typescript` writes
 * them, and the one lookup that checks a typed call's route. Types only: nothing here runs.
 */
import type { TemplatePlaceholders } from "./route-params.ts";

/**
 * The media types whose body is JSON: `application/json`, its parameters and `+json` suffixes.
 * @example const media: JsonMediaType = "application/vnd.github+json";
 */
export type JsonMediaType = `application/json${string}` | `${string}+json${string}`;

/**
 * Bodies every client takes as they are: text, bytes, streams, `Blob` and `FormData`, described by
 * shape so that no DOM or Node type is needed to read them.
 */
export type RawBody =
  | string
  | ArrayBuffer
  | ArrayBufferView
  | AsyncIterable<unknown>
  | { stream(): unknown }
  | { append(name: string, value: never): void };

/** The methods an OpenAPI path item can hold (OpenAPI 3.1, "Path Item Object"). */
type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * Methods whose leftover parameters go to the query; for every other one they go to the JSON body.
 * @example const method: QueryMethod = "get";
 */
export type QueryMethod = "get" | "head";

/**
 * What `defaults<Paths>()` takes as `Paths`: an object keyed by paths (`"/pets/{id}"`). The check
 * keeps `defaults<{ owner: string }>(...)` meaning what it always meant.
 * @example function typed<Paths extends OpenApiPathsShape<Paths>>(): void {}
 */
export type OpenApiPathsShape<Paths> = { [Path in keyof Paths]: Path extends `/${string}` ? unknown : never };

/**
 * `Paths[Path][Method]` without `undefined`: never when the document has no such operation.
 * @example type O = OperationAt<paths, "/pets", "get">; // paths["/pets"]["get"]
 */
export type OperationAt<Paths, Path, Method> = Paths extends { readonly [Key in Path & string]: infer Item }
  ? Method extends keyof Item
    ? Exclude<Item[Method], undefined>
    : never
  : never;

/**
 * Any string, kept apart from the route literals it is a union with (so that an editor still offers
 * them): declared outside any generic type, so that inference knows it holds no type parameter and
 * skips the union instead of matching the argument against every route of the document (a `string &
 * {}` written inside a generic type costs a pass over all routes per call).
 * @example type R = OpenApiRoute<paths> | AnyString;
 */
export type AnyString = string & {};

/**
 * Every operation of `Paths` as a route, `"<METHOD> <path>"`, the path exactly as the document writes it.
 * @example type R = OpenApiRoute<paths>; // "GET /pets" | "POST /pets" | "GET /pets/{petId}" | ...
 */
export type OpenApiRoute<Paths> = {
  [Path in keyof Paths & string]: `${Uppercase<MethodsOf<Paths[Path]>>} ${Path}`;
}[keyof Paths & string];

/**
 * `Paths`, read only once `Keys` (a call's type parameter inferred from its options) is known. On every
 * call TypeScript instantiates the route parameter's type with the route's constraint, to learn whether
 * a route argument stays a literal, and infers through its branches: a union of all routes written with
 * `Paths` alone is built there, once per program even when every route is right (0.4 s for 11,200
 * operations on TypeScript 6). Written with these `Paths`, it is built only for a route that names no
 * operation, or for an editor offering routes.
 * @example type R = OpenApiRoute<PathsOnceKnown<paths, Keys>>;
 */
export type PathsOnceKnown<Paths, Keys> = [Keys] extends [unknown] ? Paths : never;

/**
 * What a route that is not a literal is checked as: while it is being typed (`string`), any string,
 * the document's routes offered; a pattern such as `` `GET ${string}` ``, itself.
 * @example type R = PatternRoute<paths, string, Keys>; // OpenApiRoute<paths> | AnyString
 */
export type PatternRoute<Paths, Route extends string, Keys> = string extends Route
  ? OpenApiRoute<PathsOnceKnown<Paths, Keys>> | AnyString
  : Route;

/** The methods a path item has: present, and not `?: never` (which reads as `undefined`). */
type MethodsOf<Item> = {
  [Method in keyof Item & HttpMethod]-?: Item[Method] extends undefined ? never : Method;
}[keyof Item & HttpMethod];

/**
 * A route split into its method (lowercase, as the document keys it), its path and the names of its `{?...}` suffix.
 * @example type S = RouteSplit<"DELETE /caches{?key,ref}">; // { method: "delete"; path: "/caches"; names: "key" | "ref" }
 */
export type RouteSplit<Route extends string> = Route extends `${infer Method} ${infer Rest}`
  ? Rest extends `${infer Path}{?${infer List}}`
    ? { method: DocumentMethod<Method>; path: Path; names: TemplatePlaceholders<`{?${List}}`>["optional"] }
    : { method: DocumentMethod<Method>; path: Rest; names: never }
  : never;

/** `GET` to `get`; a method not written in upper case, as routes are, names no operation. */
type DocumentMethod<Method extends string> = Method extends Uppercase<Method> ? Lowercase<Method> : never;

/**
 * The operation a typed route names, or never.
 * @example type O = RouteOperation<paths, "GET /pets{?limit}">; // paths["/pets"]["get"]
 */
export type RouteOperation<Paths, Route extends string> = OperationAt<
  Paths,
  RouteSplit<Route>["path"],
  RouteSplit<Route>["method"]
>;

/**
 * `T[K]` without `undefined`, or `{}` when `T` has no such key or only `never` there.
 * @example type P = Part<{ query?: { page?: number }; header?: never }, "header">; // {}
 */
export type Part<T, K extends string> = K extends keyof T
  ? [Exclude<T[K], undefined>] extends [never]
    ? {}
    : Exclude<T[K], undefined>
  : {};

/**
 * The operation's path parameters.
 * @example type P = PathParameters<paths["/pets/{petId}"]["get"]>; // { petId: number }
 */
export type PathParameters<Operation> = Part<Part<Operation, "parameters">, "path">;
/**
 * The operation's query parameters (header and cookie parameters go in `headers`, untyped).
 * @example type Q = QueryParameters<paths["/pets"]["get"]>; // { status?: ...; limit?: number }
 */
export type QueryParameters<Operation> = Part<Part<Operation, "parameters">, "query">;

/**
 * What a typed call's route must be. A route of the document (with a `{?...}` suffix naming query
 * parameters of its operation, if any) is itself: checking it is one lookup, whatever the size of
 * the document. Anything else, and the route being typed (for completions), is the union of all
 * routes, built once per program when first needed.
 * @example type R = RouteParameter<paths, "GET /pets">; // "GET /pets"
 */
export type RouteParameter<Paths, Route extends string> = string extends Route
  ? OpenApiRoute<Paths>
  : [RouteOperation<Paths, Route>] extends [never]
    ? OpenApiRoute<Paths>
    : [Exclude<RouteSplit<Route>["names"], keyof QueryParameters<RouteOperation<Paths, Route>>>] extends [infer Unknown]
      ? [Unknown] extends [never]
        ? Route
        : Route & { "not a query parameter of this operation": Unknown }
      : never;
