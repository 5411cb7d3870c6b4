/**
 * @module request-body: what `body` takes for an OpenAPI operation, by the media types of its
 * `requestBody.content` as openapi-typescript writes them (docs/rules.md#request-bodies).
 * `createEndpoint<paths>()` writes a plain object in its operation's media type ({@link RequestBodyOf});
 * `endpoint.defaults<paths>()` keeps GitHub's dialect, where every plain object is JSON
 * ({@link JsonRequestBodyOf}). Types only: nothing here runs.
 */
import type { Field } from "./operation.ts";

/**
 * The media types whose body is JSON: `application/json`, its parameters and `+json` suffixes.
 * @example const media: JsonMediaType = "application/vnd.github+json";
 */
export type JsonMediaType = `application/json${string}` | `${string}+json${string}`;

/**
 * The raw bodies that are objects (bytes, a Blob or File, a stream, URLSearchParams, FormData), as a
 * media type whose plain objects are not written takes them: named for it, which a wrong body's
 * message prints (`'email' does not exist in type 'RawBodyFor<"application/octet-stream">'`).
 * @example const body: RawBodyFor<"application/octet-stream"> = new Uint8Array([1]);
 */
export type RawBodyFor<MediaType extends string> =
  // nothing, but reading the media type makes each media type's alias its own, which TypeScript 5.0 would not print
  | Extract<MediaType, never>
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>
  | URLSearchParams
  | FormData;

/** The raw bodies that are objects, whatever the media type. */
export type RawObjectBody = RawBodyFor<string>;

/** A body sent as it is, whatever the media type: text, bytes, a Blob, a stream, URLSearchParams, FormData. */
export type RawBody = string | RawObjectBody;

/**
 * Whether `T` is a free-form object: `openapi-typescript` writes `type: object` without properties as
 * `Record<string, never>`, which no object with a property would fit.
 */
type IsFreeForm<T> = string extends keyof T ? ([T[string & keyof T]] extends [never] ? true : false) : false;

/**
 * A JSON body's type with every free-form object (`Record<string, never>`) taking any object, at
 * any depth. Mapped lazily: a call pays only for the properties it writes.
 * @example type B = JsonBody<{ meta: Record<string, never> }>; // { meta: { [key: string]: unknown } }
 */
export type JsonBody<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? IsFreeForm<T> extends true
      ? { [key: string]: unknown }
      : { [Key in keyof T]: JsonBody<T[Key]> }
    : T;

/** The JSON schema of a `content` map. */
export type JsonContent<Content> = Content[keyof Content & JsonMediaType];

/** A media type without its parameters: `"application/json; charset=utf-8"` is `"application/json"`. */
type Essence<MediaType extends string> = MediaType extends `${infer Type};${string}` ? Type : MediaType;

/** A form's schema as a plain object, free-form objects taking any object (a list or a scalar is no form). */
type FormObject<Schema> = Schema extends readonly unknown[] ? never : Schema extends object ? JsonBody<Schema> : never;

/**
 * What a form body (`application/x-www-form-urlencoded`) takes: its schema as a plain object (nested
 * objects and lists in their encoding's style), or a raw body; a string too, which
 * {@link RequestBodyOf} adds. Named for its media type, which a wrong body's message prints
 * (`'emial' does not exist in type 'FormBody<"application/x-www-form-urlencoded", ...>'`).
 * @example const body: FormBody<"application/x-www-form-urlencoded", { email?: string }> = { email: "a@b.example" };
 */
export type FormBody<MediaType extends string, Schema> = FormObject<Schema> | RawBodyFor<MediaType>;

/**
 * One multipart part's value: a string may be a file (openapi-typescript types `format: binary` as
 * `string`), so a Blob, a File or bytes too, but an enum's strings stay themselves; a list, one part
 * per member; an object, its JSON.
 */
type PartValue<Value> = Value extends string
  ? string extends Value
    ? string | Blob | ArrayBuffer | ArrayBufferView
    : Value
  : Value extends readonly (infer Item)[]
    ? readonly PartValue<Item>[]
    : JsonBody<Value>;

/** A multipart schema's properties, each as a part takes it. */
type MultipartObject<Schema> = Schema extends readonly unknown[]
  ? never
  : Schema extends object
    ? IsFreeForm<Schema> extends true
      ? { [key: string]: unknown }
      : { [Key in keyof Schema]: PartValue<Schema[Key]> }
    : never;

