import { defineConfig } from "tsdown";
import { packageBuild } from "../../tsdown.base.ts";

export default defineConfig({
  ...packageBuild(import.meta.dirname),
  // the library and the `endpoint` bin; tsdown keeps the bin's #! line and makes the file executable
  entry: ["src/index.ts", "src/bin.ts"],
  platform: "node",
});
