/**
 * @module linear-time: adversarial inputs (docs/rules.md#safety),
 * timed at growing sizes for both implementations. The reference is quadratic (it is stopped at
 * 40k characters, where it already takes seconds); ours is timed up to 100k.
 */
const ATTACKS = {
  "url '{' x N + '@'": (n) => ["GET", { url: `/${"{".repeat(n)}@` }],
  "url '{00' + NUL x N + 'a!a}'": (n) => ["GET", { url: `/{00${"\0".repeat(n)}a!a}` }],
  "accept 'A' x N + '-', previews": (n) => [
    "GET /x",
    { headers: { accept: `${"A".repeat(n)}-` }, mediaType: { previews: ["p"] } },
  ],
};
const SIZES = [10_000, 20_000, 40_000, 100_000];
const REFERENCE_MAX = 40_000;

function msPerCall(endpoint, [route, options]) {
  const start = performance.now();
  try {
    if (route === "GET") endpoint(options);
    else endpoint(route, options);
  } catch {
    // ours rejects malformed templates; the time to do so is what counts
  }
  return performance.now() - start;
}

/** Prints ms per call for each attack and size, ours then the reference's. */
export function printLinearTimeTable(ours, reference) {
  console.log(`\nadversarial input (ms/call)${SIZES.map((n) => `${n / 1000}k`.padStart(10)).join("")}`);
  for (const [name, attack] of Object.entries(ATTACKS)) {
    for (const [label, endpoint, max] of [
      ["core", ours, Infinity],
      ["octokit", reference, REFERENCE_MAX],
    ]) {
      const cells = SIZES.map((n) => (n > max ? "-" : msPerCall(endpoint, attack(n)).toFixed(1)));
      console.log(`${`${name} ${label}`.padEnd(43).slice(0, 43)}${cells.map((cell) => cell.padStart(10)).join("")}`);
    }
  }
}
