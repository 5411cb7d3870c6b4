/**
 * @module multipart-body: a plain object as a `multipart/form-data` body (docs/rules.md#request-bodies):
 * a `FormData` the client writes with its own boundary. Each property is a part: text for a
 * string, number or boolean, a file for a Blob or bytes, a JSON part for a plain object, one part per
 * member for a list; `contentType` gives a part its media type.
 */
import { fail, kindOf } from "../errors.ts";
import { isPlainObject } from "../plain-object.ts";
import type { CheckedEncoding } from "./body-styles.ts";
import { bodyProperty } from "./form-body.ts";

// the file name FormData gives a Blob, written out: Bun writes none (`filename=""`) unless told
const BLOB = "blob";

/**
 * The parts of `body`, in its order; `null` and `undefined` are left out. A value no part holds (a
 * function, a symbol, a stream, a Map) is `ERR_BODY_INVALID` naming the property, never its value.
 * @example multipartBody({ purpose: "dispute_evidence", file: new File(["%PDF"], "a.pdf") }, undefined) // FormData: purpose, file
 */
export function multipartBody(
  body: Readonly<Record<string, unknown>>,
  encoding: Readonly<Record<string, CheckedEncoding>> | undefined,
): FormData {
  const form = new FormData();
  for (const name of Object.keys(body)) {
    const value = body[name];
    const type = encoding !== undefined && Object.hasOwn(encoding, name) ? encoding[name]?.contentType : undefined;
    // a list is one part per member (OpenAPI: repeated parts of the same name)
    if (Array.isArray(value)) for (const item of value) append(form, name, item, type);
    else append(form, name, value, type);
  }
  return form;
}

/** One part: its value's own kind decides text, file or JSON; `type` makes it a part of that media type. */
function append(form: FormData, name: string, value: unknown, type: string | undefined): void {
  if (value === undefined || value === null) return;
  let text: string | undefined;
  switch (typeof value) {
    case "string":
      text = value;
      break;
    case "number":
      if (!Number.isFinite(value)) throw invalidPart(name, `is ${value}, not a finite number`);
      text = String(value);
      break;
    case "bigint":
    case "boolean":
      text = String(value);
      break;
    case "object":
      if (value instanceof Blob) {
        // a File keeps its name; a type asked for replaces the Blob's own
        const blob = type === undefined || value.type === type ? value : value.slice(0, value.size, type);
        form.append(name, blob, value instanceof File ? value.name : BLOB);
        return;
      }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        form.append(name, new Blob([value as BlobPart], { type: type ?? "application/octet-stream" }), BLOB);
        return;
      }
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw invalidPart(name, "is an invalid Date");
        text = value.toISOString();
      } else if (isPlainObject(value) || Array.isArray(value)) text = json(name, value);
      break;
  }
  if (text === undefined)
    throw invalidPart(
      name,
      `${kindOf(value)} is no part (expected text, a number, a Blob, bytes, a plain object or a list of them)`,
    );
  if (type === undefined) form.append(name, text);
  else form.append(name, new Blob([text], { type }), BLOB);
}

/** A plain object's part: its JSON text. A value JSON cannot write is refused naming the property. */
function json(name: string, value: object): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    throw fail("ERR_BODY_INVALID", bodyProperty(name), "cannot be serialised as JSON", { cause: error });
  }
}

function invalidPart(name: string, why: string) {
  return fail("ERR_BODY_INVALID", bodyProperty(name), why);
}
