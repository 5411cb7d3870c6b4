/** @module upload-memory: a large streamed upload to a slow reader, measured in a child process. */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { UPLOAD_SIZE, type UploadReport } from "./upload-child.ts";

/** How a client sends a streamed upload: a module the child process runs with `node --expose-gc`. */
export interface StreamedUpload {
  /**
   * The adapter's upload module (e.g. `new URL("./upload-child.ts", import.meta.url)`): it calls
   * `runUploadChild` from `@scope/endpoint-contract/upload-child` with a typed `UploadSend` that goes
   * through the client and `@scope/endpoint-<name>`, which the child resolves to the BUILT adapter.
   */
  child: URL;
  /** Whether the client keeps memory bounded this way: it must stay under 32 MB extra; otherwise only the bytes are checked. */
  bounded: boolean;
}

const MB = 1024 * 1024;

// installed packages stay imports for the child to resolve from the adapter's directory (dist/, the real
// clients); only the contract's own source is bundled, since plain Node cannot load its TypeScript
const installedPackages: Plugin = {
  name: "installed-packages",
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path, kind }) =>
      kind === "entry-point" || path.startsWith("@scope/endpoint-contract/") ? undefined : { path, external: true },
    );
  },
};

/** The upload module and the contract's child harness as one ES module for plain Node. */
async function bundleChild(child: URL): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(child)],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [installedPackages],
    write: false,
    logLevel: "silent",
  });
  return outputFiles[0]!.text;
}

/**
 * Declares the check of a 48 MB streamed upload to a slowly reading loopback server: every byte
 * arrives, and with `bounded`, the client holds under 32 MB of it at any time (it passes backpressure
 * on instead of buffering the body).
 * @example checkStreamedUpload("got", new URL("..", import.meta.url), { bounded: true, child: new URL("./upload-child.ts", import.meta.url) });
 */
export function checkStreamedUpload(client: string, dir: string | URL, { child, bounded }: StreamedUpload): void {
  describe(`${client}: a streamed upload`, () => {
    const title = bounded
      ? "sends 48 MB to a slow reader holding under 32 MB of it"
      : "sends 48 MB to a slow reader, every byte";
    // the child takes 2 s at best by design (1 s before the first read, then 1 MB per 20 ms), and a busy
    // machine stretches it, the bundling and the child's start many times over: vitest's 30 s would time
    // it out for the machine's speed, not for the client
    it(title, { timeout: 300_000 }, async () => {
      // run from the adapter's directory, so the bundle's package imports resolve as a user's would
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--expose-gc", "--input-type=module", "-e", await bundleChild(child)],
        { cwd: dir, maxBuffer: MB },
      );
      const { received, peak } = JSON.parse(stdout) as UploadReport;
      expect(received).toBe(UPLOAD_SIZE);
      if (bounded) expect(peak).toBeLessThan(32 * MB);
    });
  });
}
