// The table `npm run stress` prints.

const pad = (value, width) => String(value).padStart(width);

function kibibytes(bytes) {
  return bytes === undefined ? "-" : `${bytes >= 0 ? "+" : ""}${(bytes / 1024).toFixed(0)} KiB`;
}

function line(row) {
  const seconds = row.seconds ?? NaN;
  const handles = row.handles === undefined ? "-" : row.handles.length === 0 ? "none" : row.handles.join(", ");
  const cells = [row.client.padEnd(6), pad(row.requests, 9), pad(row.mismatches, 11), pad(row.errors, 7)];
  cells.push(
    pad(seconds.toFixed(2), 7),
    pad((row.requests / seconds).toFixed(0), 8),
    pad(kibibytes(row.heapGrowth), 12),
    ` ${handles}`,
  );
  const unanswered = row.pending > 0 ? `, ${row.pending} unanswered` : "";
  return `${cells.join(" ")}${row.done ? "" : `  (stopped${unanswered})`}`;
}

/**
 * Prints the settings, one line per client, what the keep-alive backend parsed for each (connections,
 * framing attacks refused, smuggled requests parsed), and the first failures of each.
 * @example
 * printReport({ requests: 10000, concurrency: 100, timeLimit: 300, warmup: 200, machine: "node v20.20.2, 2 CPUs", rows, skipped: [] });
 * // client  requests  mismatches  errors  wall s    req/s  heap growth  handles left
 * // fetch      10000           0       0    3.27     3056     +540 KiB  none
 */
export function printReport({ requests, concurrency, timeLimit, warmup, machine, rows, skipped }) {
  console.log(`\n${machine}, ${process.platform} ${process.arch}`);
  console.log(
    `${requests} requests per client (after ${warmup} warm-up), concurrency ${concurrency}, time limit ${timeLimit} s\n`,
  );
  console.log("client  requests  mismatches  errors  wall s    req/s  heap growth  handles left");
  for (const row of rows) console.log(line(row));
  if (skipped.length > 0) console.log(`not run (time limit): ${skipped.join(", ")}`);
  for (const { client, warmup } of rows) {
    if (!(warmup?.mismatches > 0 || warmup?.errors > 0)) continue;
    console.log(
      `${client} warm-up (${warmup.requests} requests): ${warmup.mismatches} mismatches, ${warmup.errors} errors`,
    );
  }
  console.log("\nkeep-alive backend: requests parsed per TCP connection, matched one to one with the requests sent");
  console.log("client  parsed  connections  most on one  framing attacks  refused  smuggled requests parsed");
  for (const { client, connections: c, framing: f } of rows) {
    if (c === undefined) continue;
    console.log(
      [
        client.padEnd(6),
        pad(c.parsed, 6),
        pad(c.opened, 12),
        pad(c.mostOnOne, 12),
        pad(f.sent, 16),
        pad(f.refused, 8),
        pad(f.smuggled, 25),
      ].join(" "),
    );
  }
  for (const row of rows) for (const example of row.examples) console.log(`  ${row.client}: ${example}`);
}
