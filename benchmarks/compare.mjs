/**
 * @module compare: checks, before anything is timed, that both implementations build the same
 * request, so that no scenario can get faster by doing less. Only the differences docs/rules.md
 * documents are normalised away; anything else fails the run.
 */
import { isDeepStrictEqual } from "node:util";

// RFC 6570 encodes !'()* in a query and a list's commas; the reference leaves !'()* raw and
// encodes the commas after joining (docs/rules.md#differences-from-the-reference)
const RFC6570_QUERY_DIFFERENCES = /%2C|%21|%27|%28|%29|%2A/gi;

function normaliseUrl(url) {
  const query = url.indexOf("?");
  if (query === -1) return url;
  return (
    url.slice(0, query) + url.slice(query).replace(RFC6570_QUERY_DIFFERENCES, (triplet) => decodeURIComponent(triplet))
  );
}

function isJsonBody(body) {
  return (
    Array.isArray(body) ||
    (typeof body === "object" && body !== null && [Object.prototype, null].includes(Object.getPrototypeOf(body)))
  );
}

/**
 * The request with documented differences removed: the method's case (ours is lowercase, spec
 * 2.4), the user-agent (each names its library), the JSON content-type the reference puts on a
 * body that is not JSON (ours adds none), and the query encoding above.
 */
export function normalise(result) {
  const { "user-agent": _userAgent, ...headers } = result.headers;
  if (!isJsonBody(result.body) && headers["content-type"] === "application/json; charset=utf-8")
    delete headers["content-type"];
  const normalised = { method: result.method.toUpperCase(), url: normaliseUrl(result.url), headers };
  if (result.body !== undefined)
    normalised.body = isJsonBody(result.body) ? JSON.parse(JSON.stringify(result.body)) : result.body;
  if (result.request !== undefined) normalised.request = result.request;
  return normalised;
}

/** Throws, showing both requests, unless `ours` and `reference` are the same request once normalised. */
export function assertSameRequest(name, ours, reference) {
  const a = normalise(ours);
  const b = normalise(reference);
  if (!isDeepStrictEqual(a, b)) {
    throw new Error(
      `Scenario "${name}": outputs differ beyond the documented differences\nours:      ${JSON.stringify(a)}\nreference: ${JSON.stringify(b)}`,
    );
  }
}
