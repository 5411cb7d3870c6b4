// One client's part of `npm run stress`, in a process of its own (started by scripts/stress.mjs), so
// that its heap growth and the handles it leaves are its own, not those of the clients run before it.
// Takes its settings from the environment (STRESS_CLIENT, STRESS_REQUESTS, STRESS_CONCURRENCY,
// STRESS_WARMUP, STRESS_DEADLINE in epoch ms, STRESS_GRACE_MS); sends its row to the parent over IPC.
import { createClient } from "./clients.mjs";
import { codesOf, matchConnections } from "./connections.mjs";
import { startEchoServer } from "./echo-process.mjs";
import { activeResources, heapAfterGc, resourcesLeft } from "./measure.mjs";
import { compareEcho, requestFor } from "./shapes.mjs";

const EXAMPLES = 5;
const name = process.env.STRESS_CLIENT;
const [requests, concurrency, warmup, deadline, graceMs] = [
  "REQUESTS",
  "CONCURRENCY",
  "WARMUP",
  "DEADLINE",
  "GRACE_MS",
].map((key) => Number(process.env[`STRESS_${key}`]));

function fail(row, kind, example) {
  row[kind]++;
  if (row.examples.length < EXAMPLES) row.examples.push(example);
}

/** Sends a framing attack, which the adapter must refuse for its length (row.framing counts them). */
async function refused(client, options, { id, framing }, row) {
  row.framing.sent++;
  const error = await client.send(options).then(
    () => null,
    (reason) => reason ?? new Error("rejected"),
  );
  const what = `${framing.kind} body ${framing.variant === "shorter" ? "shorter" : "longer"} than content-length (${framing.variant})`;
  if (error === null) fail(row, "mismatches", `${id}: ${what} was answered, not refused`);
  else if (!/CONTENT_LENGTH_MISMATCH/.test(codesOf(error)))
    fail(row, "errors", `${id}: ${what} failed with ${codesOf(error)}: ${error.message}`);
  else row.framing.refused++;
}

/** Sends requests `0..count-1` of `tag`, `concurrency` at a time, into `row`; whether all were sent in time. */
async function send(client, tag, count, origin, row) {
  let next = 0;
  async function worker() {
    while (next < count && Date.now() < deadline) {
      const n = next++;
      row.requests++;
      row.pending++;
      try {
        const { options, expected } = requestFor(tag, n, origin);
        if (expected.framing) {
          await refused(client, options, expected, row);
          continue;
        }
        const { status, text } = await client.send(options);
        if (status !== 200) fail(row, "errors", `${expected.id}: status ${status}`);
        else {
          const differs = compareEcho(expected, text);
          if (differs !== "") fail(row, "mismatches", `${expected.id}: differs in ${differs}`);
        }
      } catch (error) {
        fail(row, "errors", `${tag}-${n}: ${error?.code ?? error?.name}: ${error?.message}`);
      } finally {
        row.pending--;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return next === count;
}

const row = {
  client: name,
  requests: 0,
  pending: 0,
  mismatches: 0,
  errors: 0,
  examples: [],
  done: false,
  framing: { sent: 0, refused: 0 },
};

// the last resort of the time limit: a request that never ends cannot hold the run open
const watchdog = setTimeout(
  () => {
    row.seconds = row.started === undefined ? undefined : (performance.now() - row.started) / 1000;
    row.examples.push(`stopped: ${row.pending} requests still unanswered ${graceMs / 1000} s after the time limit`);
    process.send(row, () => process.exit(1));
  },
  Math.max(0, deadline - Date.now()) + graceMs,
);

const baseline = activeResources();
const server = await startEchoServer();
const client = createClient(name);
// the first requests set up what lasts (modules' lazy parts, compiled code, the pool): not counted as growth
const warm = { requests: 0, pending: 0, mismatches: 0, errors: 0, examples: row.examples, framing: row.framing };
await send(client, `${name}-warmup`, warmup, server.origin, warm);
row.warmup = { requests: warm.requests, mismatches: warm.mismatches, errors: warm.errors };
const heapBefore = await heapAfterGc();
row.started = performance.now();
row.done = await send(client, name, requests, server.origin, row);
row.seconds = (performance.now() - row.started) / 1000;
// measured with the pool still open, as before: closing it would free sockets the warm-up opened
row.heapGrowth = (await heapAfterGc()) - heapBefore;
// after the heap is measured: every request sent must be one request parsed, and nothing else parsed
const matched = matchConnections(await server.report(), [
  [`${name}-warmup`, warm.requests],
  [name, row.requests],
]);
for (const difference of matched.differences) fail(row, "mismatches", difference);
row.connections = matched.connections;
row.framing.smuggled = matched.smuggled;
await client.close();
await server.close();
// the watchdog is part of the baseline: it is cleared once what is left has been counted
row.handles = await resourcesLeft(baseline, 2_000);
clearTimeout(watchdog);
// handles left open (reported above) must not keep the process alive
process.send(row, () => process.exit(0));
