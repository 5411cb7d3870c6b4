/**
 * @module grouped: the grouped options of a typed operation (docs/rules.md#grouped-parameters),
 * `{ params: { path, query, header }, body }`, read through the one operation machinery
 * (operation.ts). Shared by the typed `endpoint` and the neutral entry (`createEndpoint<paths>()`).
 * Types only: nothing here runs.
 */
import type { IsRequired, OperationBody, ParametersIn, QueryMethod } from "./operation.ts";

/**
 * What a place the operation has no parameters in takes: nothing, with a key whose name says why,
 * so that a name given there is reported as "'name' does not exist in type '{ "...": ... }'".
 */
interface NoParameters {
  path: { "path: this operation has no path parameters"?: never };
  query: { "query: this operation has no query parameters"?: never };
  header: { "header: this operation has no header parameters"?: never };
}

/** One place's parameters, keyed as the params object takes it: required when one of them is. */
type PlaceField<Values, Where extends keyof NoParameters> = [keyof Values] extends [never]
  ? { [Key in Where]?: NoParameters[Where] }
  : {} extends Values
    ? { [Key in Where]?: Values }
    : { [Key in Where]: Values };

/** `T`'s properties as one object type (modifiers kept), so that messages show one object, not an intersection. */
type Flat<T> = T extends object ? { [Key in keyof T]: T[Key] } : T;

/**
 * An operation's `params`: `path`, `query` and `header`, each typed from the operation and required
 * when one of its parameters is.
 * @example type P = GroupedParams<paths["/pets/{petId}"]["get"]>; // { path: { petId: number }; query?: ...; header?: ... }
 */
export type GroupedParams<Operation> = Flat<
  PlaceField<ParametersIn<Operation, "path">, "path"> &
    PlaceField<ParametersIn<Operation, "query">, "query"> &
    PlaceField<ParametersIn<Operation, "header">, "header">
>;

/**
 * An operation's `body` option: what the operation takes on its entry (`PlainObjects`: how the entry
 * writes a plain object, see {@link OperationBody}), required when its request body is. A GET or HEAD
 * takes none, whatever the description declares (Stripe declares one on its GETs): the run time refuses
 * it (`ERR_BODY_NOT_ALLOWED`), and its body type is never read.
 * @example type B = GroupedBody<paths["/pets"]["post"], "post", "media type">; // { body: { name: string; ... } }
 */
export type GroupedBody<Operation, Method, PlainObjects extends "json" | "media type"> = Method extends QueryMethod
  ? { body?: "body: a GET or HEAD request sends no body" }
  : [OperationBody<Operation, PlainObjects>] extends [never]
    ? { body?: "body: this operation has no request body" }
    : IsRequired<Operation, "requestBody"> extends true
      ? { body: OperationBody<Operation, PlainObjects> }
      : { body?: OperationBody<Operation, PlainObjects> };

/**
 * The grouped options of an operation, on top of the entry's option keys (`Options`): `params` (required
 * when a parameter is) and `body`, as the entry writes a plain object (`PlainObjects`).
 * @example type O = GroupedOptions<paths["/pets/{petId}"]["get"], "get", { baseUrl?: string }>;
 */
export type GroupedOptions<Operation, Method, Options, PlainObjects extends "json" | "media type" = "media type"> =
  GroupedParams<Operation> extends infer Params
    ? Flat<
        Options &
          ({} extends Params ? { params?: Params } : { params: Params }) &
          GroupedBody<Operation, Method, PlainObjects>
      >
    : never;

/** What the error says when a grouped call is given `data`: its body is `body`. */
export type GroupedDataHint = "data: a grouped call (with params) takes its body as body";

/**
 * What `Keys` (the keys of a call's options object, inferred from it) is when no options object was
 * given at all: a call with a required parameter then fails on its route, naming the parameters.
 */
export type NoOptionsGiven = "(no options given)";

/** The keys `T` requires. */
type RequiredKeys<T> = { [Key in keyof T]-?: {} extends Pick<T, Key> ? never : Key }[keyof T];

/**
 * The names a call's options require: its required keys, a required `params` by the parameters it
 * requires in each place; never when nothing is required.
 * @example type N = RequiredNames<{ params: { path: { petId: number } }; body?: unknown }>; // "petId"
 */
export type RequiredNames<Options> = {
  [Key in RequiredKeys<Options>]: Key extends "params"
    ? { [Where in RequiredKeys<Options[Key]>]: RequiredKeys<Options[Key][Where]> }[RequiredKeys<Options[Key]>]
    : Key;
}[RequiredKeys<Options>];

/** What a route takes when the call gives no options: nothing more, or a key naming the required `Names`, which no string has. */
export type MissingNames<Names> = [Names] extends [never]
  ? unknown
  : { "the options argument is missing; it requires": Names };
