// `npm run stress`: 10,000 requests per client (fetch, axios, undici, ky, got) through the adapters'
// built packages, 100 at a time, to a loopback echo server (scripts/stress/). Each request's target and
// body, hashed, are compared with what the server received. Bounded in count and time: after the time
// limit no request starts, and whatever has not finished 10 s later is reported and the run stops.
// Exits 1 on any mismatch, error or unfinished run. Not part of `npm test`: it measures, and takes minutes.
//
// Settings (environment): STRESS_REQUESTS (10000), STRESS_CONCURRENCY (100), STRESS_TIME_LIMIT
// (seconds, 300), STRESS_CLIENTS (comma-separated, all by default), STRESS_WARMUP (200 requests per
// client first, checked alike, so that one-time set-up is not counted as heap growth).
import { cpus } from "node:os";
import { CLIENT_NAMES, createClient } from "./stress/clients.mjs";
import { startEchoServer } from "./stress/echo-process.mjs";
import { activeResources, heapAfterGc, resourcesLeft } from "./stress/measure.mjs";
import { compareEcho, requestFor } from "./stress/shapes.mjs";

/** A whole number from the environment, within bounds, so that the run stays bounded. */
function setting(name, fallback, max) {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${name} must be a whole number from 0 to ${max}`);
  return value;
}

const REQUESTS = setting("STRESS_REQUESTS", 10_000, 1_000_000);
const CONCURRENCY = Math.max(1, setting("STRESS_CONCURRENCY", 100, 10_000));
const TIME_LIMIT_S = setting("STRESS_TIME_LIMIT", 300, 3_600);
const WARMUP = setting("STRESS_WARMUP", 200, 100_000);
const GRACE_MS = 10_000;
const EXAMPLES = 5;
const clients = process.env.STRESS_CLIENTS ? process.env.STRESS_CLIENTS.split(",") : CLIENT_NAMES;

if (typeof globalThis.gc !== "function") {
  console.error("stress: run with node --expose-gc (npm run stress does), to measure the heap after a full GC");
  process.exit(2);
}

const deadline = Date.now() + TIME_LIMIT_S * 1000;
/** @type {Array<Record<string, any>>} one row per client, filled as it runs */
const rows = [];

/** Sends requests `0..count-1` of `name`, `concurrency` at a time, into `row`, until done or out of time. */
async function send(client, name, count, origin, row) {
  let next = 0;
  async function worker() {
    while (next < count && Date.now() < deadline) {
      const n = next++;
      row.requests++;
      row.pending++;
      try {
        const { options, expected } = requestFor(name, n, origin);
        const { status, text } = await client.send(options);
        if (status !== 200) fail(row, "errors", `${expected.id}: status ${status}`);
        else {
          const differs = compareEcho(expected, text);
          if (differs !== "") fail(row, "mismatches", `${expected.id}: differs in ${differs}`);
        }
      } catch (error) {
        fail(row, "errors", `${name}-${n}: ${error?.code ?? error?.name}: ${error?.message}`);
      } finally {
        row.pending--;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker));
  return next === count;
}

function fail(row, kind, example) {
  row[kind]++;
  if (row.examples.length < EXAMPLES) row.examples.push(example);
}

async function run(name, baseline) {
  const row = { client: name, requests: 0, pending: 0, mismatches: 0, errors: 0, examples: [], done: false };
  rows.push(row);
  const server = await startEchoServer();
  const client = createClient(name);
  const warm = { requests: 0, pending: 0, mismatches: 0, errors: 0, examples: row.examples };
  await send(client, `${name}-warmup`, WARMUP, server.origin, warm);
  row.mismatches += warm.mismatches;
  row.errors += warm.errors;
  const heapBefore = heapAfterGc();
  row.started = performance.now();
  row.done = await send(client, name, REQUESTS, server.origin, row);
  row.seconds = (performance.now() - row.started) / 1000;
  await client.close();
  await server.close();
  row.handles = await resourcesLeft(baseline, 2_000);
  row.heapGrowth = heapAfterGc() - heapBefore;
}

const pad = (value, width) => String(value).padStart(width);

function report(note) {
  console.log(`\nnode ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "unknown"}), ${process.platform} ${process.arch}`);
  console.log(`${REQUESTS} requests per client (after ${WARMUP} warm-up), concurrency ${CONCURRENCY}, time limit ${TIME_LIMIT_S} s${note}\n`);
  console.log("client  requests  mismatches  errors  wall s    req/s  heap growth  handles left");
  for (const row of rows) {
    // a row the watchdog stops has no end: its time so far
    const seconds = row.seconds ?? (row.started === undefined ? NaN : (performance.now() - row.started) / 1000);
    const heap = row.heapGrowth === undefined ? "-" : `${row.heapGrowth >= 0 ? "+" : ""}${(row.heapGrowth / 1024).toFixed(0)} KiB`;
    const handles = row.handles === undefined ? "-" : row.handles.length === 0 ? "none" : row.handles.join(", ");
    const cells = [row.client.padEnd(6), pad(row.requests, 9), pad(row.mismatches, 11), pad(row.errors, 7)];
    cells.push(pad(seconds.toFixed(2), 7), pad((row.requests / seconds).toFixed(0), 8), pad(heap, 12), ` ${handles}`);
    const unanswered = row.pending > 0 ? `, ${row.pending} unanswered` : "";
    console.log(`${cells.join(" ")}${row.done ? "" : `  (stopped by the time limit${unanswered})`}`);
  }
  for (const row of rows) for (const example of row.examples) console.log(`  ${row.client}: ${example}`);
}

function failed() {
  return rows.some((row) => row.mismatches > 0 || row.errors > 0 || !row.done) || rows.length < clients.length;
}

// the last resort of the time limit: a request that never ends cannot hold the run open
const watchdog = setTimeout(() => {
  report(`; STOPPED: requests still running ${GRACE_MS / 1000} s after the time limit`);
  process.exit(1);
}, TIME_LIMIT_S * 1000 + GRACE_MS);

const baseline = activeResources();
for (const name of clients) {
  if (Date.now() >= deadline) break;
  await run(name, baseline);
}
clearTimeout(watchdog);
report(rows.length < clients.length ? `; not run (time limit): ${clients.slice(rows.length).join(", ")}` : "");
process.exitCode = failed() ? 1 : 0;
