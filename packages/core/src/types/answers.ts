/**
 * @module answers: what a response holds, typed from an OpenAPI operation (docs/rules.md#reading-an-answer).
 * Types only: nothing here runs. A read (`readWithFetch`, `readWithKy`, ...) and `paginate` type their
 * `data` and `error` from the operation that the options carry ({@link CarriesOperation}); options that
 * carry none give `unknown`.
 */
import type { JsonMediaType, OperationResponses, Or, RouteOperation } from "./operation.ts";
import type { RequestOptions } from "./options.ts";

// declared only: the key exists in the types, never at run time, so options stay the plain object they are
declare const OPERATION: unique symbol;

/**
 * Request options that carry their OpenAPI operation at the type level: the optional key is never set
 * at run time, so the options are the same plain object. What the typed entries return for a literal
 * route of the document carries it.
 * @example
 * const api = createEndpoint<paths>({ baseUrl: "https://pets.example" });
 * const options = api("GET /pets/{id}", { params: { path: { id: 1 } } }); // RequestOptions<"get"> & CarriesOperation<paths["/pets/{id}"]["get"]>
 * const { data } = await readWithFetch()(options); // data: Pet | undefined
 */
export interface CarriesOperation<Operation> {
  readonly [OPERATION]?: Operation;
}

/**
 * The operation options carry, or `unknown` when they carry none.
 * @example type Op = OperationOf<RequestOptions & CarriesOperation<GetPet>>; // GetPet
 */
export type OperationOf<Options> = Options extends { readonly [OPERATION]?: infer Operation }
  ? unknown extends Operation
    ? unknown
    : Or<Exclude<Operation, undefined>, unknown>
  : unknown;

/** A media type whose body a read gives as text. */
export type TextMediaType =
  | `text/${string}`
  | `${string}/xml${string}`
  | `${string}+xml${string}`
  | `${string}/javascript${string}`
  | `${string}/x-www-form-urlencoded${string}`;

/**
 * The body a read gives for one response object of an operation, by its media types: the schema for
 * JSON, `string` for text, `Uint8Array` for anything else, `undefined` for a response with no content.
 * @example type B = ResponseBody<{ content: { "text/plain": string } }>; // string
 */
export type ResponseBody<Response> = Response extends { content: infer Content }
  ? [keyof Content] extends [never]
    ? undefined
    : {
        [Type in keyof Content]: Type extends JsonMediaType
          ? Content[Type]
          : Type extends TextMediaType
            ? string
            : Uint8Array;
      }[keyof Content]
  : undefined;

/** The `responses` of an operation, or `{}`. */
type Responses<Operation> = Or<OperationResponses<Operation>, {}>;

/**
 * Each status of an operation with the body a read gives for it: `{ 200: Pet; 404: Problem; default: Problem }`.
 * @example type S = StatusBodies<paths["/pets/{id}"]["get"]>[404];
 */
export type StatusBodies<Operation> = {
  [Status in keyof Responses<Operation>]-?: ResponseBody<Responses<Operation>[Status]>;
};

/** Whether a status key is a 2xx (`200`, `"204"`, `"2XX"`). */
type Success<Status> = `${Status & (string | number)}` extends `2${string}` ? true : false;

/** The union of the bodies of the statuses whose `Success<Status>` is `Wanted`; `unknown` for no operation. */
type BodiesOf<Operation, Wanted extends boolean> = unknown extends Operation
  ? unknown
  : {
      [Status in keyof Responses<Operation>]-?: Success<Status> extends Wanted
        ? ResponseBody<Responses<Operation>[Status]>
        : never;
    }[keyof Responses<Operation>];

/** The union of the 2xx bodies of an operation, by media type; `unknown` for no operation. */
export type SuccessBody<Operation> = BodiesOf<Operation, true>;

/** The union of the bodies of every other status of an operation (`default` included); `unknown` for no operation. */
export type ErrorBody<Operation> = BodiesOf<Operation, false>;

/**
 * The union of a route's non-2xx response bodies (`default` included), each by its media type: the
 * type of `error` in a read, and of an error status's body for users who call their client directly.
 * @example
 * type E = ResponseError<paths, "GET /pets/{id}">; // the 404 and default bodies
 */
export type ResponseError<Paths, Route extends string> = ErrorBody<RouteOperation<Paths, Route>>;

/**
 * A route's responses by status: `ResponseByStatus<paths, "GET /pets/{id}">[404]`.
 * @example type NotFound = ResponseByStatus<paths, "GET /pets/{id}">[404];
 */
export type ResponseByStatus<Paths, Route extends string> = StatusBodies<RouteOperation<Paths, Route>>;

/**
 * What a read gives: `data` from a 2xx (`undefined` for 204 and HEAD), else `error` from the body of
 * the other status; `response` is the client's own response object. Typed from the operation the
 * options carry, `unknown` otherwise.
 * @example
 * const { data, error, response } = await readWithKy(ky)(options);
 * if (error !== undefined) console.log(response.status, error);
 */
export type Answer<Operation, Response> =
  | { data: SuccessBody<Operation>; error: undefined; response: Response }
  | { data: undefined; error: ErrorBody<Operation>; response: Response };

/**
 * A read of one client: sends the options with the user's client and answers `{ data, error, response }`
 * typed by the operation the options carry.
 * @example const read: Read<Response> = readWithFetch();
 */
export type Read<Response> = <Options extends RequestOptions>(
  options: Options,
) => Promise<Answer<OperationOf<Options>, Response>>;
