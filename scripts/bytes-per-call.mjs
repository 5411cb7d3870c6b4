/**
 * @module bytes: heap bytes per call of `@scope/endpoint-core` on every scenario and on the mixed
 * workload (allocation.mjs), without timing anything: deterministic enough for a budget test
 * (packages/core/test/allocation.test.ts). Run with `node --expose-gc scripts/bytes-per-call.mjs`.
 */
import { endpoint } from "@scope/endpoint-core";
import { fileURLToPath } from "node:url";
import { bytesPerCall } from "./allocation.mjs";
import { SCENARIOS, mixed, used } from "./scenarios.mjs";

/** Bytes per call by scenario name, and "MIXED" for all of them in turn. */
export function measureBytes() {
  // with the URL read, as bench.mjs times it: a URL built from pieces is copied into one string then
  const calls = SCENARIOS.map(({ prepare }) => used(prepare(endpoint)));
  const bytes = Object.fromEntries(SCENARIOS.map(({ name }, i) => [name, bytesPerCall(calls[i])]));
  bytes.MIXED = bytesPerCall(mixed(calls));
  return bytes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(measureBytes(), null, 2));
