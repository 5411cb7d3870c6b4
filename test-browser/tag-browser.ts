// Setup file of each browser project: every test carries its browser in `meta`, which vitest's JSON
// report keeps, so scripts/test.mjs can count Chromium and Firefox apart (both projects run the same files).
import { beforeEach } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    browser?: string;
  }
}

beforeEach(({ task }) => {
  task.meta.browser = process.env.TEST_BROWSER;
});
