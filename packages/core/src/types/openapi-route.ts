/**
 * @module openapi-route: the routes of an OpenAPI description's `paths`, as `openapi-typescript` writes
 * them, and the one lookup that checks a typed call's route. Types only: nothing here runs.
 */
import type { HttpMethod, Or, ParametersIn, RouteOperation, RouteSplit } from "./operation.ts";

// answers.ts reads these from here
export type { JsonMediaType, RouteOperation } from "./operation.ts";

/**
 * What `defaults<Paths>()` takes as `Paths`: an object keyed by paths (`"/pets/{id}"`). The check
 * keeps `defaults<{ owner: string }>(...)` meaning what it always meant.
 * @example function typed<Paths extends OpenApiPathsShape<Paths>>(): void {}
 */
export type OpenApiPathsShape<Paths> = { [Path in keyof Paths]: Path extends `/${string}` ? unknown : never };

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
 * What a typed call's literal route must be. A route of the document (with a `{?...}` suffix naming
 * query parameters of its operation, if any, on an entry that takes one: `Suffix`) is itself: checking
 * it is one lookup, whatever the size of the document. A route naming no operation, or a suffix on an
 * entry that takes none, is its way out ({@link RouteWayOut}).
 * @example type R = RouteParameter<paths, "GET /pets">; // "GET /pets"
 */
export type RouteParameter<
  Paths,
  Route extends string,
  Operation = RouteOperation<Paths, Route>,
  Suffix extends boolean = true,
> = [Operation] extends [never]
  ? RouteWayOut<Paths, Route>
  : Suffix extends true
    ? [Exclude<RouteSplit<Route>["names"], keyof ParametersIn<Operation, "query">>] extends [infer Unknown]
      ? [Unknown] extends [never]
        ? Route
        : Route & { "not a query parameter of this operation": Unknown }
      : never
    : [RouteSplit<Route>["names"]] extends [never]
      ? Route
      : RouteWayOut<Paths, Route>;

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
type ThoseOfMethod<Paths, Path, Method> = Or<
  RoutesByPath<Paths, Method>[Path & keyof Paths & string],
  RoutesByPath<Paths>[Path & keyof Paths & string]
>;

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
