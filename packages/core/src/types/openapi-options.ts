/**
 * @module openapi-options: the options a typed route takes, read from its operation: path, query and
 * JSON body parameters flattened into one object, a `data` body otherwise, and the option keys.
 * Types only: nothing here runs.
 */
import type { Relax } from "./route-options.ts";
import type {
  JsonMediaType,
  Part,
  PathParameters,
  QueryMethod,
  QueryParameters,
  RawBody,
  RouteOperation,
  RouteSplit,
} from "./openapi-route.ts";
import type { GroupedDataHint, GroupedOptions, JsonBody } from "./grouped.ts";
import type { EndpointOptions, OptionKey } from "./options.ts";

/** What the error says when a body method's query parameter is passed without naming it in the route. */
type QueryHint<Name> = `${Name & string} is a query parameter of this operation: add {?${Name & string}} to the route`;

/**
 * The query parameters a call may pass: all of them for GET and HEAD; for a method with a body, the
 * ones the route's `{?...}` suffix names (the run time would put the others in the JSON body, where
 * the server does not read them), the rest typed as a hint to name them.
 */
type QueryOptions<Query, Method, Names> = Method extends QueryMethod
  ? Query
  : Pick<Query, keyof Query & Names> & { [Name in keyof Query as Name extends Names ? never : Name]: QueryHint<Name> };

/** A JSON body whose properties can be flattened into the options: an object, not a list. */
type IsObjectBody<Body> = [Body] extends [object]
  ? [Extract<Body, readonly unknown[]>] extends [never]
    ? true
    : false
  : false;

/** The request body's parameters: JSON object properties flattened, anything else as `data`. */
type BodyOptions<Operation> =
  Part<Operation, "requestBody"> extends { content: infer Content }
    ? BodyOptionsOf<Content, IsRequired<Operation, "requestBody">>
    : {};

/** Whether `T` requires its key `K` (read outside any `extends` test, which would narrow `T`). */
type IsRequired<T, K extends string> = {} extends Pick<T & object, K & keyof T> ? false : true;

/**
 * The options of a request body's `content`: a JSON object's properties, else `data`. A non-JSON
 * body is text or raw bytes, never a plain object, which the core would send as JSON (a multipart
 * schema's fields are sent as `FormData`). An object
 * with a property named like an option key (GitHub's webhook `config` has `url`) is `data` too:
 * flattened, that property would be read as the option (docs/rules.md#option-keys).
 */
type BodyOptionsOf<Content, Required extends boolean> = [keyof Content & JsonMediaType] extends [never]
  ? DataOption<Extract<Content[keyof Content], string> | RawBody, Required>
  : Content[keyof Content & JsonMediaType] extends infer Body
    ? IsObjectBody<Body> extends true
      ? [keyof Body & OptionKey] extends [never]
        ? Required extends true
          ? JsonBody<Body>
          : Partial<JsonBody<Body>>
        : DataOption<JsonBody<Body>, Required>
      : DataOption<JsonBody<Body>, Required>
    : never;

/** `data`, required when the request body is. */
type DataOption<Data, Required extends boolean> = Required extends true ? { data: Data } : { data?: Data };

/** What the error says when a GET or HEAD is given a body, which the run time would drop. */
type NoBodyHint = "data: a GET or HEAD request sends no body; pass the operation's parameters as options";

/**
 * The library's own option keys (docs/rules.md#option-keys), with no catch-all key; `data` only for
 * a method that can carry a body.
 */
type OptionKeys<Names extends string, Method> = Pick<EndpointOptions, Exclude<OptionKey, "keepSlashes" | "data">> & {
  keepSlashes?: readonly Names[];
  /** An own `params` key makes a call grouped (docs/rules.md#grouped-parameters). */
  params?: undefined;
} & (Method extends QueryMethod ? { data?: NoBodyHint } : { data?: unknown });

/** An operation's parameters, flattened into one object as `@octokit/types` does. */
type OperationParameters<Operation, Method, Names> = PathParameters<Operation> &
  QueryOptions<QueryParameters<Operation>, Method, Names> &
  BodyOptions<Operation>;

/**
 * The options a typed route takes: the operation's path, query and JSON body parameters (those set
 * through `defaults()` made optional), a `data` body when the body is not a JSON object, and the
 * library's option keys. Unknown keys are errors.
 * @example type O = OpenApiOptions<paths, "GET /pets/{petId}">; // { petId: number; ... }
 */
export type OpenApiOptions<Paths, Route extends string, Defaults = {}> =
  RouteSplit<Route> extends { method: infer Method; names: infer Names }
    ? OperationParameters<RouteOperation<Paths, Route>, Method, Names> extends infer Parameters
      ? Omit<OptionKeys<keyof Parameters & string, Method>, keyof Parameters> & Relax<Parameters, keyof Defaults>
      : never
    : never;

/**
 * The options argument: optional unless something in `Options` is required.
 * @example type A = OptionsArgument<{ petId: number }>; // [options: { petId: number }]
 */
export type OptionsArgument<Options> = {} extends Options ? [options?: Options] : [options: Options];

/** What the error says when a grouped call follows `defaults()` that set parameters, which the run time refuses. */
type GroupedOverParametersHint<Names extends string> =
  `params: a grouped call cannot follow defaults() that set parameters (${Names}); set them per call`;

/**
 * The grouped options a typed route takes (docs/rules.md#grouped-parameters): `params` per location
 * and `body` typed from the operation, and the option keys but `data`. Defaults that set parameters
 * relax nothing: a grouped call over them is refused at run time, so `params` says so.
 * @example type O = OpenApiGroupedOptions<paths, "GET /pets/{petId}">; // { params: { path: { petId: number }; ... }; ... }
 */
export type OpenApiGroupedOptions<Paths, Route extends string, Defaults = {}> =
  RouteSplit<Route> extends { method: infer Method }
    ? RouteOperation<Paths, Route> extends infer Operation
      ? [Exclude<keyof Defaults, OptionKey>] extends [never]
        ? GroupedOptions<Operation, Method, GroupedOptionKeys<keyof PathParameters<Operation> & string>>
        : GroupedOptionKeys<never> & { params: GroupedOverParametersHint<Exclude<keyof Defaults, OptionKey> & string> }
      : never
    : never;

/** The option keys of a grouped call on `endpoint`: all but `data`, whose place `body` takes. */
type GroupedOptionKeys<Names extends string> = Pick<EndpointOptions, Exclude<OptionKey, "keepSlashes" | "data">> & {
  keepSlashes?: readonly Names[];
  data?: GroupedDataHint;
};
