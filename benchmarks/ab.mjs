/**
 * `node benchmarks/ab.mjs <old core index.mjs> <new core index.mjs> [runs]`: whether a change made the
 * core slower. Each run times the mixed workload of both builds, each in a worker thread of its own
 * (sides.mjs), 30 rounds of 30 ms in turn; half the runs put the new build first. Prints the new
 * build's speed over the old one's for every run, then the median. Build the old one from a
 * worktree: `git worktree add /tmp/old <commit> && cd /tmp/old && npm ci && npm run build`.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { timeSides } from "./sides.mjs";

const [oldCore, newCore, runs = "10"] = process.argv.slice(2);
if (!oldCore || !newCore) {
  console.error("usage: node benchmarks/ab.mjs <old core index.mjs> <new core index.mjs> [runs]");
  process.exit(2);
}
const sides = [oldCore, newCore].map((path) => ({ core: pathToFileURL(resolve(path)).href, wrap: "none" }));
const plan = { rounds: 30, minCpuTime: 30e6, warmUpMs: 400 };
const ratios = [];
for (let run = 0; run < Number(runs); run++) {
  const newFirst = run % 2 === 1;
  const [first, second] = await timeSides(newFirst ? [sides[1], sides[0]] : sides, plan);
  const [nsOld, nsNew] = newFirst ? [second, first] : [first, second];
  ratios.push(nsOld / nsNew);
  console.log(
    `run ${run + 1}: old ${nsOld.toFixed(0)} ns, new ${nsNew.toFixed(0)} ns a call, new speed / old ${(nsOld / nsNew).toFixed(3)}`,
  );
}
ratios.sort((a, b) => a - b);
const middle = ratios.length >> 1;
const median = ratios.length % 2 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2;
console.log(
  `median of ${ratios.length}: ${median.toFixed(3)} (range ${ratios[0].toFixed(3)}-${ratios[ratios.length - 1].toFixed(3)})`,
);
