/**
 * @module runtime: the Deno or Bun binary of matrix/package.json that a leg runs (MATRIX_RUNTIME,
 * set by scripts/matrix.mjs), and how to start a script in it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const ROOT: string = fileURLToPath(new URL("../..", import.meta.url));
const binary = (path: string): string => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

/** The Deno binary, for `deno publish --dry-run` too. */
export const DENO: string = binary("deno/deno");

const RUNTIMES = {
  // --no-lock: resolving node_modules must not write a deno.lock into the repository
  deno: [DENO, "run", "--no-lock", "--allow-read", "--allow-env", "--allow-net=127.0.0.1"],
  bun: [binary("bun/bin/bun")],
} as const;

export type RuntimeName = keyof typeof RUNTIMES;
export const RUNTIME: RuntimeName = (process.env.MATRIX_RUNTIME ?? "deno") as RuntimeName;
if (!(RUNTIME in RUNTIMES)) throw new Error(`MATRIX_RUNTIME: "deno" or "bun", not ${RUNTIME}`);

/** The environment a runtime gets: no update check, and no colour (Deno colours whenever FORCE_COLOR is set, even to 0). */
export function runtimeEnv(): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _force, ...env } = process.env;
  return { ...env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" };
}

/** Starts `script` (and its arguments) in the leg's runtime, from the repository root, without update checks. */
export function startInRuntime(script: string, args: string[] = []): ChildProcessWithoutNullStreams {
  const [command, ...flags] = RUNTIMES[RUNTIME];
  return spawn(command, [...flags, script, ...args], { cwd: ROOT, env: runtimeEnv() });
}

/** Runs `script` to its end: its exit status, standard output and standard error. */
export function runInRuntime(
  script: string,
  args: string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = startInRuntime(script, args);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * A module of packages/contract/src (`scenarios`, `remote-reads`) as one ES module for the runtime;
 * the core stays an import, which the runtime resolves to its dist/.
 * @example await bundleContractModule("scenarios") // ".../matrix/.runtimes/deno-scenarios.mjs"
 */
export async function bundleContractModule(name: string): Promise<string> {
  const outfile = fileURLToPath(new URL(`../.runtimes/${RUNTIME}-${name}.mjs`, import.meta.url));
  await build({
    entryPoints: [fileURLToPath(new URL(`../../packages/contract/src/${name}.ts`, import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    external: ["@scope/endpoint-core", "@scope/endpoint-core/*"],
    logLevel: "error",
  });
  return outfile;
}
