/**
 * @module adapter-input: what an adapter reads of the options, read safely: own properties only, and
 * a streamed body held to its `content-length` header (docs/rules.md#adapters).
 */
import { fail } from "../errors.ts";
import type { RequestHeaders } from "../types/options.ts";

/**
 * A copy of the own enumerable properties of `object` on a null prototype: a key it lacks reads as
 * `undefined`, even when other code has set that key on `Object.prototype`. `undefined` and `null`
 * give an empty copy. Adapters read the options, `request` and headers through it.
 * @example const { body, request } = ownProperties(options); // never an inherited Object.prototype.body
 */
export function ownProperties<T extends object>(object: T | null | undefined): T {
  return { __proto__: null, ...object } as T;
}

/** `ReadableStream.from()`, which TypeScript's DOM types lack (Node 20.6+, Deno, Bun, Chromium, Firefox). */
type StreamFrom = { from?: (source: AsyncIterable<unknown>) => ReadableStream };

/**
 * {@link checkContentLength} for fetch-based clients, which send a web stream: `body` as it is, or
 * when it must be held to its `content-length`, a `ReadableStream` of the checked chunks (`body`
 * itself where `ReadableStream.from` is missing).
 * @example checkedWebStream(Readable.from(["hi", "more"]), { "content-length": 2 }) // a ReadableStream that errors after "hi"
 */
export function checkedWebStream<T>(body: T, headers: RequestHeaders): T | ReadableStream {
  const checked = checkContentLength(body, headers);
  return checked === body ? body : ((ReadableStream as StreamFrom).from?.(checked as AsyncIterable<unknown>) ?? body);
}

/** A body sent chunk by chunk: an async iterable (a Node `Readable`, a web stream) or an iterator of chunks (a generator). */
type Chunked = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/**
 * `body` held to the `content-length` of `headers`, for clients that write whatever a stream gives
 * (docs/rules.md#adapters). When `body` is sent chunk by chunk (an async iterable such as a Node
 * `Readable` or a web stream, or an iterator such as a generator) and `headers` has an own
 * `content-length`, it returns an async generator of the same chunks that throws an `EndpointError`
 * with code `ERR_CONTENT_LENGTH_MISMATCH` instead of giving a chunk that would go beyond the length,
 * and at the end when fewer bytes came (text counts as UTF-8). A length that is not decimal digits
 * fails at the first chunk. Any other body (text, bytes, Blob, FormData, URLSearchParams) is
 * returned as it is.
 * @example checkContentLength(Readable.from(["hi", "GET /admin HTTP/1.1\r\n\r\n"]), { "content-length": 2 }) // gives "hi", then throws
 */
export function checkContentLength<T>(
  body: T,
  headers: RequestHeaders,
): T | AsyncGenerator<Uint8Array | string, void, undefined> {
  const value = ownProperties(headers)["content-length"];
  // a web stream is async iterable (Node, Deno, Bun, Chromium, Firefox); bytes, FormData and URLSearchParams have no `next`
  if (
    value === undefined ||
    !(Symbol.asyncIterator in Object(body) || typeof (body as Iterator<unknown>)?.next === "function")
  )
    return body;
  // RFC 9110 section 8.6: decimal digits only; any other value ("0x2", "2.0") matches no byte count
  const length = /^\d+$/.test(value as string) ? +value : -1;
  return (async function* () {
    let sent = 0;
    for await (const chunk of body as Chunked) {
      // never given: a keep-alive backend would read bytes beyond the length as the next request
      if (!((sent += (chunk as Uint8Array).byteLength ?? new TextEncoder().encode(chunk as string).length) <= length))
        break;
      yield chunk;
    }
    // too few leave the backend waiting, and it would read the next request on the connection as the rest
    if (sent !== length)
      throw fail("ERR_CONTENT_LENGTH_MISMATCH", 'Header "content-length"', `the body stream gave ${sent} bytes`);
  })();
}
