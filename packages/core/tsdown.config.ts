import { defineConfig } from "tsdown";
import { packageBuild } from "../../tsdown.base.ts";

export default defineConfig(packageBuild(import.meta.dirname, ["src/index.ts", "src/adapter.ts", "src/paginate.ts"]));
