// The requests of `npm run stress`: five shapes, varied by a seeded generator so that every run and
// every client sends the same sequence, and the wire each one must produce, hashed. One request in
// fifty is a framing attack instead: a streamed body that gives more bytes than its content-length
// (the rest a whole request carrying a victim's token) or fewer, which the adapter must refuse.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { endpoint } from "@scope/endpoint-core";
import { isJsonBody } from "@scope/endpoint-core/adapter";

const TEXTS = [
  "plain",
  "a b&c=d+e/f?g#h%i",
  "café, naïve, Ærøskøbing",
  "日本語のテキスト",
  "emoji 😀🎉 and 👩‍👩‍👧",
  "quotes \" ' ` and \\ backslash",
  "control \u0000\u0001\t\n\r",
  "RTL \u202e override, zero width \u200b",
  "x".repeat(300),
];
const KEYS = [
  "name",
  "ключ",
  "名前",
  "emoji😀",
  "with space",
  "a.b",
  "constructor",
  "prototype",
  "toString",
  "0",
  "-",
  "ü",
];

/** A small seeded generator (mulberry32): the same index gives the same request on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function jsonValue(next, depth) {
  const kind = Math.floor(next() * (depth > 2 ? 5 : 7));
  if (kind === 0) return TEXTS[Math.floor(next() * TEXTS.length)];
  if (kind === 1) return [0, -1, 3.25, 1e21, -2.5e-7, Number.MAX_SAFE_INTEGER][Math.floor(next() * 6)];
  if (kind === 2) return next() < 0.5;
  if (kind === 3) return null;
  if (kind === 4) return "";
  if (kind === 5) return Array.from({ length: Math.floor(next() * 4) }, () => jsonValue(next, depth + 1));
  return jsonObject(next, depth + 1);
}

function jsonObject(next, depth) {
  const object = {};
  const count = 1 + Math.floor(next() * 5);
  for (let i = 0; i < count; i++) object[KEYS[Math.floor(next() * KEYS.length)]] = jsonValue(next, depth);
  return object;
}

function bytes(next) {
  // one body in twenty is large (200 KiB); each is a view into a bigger buffer, at an offset
  const length = next() < 0.05 ? 200 * 1024 : Math.floor(next() * 16 * 1024);
  const offset = 1 + Math.floor(next() * 15);
  const buffer = new Uint8Array(length + offset + 7);
  for (let i = 0; i < buffer.length; i++) buffer[i] = Math.floor(next() * 256);
  return buffer.subarray(offset, offset + length);
}

/** One request in FRAMING_EVERY is a framing attack. */
const FRAMING_EVERY = 50;
// how the stream gives its bytes: the length's worth then a whole request in the next chunk, a chunk
// straddling the length, many small chunks, or one byte fewer than the length
const FRAMING_VARIANTS = ["next-chunk", "straddling", "many-chunks", "shorter"];
const STREAM_KINDS = ["node-readable", "async-iterable", "web-stream"];

/**
 * The framing attack that request number `n` is, or null: its content-length, how its stream gives
 * the bytes, and the kind of stream.
 * @example framingOf(49) // { length: 23, variant: "straddling", kind: "web-stream" }
 */
export function framingOf(n) {
  if (n % FRAMING_EVERY !== FRAMING_EVERY - 1) return null;
  const next = random(n + 1);
  const length = 1 + Math.floor(next() * 64);
  return {
    length,
    variant: FRAMING_VARIANTS[Math.floor(next() * FRAMING_VARIANTS.length)],
    kind: STREAM_KINDS[Math.floor(next() * STREAM_KINDS.length)],
  };
}

/** The chunks of a framing attack's stream: what follows its length is a request no client sent. */
function framingChunks({ length, variant }, id) {
  const content = Array.from({ length }, (_, i) => "framing-0123456789"[i % 18]).join("");
  const smuggled = `GET /stress/smuggled HTTP/1.1\r\nhost: 127.0.0.1\r\nx-stress-id: smuggled-${id}\r\nauthorization: token victim-secret\r\n\r\n`;
  if (variant === "next-chunk") return [content, smuggled];
  if (variant === "straddling") return [content.slice(0, -1), content.slice(-1) + smuggled];
  if (variant === "many-chunks") return [...content.match(/.{1,7}/gs), smuggled.slice(0, 9), smuggled.slice(9)];
  return [content.slice(0, -1)];
}

