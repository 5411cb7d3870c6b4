import { packageProject } from "../../vitest.shared.ts";

// --expose-gc: the linear-time tests collect garbage before each measurement
export default packageProject("core", { execArgv: ["--expose-gc"] });
