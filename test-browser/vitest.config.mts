import { packageProject } from "../vitest.shared.ts";

// Node-side tests that drive a browser (see README.md here), one project per browser (TEST_BROWSER);
// the core is read from source on the Node side, the page gets the built dist files.
const browser = (name: "chromium" | "firefox", exclude: string[] = []) => ({
  ...packageProject(`browser ${name}`, {
    include: ["*.test.ts"],
    exclude,
    env: { TEST_BROWSER: name },
    setupFiles: ["./tag-browser.ts"],
  }),
  root: new URL(".", import.meta.url).pathname,
});

export default [
  browser("chromium"),
  // bundle.test.ts measures an esbuild bundle and drives no browser: once, in the Chromium project
  browser("firefox", ["bundle.test.ts"]),
];
