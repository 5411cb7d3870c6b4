/**
 * @module grouped: the grouped options of a typed operation (docs/rules.md#grouped-parameters),
 * `{ params: { path, query, header }, body }`, read from an OpenAPI operation as `openapi-typescript`
 * writes it. Shared by the typed `endpoint` and the neutral entry (`createEndpoint<paths>()`). Types
 * only: nothing here runs.
 */
import type { JsonMediaType, QueryMethod, RawBody } from "./openapi-route.ts";

/** `T[K]` without `undefined`, or never when `T` has no such key. */
type Field<T, K extends string> = K extends keyof T ? Exclude<T[K], undefined> : never;

/**
 * What a location the operation does not have takes: nothing, with a key whose name says why, so
 * that a name given there is reported as "'name' does not exist in type '{ "...": ... }'".
 */
type NoParameters<Where extends string> = Where extends "path"
  ? { "path: this operation has no path parameters"?: never }
  : Where extends "query"
    ? { "query: this operation has no query parameters"?: never }
    : { "header: this operation has no header parameters"?: never };

/** One location's parameters (`path`, `query` or `header`), keyed as the params object takes it: required when one of them is. */
type LocationField<Parameters, Where extends string> = [Field<Parameters, Where>] extends [infer Values]
  ? [Values] extends [never]
    ? { [Key in Where]?: NoParameters<Where> }
    : [keyof Values] extends [never]
      ? { [Key in Where]?: NoParameters<Where> }
      : {} extends Values
        ? { [Key in Where]?: Values }
        : { [Key in Where]: Values }
  : never;

/** `T`'s properties as one object type (modifiers kept), so that messages show one object, not an intersection. */
type Flat<T> = T extends object ? { [Key in keyof T]: T[Key] } : T;

/**
 * An operation's `params`: `path`, `query` and `header`, each typed from the operation and required
 * when one of its parameters is.
 * @example type P = GroupedParams<paths["/pets/{petId}"]["get"]>; // { path: { petId: number }; query?: ...; header?: ... }
 */
export type GroupedParams<Operation> = Flat<
  LocationField<Field<Operation, "parameters">, "path"> &
    LocationField<Field<Operation, "parameters">, "query"> &
    LocationField<Field<Operation, "parameters">, "header">
>;

/**
 * Whether `T` is a free-form object: `openapi-typescript` writes `type: object` without properties as
 * `Record<string, never>`, which no object with a property would fit.
 */
type IsFreeForm<T> = T extends object
  ? string extends keyof T
    ? [T[string & keyof T]] extends [never]
      ? true
      : false
    : false
  : false;

/**
 * A JSON body's type with every free-form object (`Record<string, never>`) taking any object, at
 * any depth. Mapped lazily: a call pays only for the properties it writes.
 * @example type B = JsonBody<{ meta: Record<string, never> }>; // { meta: { [key: string]: unknown } }
 */
export type JsonBody<T> = T extends unknown ? JsonValue<T> : never;

/** One member of a JSON body's union, free-form objects loosened. */
type JsonValue<T> =
  IsFreeForm<T> extends true
    ? { [key: string]: unknown }
    : T extends readonly unknown[]
      ? { [Index in keyof T]: JsonBody<T[Index]> }
      : T extends (...args: never[]) => unknown
        ? T
        : T extends object
          ? { [Key in keyof T]: JsonBody<T[Key]> }
          : T;

/** A request body's `content` as a `body` value: its JSON schema's type, and raw bodies for other media types. */
type BodyOf<Content> = [keyof Content & JsonMediaType] extends [never]
  ? Extract<Content[keyof Content], string> | RawBody
  : [Exclude<keyof Content, JsonMediaType>] extends [never]
    ? JsonBody<Content[keyof Content & JsonMediaType]>
    : JsonBody<Content[keyof Content & JsonMediaType]> | RawBody;

/** What the error says when a GET or HEAD is given a body, which the run time refuses. */
type NoBodyHint = "body: a GET or HEAD request sends no body";
/** What the error says when an operation without a request body is given one. */
type NoRequestBodyHint = "body: this operation has no request body";

/** Whether `T` requires its key `K` (read outside any `extends` test, which would narrow `T`). */
type IsRequired<T, K extends string> = {} extends Pick<T & object, K & keyof T> ? false : true;

/**
 * An operation's `body` option: typed from its request body, required when the request body is. A
 * GET or HEAD takes none, whatever the description declares (Stripe declares one on its GETs): the
 * run time refuses it (`ERR_BODY_NOT_ALLOWED`).
 * @example type B = GroupedBody<paths["/pets"]["post"], "post">; // { body: { name: string; ... } }
 */
export type GroupedBody<Operation, Method> = Method extends QueryMethod
  ? { body?: NoBodyHint }
  : [Field<Operation, "requestBody">] extends [never]
    ? { body?: NoRequestBodyHint }
    : Field<Operation, "requestBody"> extends { content: infer Content }
      ? IsRequired<Operation, "requestBody"> extends true
        ? { body: BodyOf<Content> }
        : { body?: BodyOf<Content> }
      : { body?: unknown };

/**
 * The grouped options of an operation, on top of the entry's option keys (`Options`): `params` (required
 * when a parameter is) and `body`.
 * @example type O = GroupedOptions<paths["/pets/{petId}"]["get"], "get", { baseUrl?: string }>;
 */
export type GroupedOptions<Operation, Method, Options> =
  GroupedParams<Operation> extends infer Params
    ? Flat<Options & ({} extends Params ? { params?: Params } : { params: Params }) & GroupedBody<Operation, Method>>
    : never;

/** What the error says when a grouped call is given `data`: its body is `body`. */
export type GroupedDataHint = "data: a grouped call (with params) takes its body as body";

/**
 * What `Keys` (the keys of a call's options object, inferred from it) is when no options object was
 * given at all: a call with a required parameter then fails on its route, naming the parameters.
 */
export type NoOptionsGiven = "(no options given)";

/**
 * The names a grouped call's options require: the required parameters of each location, and `body`
 * when the request body is required; never when nothing is required.
 * @example type N = RequiredGroupedNames<{ params: { path: { petId: number } }; body?: unknown }>; // "petId"
 */
export type RequiredGroupedNames<Options> =
  | (Options extends { params: infer Params }
      ? {
          [Where in keyof Params]-?: {} extends Pick<Params, Where>
            ? never
            : Params[Where] extends infer Values
              ? { [Name in keyof Values]-?: {} extends Pick<Values, Name> ? never : Name }[keyof Values]
              : never;
        }[keyof Params]
      : never)
  | (Options extends { body: unknown } ? "body" : never);
