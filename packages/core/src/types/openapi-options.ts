/**
 * @module openapi-options: the options a typed route takes, read from its operation: path, query and
 * JSON body parameters flattened into one object, a `data` body otherwise, and the option keys.
 * Types only: nothing here runs.
 */
import type { GroupedAfterDefaults, OptionKeysWith, Relax } from "./route-options.ts";
import type {
  Field,
  IsRequired,
  OperationBody,
  ParametersIn,
  QueryMethod,
  RouteOperation,
  RouteSplit,
} from "./operation.ts";
import type { JsonBody, JsonContent } from "./request-body.ts";
import type { GroupedDataHint, GroupedOptions } from "./grouped.ts";
import type { OptionKey } from "./options.ts";

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

/**
 * Whether a JSON body's properties can be flattened into the options: an object, not a list, and
 * no property named like an option key (GitHub's webhook `config` has `url`), which would be read
 * as the option (docs/rules.md#option-keys).
 */
type IsFlat<Body> = [Body] extends [object]
  ? [Extract<Body, readonly unknown[]> | (keyof Body & OptionKey)] extends [never]
    ? true
    : false
  : false;

/**
 * The request body's parameters: a JSON object's properties flattened, else `data` (a non-JSON body
 * is text or raw bytes, never a plain object, which the core would send as JSON).
 */
type BodyOptions<Operation> = [Field<Operation, "requestBody">] extends [never]
  ? {}
  : BodyOptionsOf<
      Operation,
      JsonContent<Field<Field<Operation, "requestBody">, "content">>,
      IsRequired<Operation, "requestBody">
    >;

/** An operation's body options from its JSON schema (`Body`, never for none). */
type BodyOptionsOf<Operation, Body, Required> =
  IsFlat<Body> extends true
    ? Required extends true
      ? JsonBody<Body>
      : Partial<JsonBody<Body>>
    : DataOption<[Body] extends [never] ? OperationBody<Operation, "json"> : JsonBody<Body>, Required>;

/** `data`, required when the request body is. */
type DataOption<Data, Required> = Required extends true ? { data: Data } : { data?: Data };

/** What the error says when a GET or HEAD is given a body, which the run time would drop. */
type NoBodyHint = "data: a GET or HEAD request sends no body; pass the operation's parameters as options";

/**
 * The library's own option keys (docs/rules.md#option-keys), with no catch-all key; `data` only for
 * a method that can carry a body.
 */
type OptionKeys<Names extends string, Method> = OptionKeysWith<
  Names,
  Method extends QueryMethod ? NoBodyHint : unknown
> & {
  /** An own `params` key makes a call grouped (docs/rules.md#grouped-parameters). */
  params?: undefined;
};

/** An operation's parameters, flattened into one object as `@octokit/types` does. */
type OperationParameters<Operation, Method, Names> = ParametersIn<Operation, "path"> &
  QueryOptions<ParametersIn<Operation, "query">, Method, Names> &
  BodyOptions<Operation>;

/**
 * The options a typed route takes: the operation's path, query and JSON body parameters (those set
 * through `defaults()` made optional), a `data` body when the body is not a JSON object, and the
 * library's option keys. Unknown keys are errors.
 * @example type O = OpenApiOptions<paths, "GET /pets/{petId}">; // { petId: number; ... }
 */
export type OpenApiOptions<Paths, Route extends string, Defaults = {}> =
  OperationParameters<
    RouteOperation<Paths, Route>,
    RouteSplit<Route>["method"],
    RouteSplit<Route>["names"]
  > extends infer Parameters
    ? Omit<OptionKeys<keyof Parameters & string, RouteSplit<Route>["method"]>, keyof Parameters> &
        Relax<Parameters, keyof Defaults>
    : never;

/**
 * The grouped options a typed route takes (docs/rules.md#grouped-parameters): `params` per location
 * and `body` typed from the operation as GitHub's dialect sends it (a plain object as JSON), and the
 * option keys but `data`. Defaults that set parameters relax nothing: a grouped call over them is
 * refused at run time, so `params` says so.
 * @example type O = OpenApiGroupedOptions<paths, "GET /pets/{petId}">; // { params: { path: { petId: number }; ... }; ... }
 */
export type OpenApiGroupedOptions<Paths, Route extends string, Defaults = {}> =
  RouteOperation<Paths, Route> extends infer Operation
    ? GroupedAfterDefaults<
        Defaults,
        GroupedOptions<
          Operation,
          RouteSplit<Route>["method"],
          OptionKeysWith<keyof ParametersIn<Operation, "path"> & string, GroupedDataHint>,
          "json"
        >,
        OptionKeysWith<never, GroupedDataHint>
      >
    : never;