function streamOf(kind, chunks) {
  const buffers = chunks.map((chunk) => Buffer.from(chunk));
  if (kind === "node-readable") return Readable.from(buffers);
  if (kind === "async-iterable")
    return (async function* () {
      yield* buffers;
    })();
  return new ReadableStream({
    start(controller) {
      for (const buffer of buffers) controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

/** The `endpoint()` route and parameters of request number `n` of a run. */
function routeOf(n, base) {
  const framing = framingOf(n);
  if (framing !== null) {
    const headers = { ...base.headers, "content-type": "application/octet-stream", "content-length": framing.length };
    return [
      "POST /stress/{client}/{n}/framing",
      { ...base, data: streamOf(framing.kind, framingChunks(framing, base.headers["x-stress-id"])), headers },
    ];
  }
  const next = random(n + 1);
  const shape = n % 5;
  if (shape === 0) {
    const tags = Array.from({ length: Math.floor(next() * 4) }, () => TEXTS[Math.floor(next() * 4)]);
    const q = TEXTS[Math.floor(next() * 5)];
    return ["GET /stress/{client}/{n}", { ...base, q, page: n, per_page: 100, tags, ключ: "значение" }];
  }
  if (shape === 1) return ["POST /stress/{client}/{n}", { ...base, ...jsonObject(next, 0) }];
  if (shape === 2) return ["PUT /stress/{client}/{n}/empty", base];
  if (shape === 3) {
    // half of them under a JSON content-type, a case where axios would rewrite a string body
    const json = next() < 0.5;
    const data = json
      ? JSON.stringify(jsonObject(next, 0))
      : `${TEXTS[Math.floor(next() * TEXTS.length)]} \ud800 lone surrogate`;
    const type = json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8";
    return ["PATCH /stress/{client}/{n}/text", { ...base, data, headers: { ...base.headers, "content-type": type } }];
  }
  const headers = { ...base.headers, "content-type": "application/octet-stream" };
  return ["PUT /stress/{client}/{n}/bytes", { ...base, data: bytes(next), headers }];
}

/** The bytes a client must put on the wire for a body `endpoint()` returned. */
function wireBody(body) {
  if (body === undefined) return Buffer.alloc(0);
  if (isJsonBody(body)) return Buffer.from(JSON.stringify(body));
  // a lone surrogate is sent as U+FFFD by every client, as Buffer.from writes it
  if (typeof body === "string") return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError(`no wire form for a body of type ${typeof body}`);
}

/**
 * SHA-256 in hex.
 * @example sha256(Buffer.from("")) // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
 */
export function sha256(data) {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Request number `n` for `client`: the `endpoint()` result to hand to an adapter, and what the server
 * must receive (method, the SHA-256 of the request target and of the body), taken before any client
 * sees it; for a framing attack, `expected.framing` (see {@link framingOf}) instead: the adapter must refuse it.
 * @example
 * const { options, expected } = requestFor("got", 7, "http://127.0.0.1:8080");
 * // options.url === "http://127.0.0.1:8080/stress/got/7?q=...", expected.id === "got-7"
 */
export function requestFor(client, n, origin) {
  const id = `${client}-${n}`;
  const [route, parameters] = routeOf(n, { baseUrl: origin, client, n, headers: { "x-stress-id": id } });
  const options = endpoint(route, parameters);
  if (!options.url.startsWith(`${origin}/`)) throw new Error(`${id}: URL ${options.url} is not on ${origin}`);
  const framing = framingOf(n);
  if (framing !== null) return { options, expected: { id, framing } };
  const body = wireBody(options.body);
  const expected = {
    id,
    method: options.method.toUpperCase(),
    url: sha256(options.url.slice(origin.length)),
    body: sha256(body),
    bodyLength: body.length,
  };
  return { options, expected };
}

/**
 * Compares an echo (the server's JSON answer) with what was expected; returns what differs, or "" when nothing does.
 * @example
 * compareEcho(expected, '{"id":"got-7","method":"GET","url":"/stress/got/7","body":""}');
 * // "" when all match, else what differs: "url", "body (38 B received, 52 B expected)", ...
 */
export function compareEcho(expected, text) {
  const echo = JSON.parse(text);
  const differs = [];
  if (echo.id !== expected.id) differs.push("id");
  if (echo.method !== expected.method) differs.push("method");
  if (sha256(echo.url) !== expected.url) differs.push("url");
  const body = Buffer.from(echo.body, "base64");
  if (sha256(body) !== expected.body)
    differs.push(`body (${body.length} B received, ${expected.bodyLength} B expected)`);
  return differs.join(" ");
}
