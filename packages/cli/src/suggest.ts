/** @module suggest: the known word closest to a mistyped one, for "did you mean" hints. */

/** Edit distance (insertions, deletions, substitutions), one row at a time. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Case and dashes aside: `--baseUrl`, `--baseurl` and `--base_url` all read as `--base-url`. */
const plain = (word: string): string => word.toLowerCase().replace(/[-_]/g, "");

/**
 * The candidate closest to `word`, or undefined when none is close (more than a third of its
 * letters would change).
 * @example closest("--baseurl", ["--base-url", "--header"]); // "--base-url"
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(plain(word).length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(plain(word), plain(candidate));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
