/**
 * @module request-body: what `body` takes for an OpenAPI operation, by the media types of its
 * `requestBody.content` as openapi-typescript writes them (docs/rules.md#request-bodies). Standalone:
 * the call types do not use it yet.
 */

/** A body sent as it is, whatever the media type: text, bytes, a Blob, a stream, URLSearchParams, FormData. */
export type RawBody =
  | string
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>
  | URLSearchParams
  | FormData;

/** A media type without its parameters: `"application/json; charset=utf-8"` is `"application/json"`. */
type Essence<MediaType extends string> = MediaType extends `${infer Type};${string}` ? Type : MediaType;

/**
 * One multipart part's value: a string may be a file (openapi-typescript types `format: binary` as
 * `string`), so a Blob or bytes too; a list, one part per member.
 */
type PartValue<Value> = Value extends string
  ? string | Blob | Uint8Array
  : Value extends readonly (infer Item)[]
    ? readonly PartValue<Item>[]
    : Value;

/** A form's schema: a plain object (a list or a scalar is no form). */
type FormBody<Schema> = Schema extends readonly unknown[] ? never : Schema extends object ? Schema : never;

/** A multipart schema's properties, each as a part takes it. */
export type MultipartBody<Schema> = { [Key in keyof Schema]: PartValue<Schema[Key]> };

/**
 * What `body` takes under one media type: JSON (`application/json`, any `+json`) the schema; a form
 * the schema as a plain object; multipart the schema with strings as files too; anything else a raw body.
 * @example type Form = BodyOfMediaType<"application/x-www-form-urlencoded", { email: string }>; // { email: string }
 */
export type BodyOfMediaType<MediaType extends string, Schema> =
  Essence<MediaType> extends "application/json" | `${string}+json`
    ? Schema
    : Essence<MediaType> extends "application/x-www-form-urlencoded"
      ? FormBody<Schema>
      : Essence<MediaType> extends "multipart/form-data"
        ? MultipartBody<Schema>
        : RawBody;

/**
 * An operation's bodies by media type: `{ "application/json": Pet, "multipart/form-data": ... }`,
 * so a message can name the media type; `{}` when the operation has no `requestBody`.
 */
export type RequestBodies<Operation> = Operation extends { requestBody?: infer Body }
  ? [Body] extends [{ content: infer Content }]
    ? { [MediaType in keyof Content & string]: BodyOfMediaType<MediaType, Content[MediaType]> }
    : {}
  : {};

/**
 * What `body` takes for an operation: any of its media types' bodies, or a raw body, which goes as it
 * is; `never` when the operation has no `requestBody`.
 * @example type Create = RequestBodyOf<paths["/v1/customers"]["post"]>; // { email?: string; metadata?: ... } | RawBody
 */
export type RequestBodyOf<Operation> = keyof RequestBodies<Operation> extends never
  ? never
  : RequestBodies<Operation>[keyof RequestBodies<Operation>] | RawBody;