/**
 * What a multipart body (`multipart/form-data`) takes: its schema as a plain object, each string a
 * file too (a Blob, a File or bytes), or a raw body; a string too, which {@link RequestBodyOf} adds.
 * Named for its media type, which a wrong body's message prints.
 * @example const upload: MultipartBody<"multipart/form-data", { file: string }> = { file: new Blob(["%PDF"]) };
 */
export type MultipartBody<MediaType extends string, Schema> = MultipartObject<Schema> | RawBodyFor<MediaType>;

/**
 * What `body` takes under one media type on `createEndpoint<paths>()`: JSON (`application/json`, any
 * `+json`) the schema; a form the schema as a plain object; multipart the schema with strings as
 * files too; anything else a raw body. A string is added by {@link RequestBodyOf} for any but JSON.
 * @example type Form = BodyOfMediaType<"application/x-www-form-urlencoded", { email: string }>; // FormBody<..., { email: string }>
 */
export type BodyOfMediaType<MediaType extends string, Schema> = MediaType extends JsonMediaType
  ? JsonBody<Schema>
  : Essence<MediaType> extends "application/x-www-form-urlencoded"
    ? FormBody<MediaType, Schema>
    : Essence<MediaType> extends "multipart/form-data"
      ? MultipartBody<MediaType, Schema>
      : RawBodyFor<MediaType>;

/** Each media type's body of a `content` map. */
type BodiesIn<Content> = { [MediaType in keyof Content & string]: BodyOfMediaType<MediaType, Content[MediaType]> };

/**
 * An operation's bodies by media type: `{ "application/json": Pet, "multipart/form-data": ... }`;
 * `{}` when the operation has no `requestBody`.
 * @example type B = RequestBodies<paths["/v1/files"]["post"]>; // { "multipart/form-data": MultipartBody<...> }
 */
export type RequestBodies<Operation> = [Field<Operation, "requestBody">] extends [{ content: infer Content }]
  ? [Field<Operation, "requestBody">] extends [never]
    ? {}
    : BodiesIn<Content>
  : {};

/** The media types of a `content` map that are not JSON, whose bodies may be raw (a string included). */
type OtherMediaTypes<Content> = Exclude<keyof Content, JsonMediaType>;

/**
 * What `body` takes on `createEndpoint<paths>()`, which writes a plain object in its operation's media
 * type: any of its media types' bodies, and, when one is not JSON, a raw body, which goes as it is;
 * never when the operation has no `requestBody`. A JSON-only operation takes its schema alone, as
 * `endpoint` does. The string stays outside the media types' named bodies so that a wrong object's
 * message prints their names (TypeScript drops the string from the type it names).
 * @example type Create = RequestBodyOf<paths["/v1/customers"]["post"]>; // FormBody<"application/x-www-form-urlencoded", { email?: string; ... }> | string
 */
export type RequestBodyOf<Operation> = BodiesOf<Field<Operation, "requestBody">>;

/**
 * A request body's `content` as a value (never for none: distributed over its union); a JSON-only
 * one, the most common, read as `endpoint` reads it, without a body per media type.
 */
type BodiesOf<RequestBody> = RequestBody extends { content: infer Content }
  ? [OtherMediaTypes<Content>] extends [never]
    ? JsonBody<JsonContent<Content>>
    : BodiesIn<Content>[keyof Content & string] | string
  : unknown;

/**
 * What `body` (or `data`) takes on `endpoint.defaults<paths>()`, GitHub's dialect, which sends every
 * plain object as JSON: the JSON schema's type, and a raw body when the operation takes another media
 * type (a form or multipart body is built by the caller, as `URLSearchParams` or `FormData`); never
 * when it has no request body.
 * @example type B = JsonRequestBodyOf<paths["/markdown/raw"]["post"]>; // RawBody
 */
export type JsonRequestBodyOf<Operation> = JsonBodiesOf<Field<Operation, "requestBody">>;

/** {@link JsonRequestBodyOf} of a request body (never for none: distributed over its union). */
type JsonBodiesOf<RequestBody> = RequestBody extends { content: infer Content }
  ?
      | JsonBody<JsonContent<Content>>
      | ([OtherMediaTypes<Content>] extends [never] ? never : RawBodyFor<OtherMediaTypes<Content> & string> | string)
  : unknown;
