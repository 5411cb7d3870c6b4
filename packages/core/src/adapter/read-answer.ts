/**
 * @module read-answer: a response's body read as its media type says, and sorted into `data` or
 * `error` by its status (docs/rules.md#reading-an-answer): the rule every adapter's read shares.
 */

/** What a read needs of a client's response, whatever the client. */
export interface ReceivedAnswer<Response> {
  /** The client's own response object, handed back as `response`. */
  response: Response;
  status: number;
  /** The `content-type` header, as the client gives it. */
  contentType: string | string[] | null | undefined;
  /** The request's method (a HEAD answer has no body to read). */
  method: string;
  /** Reads the whole body once: called for every answer, so a client's connection is always drained. */
  bytes: () => Promise<ArrayBuffer | ArrayBufferView>;
}

// RFC 9110 section 8.3.1: type "/" subtype, case-insensitive; parameters after ";"
const JSON_TYPE = /^[^/;]+\/(?:[^;]*\+)?json\s*(?:;|$)/i;
const TEXT_TYPE = /^(?:text\/|[^/;]+\/(?:[^;]*\+)?(?:xml|javascript|x-www-form-urlencoded)\s*(?:;|$))/i;

/**
 * The body as its media type says: JSON parsed, text as a string, anything else as a `Uint8Array`;
 * `undefined` when there is none (204, 205, 304, HEAD, an empty body). Text is read as UTF-8, which
 * JSON always is (RFC 8259 section 8.1); JSON that does not parse rejects with `JSON.parse`'s error.
 * @example await readBody({ status: 200, contentType: "application/json", method: "GET", bytes }) // { id: 7 }
 */
export async function readBody(answer: Omit<ReceivedAnswer<unknown>, "response">): Promise<unknown> {
  const raw = await answer.bytes();
  const bytes = ArrayBuffer.isView(raw)
    ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength)
    : new Uint8Array(raw);
  if (bytes.length === 0 || answer.method.toUpperCase() === "HEAD") return undefined;
  const type = String(answer.contentType ?? "").trim();
  if (!(JSON_TYPE.test(type) || TEXT_TYPE.test(type))) return bytes;
  const text = new TextDecoder().decode(bytes);
  return JSON_TYPE.test(type) ? JSON.parse(text) : text;
}

/**
 * `{ data, error, response }` for one answer: its body is `data` for a 2xx status, `error` for any
 * other; the other one is `undefined`.
 * @example const { data, error } = await readAnswer({ response, status: 404, contentType, method: "GET", bytes }) // error: the 404 body
 */
export async function readAnswer<Response>(
  answer: ReceivedAnswer<Response>,
): Promise<{ data: unknown; error: unknown; response: Response }> {
  const body = await readBody(answer);
  const ok = answer.status >= 200 && answer.status < 300;
  return { data: ok ? body : undefined, error: ok ? undefined : body, response: answer.response };
}
