/**
 * @module openapi-body: an operation's request body in the description table
 * (docs/rules.md#the-description-table): the media type a plain-object body is written in, when it
 * is not JSON, and its properties' encodings that differ from the defaults.
 */
import { CliError } from "./cli-error.ts";
import type { Resolve } from "./ref-resolver.ts";

/** One property's encoding as the table takes it (`BodyEncoding`). */
export interface BodyEncodingEntry {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  contentType?: string;
}

/** An operation's `body` entry (`BodyStyles`): never JSON, which needs none. */
export interface BodyEntry {
  mediaType: "application/x-www-form-urlencoded" | "multipart/form-data";
  encoding?: Record<string, BodyEncodingEntry>;
}

type Json = Record<string, unknown>;

export const FORM = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const invalid = (message: string): CliError => new CliError("ERR_OPENAPI_INVALID", message);

/** A media type's essence: lowercase, its parameters left out. */
const essence = (type: string): string => type.split(";")[0]!.trim().toLowerCase();

/** JSON, which the core writes a plain object as by default: `application/json` or any `+json`. */
const isJson = (type: string): boolean => type === "application/json" || type.endsWith("+json");

/**
 * Which media type of those an operation takes a plain object is written in: JSON first (none to
 * write), then form, then multipart; undefined when it takes none of them (a raw body).
 * @example chooseMediaType(["multipart/form-data", "application/json"]) // "json"
 */
export function chooseMediaType(types: readonly string[]): "json" | typeof FORM | typeof MULTIPART | undefined {
  const essences = types.map(essence);
  if (essences.some(isJson)) return "json";
  if (essences.includes(FORM)) return FORM;
  if (essences.includes(MULTIPART)) return MULTIPART;
  return undefined;
}

/** One concrete media type (no list, no wildcard): what a part's type can be. */
const CONCRETE = /^[\w!#$%&'+.^`|~-]+\/[\w!#$%&'+.^`|~-]+$/;

/**
 * The `body` entry of an OpenAPI 3 operation's `requestBody`, or undefined. `style` reads a form
 * property's encoding as a query parameter's (the CLI's one reading of a style); `name` each
 * property printed, for the table's size.
 */
export function openApiBody(
  resolve: Resolve,
  requestBody: unknown,
  where: string,
  style: (where: string, value: Json) => BodyEncodingEntry | undefined,
  print: (name: string) => void,
): BodyEntry | undefined {
  if (requestBody === undefined) return undefined;
  const body = resolve(requestBody, where);
  if (!isObject(body)) throw invalid(`${where} is not a Request Body Object`);
  const { content } = body;
  if (!isObject(content)) throw invalid(`${where}.content is not an object`);
  const chosen = chooseMediaType(Object.keys(content));
  if (chosen === undefined || chosen === "json") return undefined;
  const key = Object.keys(content).find((type) => essence(type) === chosen) as string;
  const place = `${where}.content[${JSON.stringify(key)}]`;
  const media = content[key];
  if (!isObject(media)) throw invalid(`${place} is not a Media Type Object`);
  const { encoding } = media;
  if (encoding === undefined) return { mediaType: chosen };
  if (!isObject(encoding)) throw invalid(`${place}.encoding is not an object`);
  const entries: Record<string, BodyEncodingEntry> = {};
  for (const [name, value] of Object.entries(encoding)) {
    const at = `${place}.encoding[${JSON.stringify(name)}]`;
    if (!isObject(value)) throw invalid(`${at} is not an Encoding Object`);
    let entry: BodyEncodingEntry | undefined;
    if (chosen === FORM) entry = style(at, value);
    else {
      const { contentType } = value;
      if (contentType !== undefined && typeof contentType !== "string")
        throw invalid(`${at}.contentType is not a string`);
      // a list or a wildcard says what the API accepts, not one type a part can carry
      if (typeof contentType === "string" && CONCRETE.test(contentType.trim()))
        entry = { contentType: contentType.trim() };
    }
    if (entry === undefined) continue;
    print(name);
    Object.defineProperty(entries, name, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return Object.keys(entries).length === 0 ? { mediaType: chosen } : { mediaType: chosen, encoding: entries };
}

/** A Swagger 2.0 formData parameter: its name, whether it is a file, and its style when an array. */
export interface FormDataParameter {
  name: string;
  file: boolean;
  style: BodyEncodingEntry | undefined;
}

/**
 * The `body` entry of a Swagger 2.0 operation: its formData parameters, form unless a file is among
 * them or `consumes` names multipart alone; a form's arrays in their `collectionFormat`.
 */
export function swaggerBody(
  consumes: unknown,
  formData: readonly FormDataParameter[],
  where: string,
): BodyEntry | undefined {
  if (formData.length === 0) return undefined;
  if (consumes !== undefined && !(Array.isArray(consumes) && consumes.every((type) => typeof type === "string")))
    throw invalid(`${where} is not a list of strings`);
  const types = (consumes as string[] | undefined) ?? [FORM];
  // a file goes only in multipart (Swagger 2.0: a file parameter needs it)
  const chosen = formData.some((parameter) => parameter.file)
    ? MULTIPART
    : (chooseMediaType(types.filter((type) => !isJson(essence(type)))) as typeof FORM | typeof MULTIPART | undefined);
  if (chosen === undefined) return undefined;
  if (chosen === MULTIPART) return { mediaType: MULTIPART };
  const encoding: Record<string, BodyEncodingEntry> = {};
  for (const { name, style } of formData)
    if (style !== undefined)
      Object.defineProperty(encoding, name, { value: style, enumerable: true, writable: true, configurable: true });
  return Object.keys(encoding).length === 0 ? { mediaType: FORM } : { mediaType: FORM, encoding };
}
