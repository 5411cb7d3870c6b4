// Matches what the clients sent with what the echo server parsed on each connection (`npm run stress`):
// every request sent must be exactly one request parsed; a framing attack at most one, with no more
// body bytes than its content-length; any other request parsed (one smuggled in a body) is a mismatch.
import { framingOf } from "./shapes.mjs";

/**
 * The codes and names along an error's `cause` chain, e.g. "TypeError < UND_ERR_REQ_CONTENT_LENGTH_MISMATCH".
 * @example codesOf(new TypeError("fetch failed", { cause: Object.assign(new Error(), { code: "X" }) })) // "TypeError < X"
 */
export function codesOf(error) {
  const chain = [];
  for (let cause = error; cause && chain.length < 5; cause = cause.cause) chain.push(String(cause.code ?? cause.name));
  return chain.join(" < ");
}

/**
 * Compares the echo server's log (`{ connections, parsed, parseErrors }`, scripts/stress/echo-server.mjs)
 * with the requests sent: `sent` lists `[tag, count]`, requests `tag-0` to `tag-(count - 1)`. Returns
 * what differs (one line each) and the keep-alive figures.
 * @example
 * const { differences, connections } = matchConnections(await server.report(), [["got-warmup", 200], ["got", 10000]]);
 * // differences: [] when every request sent was parsed once and nothing else was; connections: { opened: 100, mostOnOne: 110, parsed: 10200 }
 */
export function matchConnections({ connections, parsed, parseErrors }, sent) {
  const differences = parseErrors.map((error) => `parse error on ${error}`);
  const seen = new Map();
  const perConnection = new Map();
  let smuggled = 0;
  const expected = new Set(sent.flatMap(([tag, count]) => Array.from({ length: count }, (_, n) => `${tag}-${n}`)));
  for (const [connection, id, method, target, bytes, complete] of parsed) {
    perConnection.set(connection, (perConnection.get(connection) ?? 0) + 1);
    if (id === null || !expected.has(id)) {
      if (id?.startsWith("smuggled-")) smuggled++;
      differences.push(
        `connection ${connection}: parsed ${method} ${target} (${id ?? "no x-stress-id"}), which no client sent`,
      );
      continue;
    }
    seen.set(id, [...(seen.get(id) ?? []), { bytes, complete }]);
  }
  for (const [tag, count] of sent) {
    for (let n = 0; n < count; n++) {
      const id = `${tag}-${n}`;
      const found = seen.get(id) ?? [];
      const framing = framingOf(n);
      if (framing === null && (found.length !== 1 || !found[0].complete)) {
        differences.push(
          `${id}: parsed ${found.length} times${found.length === 1 ? " (body incomplete)" : ""}, not once`,
        );
      } else if (framing !== null && (found.length > 1 || found.some(({ bytes }) => bytes > framing.length))) {
        differences.push(
          `${id}: a framing attack parsed ${found.length} times, ${Math.max(0, ...found.map(({ bytes }) => bytes))} body bytes for content-length ${framing.length}`,
        );
      }
    }
  }
  const mostOnOne = Math.max(0, ...perConnection.values());
  return { differences, smuggled, connections: { opened: connections, mostOnOne, parsed: parsed.length } };
}
