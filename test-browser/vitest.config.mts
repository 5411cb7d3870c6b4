import { packageProject } from "../vitest.shared.ts";

// Node-side tests that drive Debian's Chromium through playwright-core (see README.md here);
// the core is read from source on the Node side, the page gets the built dist files.
export default packageProject("browser", { include: ["*.test.ts"] });
