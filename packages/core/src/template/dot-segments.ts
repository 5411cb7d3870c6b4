/**
 * @module dot-segments: refuses a `.` or `..` path segment that an expansion made
 * (docs/rules.md#dot-segments), in one pass over the path.
 */
import { type EndpointError, fail, parameter } from "../errors.ts";

/** Where an expansion into the path wrote (`start` to `end`, maybe nothing): a suspect for the dot-segment check. */
export interface Written {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/** The error naming the first suspect from `next` on that wrote into the segment ending at `to`, else the one there. */
function traversal(suspects: readonly Written[], next: number, to: number): EndpointError {
  let blamed = suspects[next] as Written;
  for (let i = next; i < suspects.length && (suspects[i] as Written).start <= to; i++) {
    if ((suspects[i] as Written).end > (suspects[i] as Written).start) {
      blamed = suspects[i] as Written;
      break;
    }
  }
  return fail("ERR_PATH_TRAVERSAL", parameter(blamed.name), 'makes a "." or ".." path segment');
}

// "." or "..", any dot written as %2e or %2E (WHATWG URL parsers read those as dots)
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Throws when a dot segment of the path is one an expansion made: it wrote into the segment or the
 * `/` before it, or wrote nothing inside it. The route's own dot segments stay. One pass over the
 * path, with the suspects (in the order written) followed alongside: linear in the URL's length.
 */
export function refuseDotSegments(url: string, suspects: readonly Written[]): void {
  const pathEnd = url.search(/[?#]|$/);
  let next = 0;
  for (let from = 0; from <= pathEnd; ) {
    let to = url.indexOf("/", from);
    if (to === -1 || to > pathEnd) to = pathEnd;
    if (to - from <= 6 && DOT_SEGMENT.test(url.slice(from, to))) {
      // suspects that ended before the "/" of this segment touch no later segment either
      while (next < suspects.length && (suspects[next] as Written).end < from) next++;
      if (next < suspects.length && (suspects[next] as Written).start <= to) throw traversal(suspects, next, to);
    }
    from = to + 1;
  }
}
