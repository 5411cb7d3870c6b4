// `npm run stress`: 10,000 requests per client (fetch, axios, undici, ky, got) through the adapters'
// built packages, 100 at a time, to a loopback keep-alive echo server (scripts/stress/). Each request's
// target and body, hashed, are compared with what the server received. One request in fifty is a
// framing attack (a streamed body longer or shorter than its content-length, the surplus a whole
// request): the adapter must refuse it. The server logs every request it parses per TCP connection,
// and each one must match exactly one request sent: a smuggled request is a mismatch. Each client
// runs in a process of its own.
// Bounded in count and time: after the time limit no request starts, and a client whose requests have
// not finished 10 s later is reported as it stands and stopped. Exits 1 on any mismatch, error or
// unfinished run. Not part of `npm test`: it measures, and takes 30-45 s on 2 cores.
//
// Settings (environment): STRESS_REQUESTS (10000), STRESS_CONCURRENCY (100), STRESS_TIME_LIMIT
// (seconds for the whole run, 300), STRESS_CLIENTS (comma-separated, all by default), STRESS_WARMUP
// (200 requests per client first, checked alike, so that one-time set-up is not counted as heap growth).
import { fork } from "node:child_process";
import { once } from "node:events";
import { cpus } from "node:os";
import { CLIENT_NAMES } from "./stress/clients.mjs";
import { printReport } from "./stress/report.mjs";

/** A whole number from the environment, within bounds, so that the run stays bounded. */
function setting(name, fallback, min, max) {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

const settings = {
  requests: setting("STRESS_REQUESTS", 10_000, 0, 1_000_000),
  concurrency: setting("STRESS_CONCURRENCY", 100, 1, 10_000),
  timeLimit: setting("STRESS_TIME_LIMIT", 300, 1, 3_600),
  warmup: setting("STRESS_WARMUP", 200, 0, 100_000),
};
const GRACE_MS = 10_000;
const clients = process.env.STRESS_CLIENTS ? process.env.STRESS_CLIENTS.split(",") : CLIENT_NAMES;
const unknown = clients.filter((name) => !CLIENT_NAMES.includes(name));
if (unknown.length > 0)
  throw new RangeError(`STRESS_CLIENTS: unknown ${unknown.join(", ")}; known: ${CLIENT_NAMES.join(", ")}`);
const deadline = Date.now() + settings.timeLimit * 1000;

/** Runs one client in a child process; its row, or a row saying it gave none. */
async function runClient(name) {
  const env = {
    ...process.env,
    STRESS_CLIENT: name,
    STRESS_REQUESTS: String(settings.requests),
    STRESS_CONCURRENCY: String(settings.concurrency),
    STRESS_WARMUP: String(settings.warmup),
    STRESS_DEADLINE: String(deadline),
    STRESS_GRACE_MS: String(GRACE_MS),
  };
  const child = fork(new URL("stress/run-client.mjs", import.meta.url), [], { env, execArgv: ["--expose-gc"] });
  let row;
  child.on("message", (message) => (row = message));
  // the child stops itself after the grace period; this only catches one that cannot
  const backstop = setTimeout(() => child.kill("SIGKILL"), Math.max(0, deadline - Date.now()) + GRACE_MS + 5_000);
  const [code] = await once(child, "exit");
  clearTimeout(backstop);
  return (
    row ?? {
      client: name,
      requests: 0,
      mismatches: 0,
      errors: 0,
      examples: [`gave no result (exit code ${code})`],
      done: false,
    }
  );
}

const rows = [];
for (const name of clients) {
  if (Date.now() >= deadline) break;
  rows.push(await runClient(name));
}
const skipped = clients.slice(rows.length);
printReport({
  ...settings,
  machine: `node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "unknown"})`,
  rows,
  skipped,
});
const failures = (row) => row.mismatches + row.errors + (row.warmup?.mismatches ?? 0) + (row.warmup?.errors ?? 0);
const failed = skipped.length > 0 || rows.some((row) => failures(row) > 0 || !row.done);
process.exitCode = failed ? 1 : 0;
