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
 * the document. A route naming no operation is its way out ({@link RouteWayOut}); the route being
 * typed (for completions) is the union of all routes, built once per program when first needed.
 * @example type R = RouteParameter<paths, "GET /pets">; // "GET /pets"
 */
export type RouteParameter<Paths, Route extends string> = string extends Route
  ? OpenApiRoute<Paths>
  : [RouteOperation<Paths, Route>] extends [never]
    ? RouteWayOut<Paths, Route>
    : [Exclude<RouteSplit<Route>["names"], keyof QueryParameters<RouteOperation<Paths, Route>>>] extends [infer Unknown]
      ? [Unknown] extends [never]
        ? Route
        : Route & { "not a query parameter of this operation": Unknown }
      : never;

/**
 * The routes a route that names no operation must be instead, which the first message of its call
 * prints: those of its path when the document has it (the method is wrong, or a suffix the entry
 * does not take); else those of the paths that begin the most like its path, only those of its
 * method if any are. Only a wrong route computes it, from the document's path names: every route is
 * built only when no first segment shares a character with its path's. Reached through `infer`, whose
 * constraint is unknown: TypeScript computes the constraint of a call's route parameter, which through
 * these types would build a route for every path of the document on a right call.
 * @example type W = RouteWayOut<paths, "DELETE /pets">; // "GET /pets" | "POST /pets"
 * @example type W = RouteWayOut<paths, "GET /pets/{id}">; // "GET /pets/{petId}"
 */
export type RouteWayOut<Paths, Route extends string> = WayOut<Paths, Route> extends infer Routes ? Routes : never;

type WayOut<Paths, Route extends string> =
  WrittenPath<Route> extends infer Path extends string
    ? [RoutesByPath<Paths>[Path & keyof Paths & string]] extends [never]
      ? ThoseOfMethod<Paths, ClosestPaths<Paths, Path>, RouteSplit<Route>["method"]>
      : RoutesByPath<Paths>[Path & keyof Paths & string]
    : never;

/** The path a route names, without its `{?...}` suffix or a trailing slash; a route without a method is all path. */
type WrittenPath<Route extends string> = WithoutTrailingSlash<
  [RouteSplit<Route>] extends [never] ? Route : RouteSplit<Route>["path"]
>;

/** `/pets/` as `/pets`; `/` stays. */
type WithoutTrailingSlash<Path> = Path extends `/${infer Inner}/` ? `/${Inner}` : Path;

/**
 * The document's routes by path, of these methods: one mapped type per document and methods, a
 * path's routes built when looked up. Looked up where they are used, not through an alias, so that a
 * message prints the routes rather than an alias's name.
 */
type RoutesByPath<Paths, Methods = HttpMethod> = {
  [Path in keyof Paths & string]: `${Uppercase<MethodsOf<Paths[Path]> & Methods>} ${Path}`;
};

/** The routes of `Method` on these paths, or all of theirs when none is. */
type ThoseOfMethod<Paths, Path, Method> = [RoutesByPath<Paths, Method>[Path & keyof Paths & string]] extends [never]
  ? RoutesByPath<Paths>[Path & keyof Paths & string]
  : RoutesByPath<Paths, Method>[Path & keyof Paths & string];

/** A path's first segment: `pets` for `/pets/{petId}`. */
type FirstSegment<Path extends string> = Path extends `/${infer Segment}/${string}`
  ? Segment
  : Path extends `/${infer Segment}`
    ? Segment
    : Path;

/** The document's paths by first segment: one pass over its paths, so that a wrong route's neighbours are one lookup away. */
type PathsByFirstSegment<Paths> = { [Path in keyof Paths & string as FirstSegment<Path>]: Path };

/**
 * The paths that begin the most like `Path`: those of its first segment, narrowed segment by segment;
 * else those of the first segments that begin the most like its own.
 */
type ClosestPaths<Paths, Path extends string> =
  FirstSegment<Path> extends keyof PathsByFirstSegment<Paths>
    ? PathsAlong<
        PathsByFirstSegment<Paths>[FirstSegment<Path>],
        `/${FirstSegment<Path>}`,
        Path extends `/${string}/${infer Rest}` ? `/${Rest}` : ""
      >
    : PathsByFirstSegment<Paths>[PathsSharing<keyof PathsByFirstSegment<Paths> & string, "", FirstSegment<Path>>];

/**
 * The `Candidates` (all beginning with `Prefix`) that go on with the most whole segments of `Rest`,
 * then with the most characters of the first segment none has: each step reads fewer paths.
 */
type PathsAlong<Candidates, Prefix extends string, Rest extends string> = Rest extends `/${infer Segment}`
  ? (Segment extends `${infer Next}/${string}` ? Next : Segment) extends infer Next extends string
    ? [Extract<Candidates, `${Prefix}/${Next}` | `${Prefix}/${Next}/${string}`>] extends [never]
      ? PathsSharing<Candidates, Prefix, Rest>
      : PathsAlong<
          Extract<Candidates, `${Prefix}/${Next}` | `${Prefix}/${Next}/${string}`>,
          `${Prefix}/${Next}`,
          Segment extends `${string}/${infer Tail}` ? `/${Tail}` : ""
        >
    : never
  : Candidates;

/**
 * The `Candidates` (all beginning with `Matched`) that go on with the most characters of `Rest`: one
 * step per character, within TypeScript's 1000 for tail-recursive types.
 */
type PathsSharing<Candidates, Matched extends string, Rest extends string> = Rest extends `${infer Char}${infer Tail}`
  ? [Extract<Candidates, `${Matched}${Char}${string}`>] extends [never]
    ? Candidates
    : PathsSharing<Extract<Candidates, `${Matched}${Char}${string}`>, `${Matched}${Char}`, Tail>
  : Candidates;
