import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { endpoint } from "@scope/endpoint-core";
import { describe, expect, it } from "vitest";
import { useWireServer, type ReceivedRequest } from "../src/index.ts";

// examples/<client>.mjs, run as a user runs them (plain node, built packages), against the wire
// echo: the request must arrive as endpoint() describes it, whatever the client adds on top.
const root = fileURLToPath(new URL("../../..", import.meta.url));
const execFileAsync = promisify(execFile);
const wire = useWireServer();

describe.each(["fetch", "axios", "undici", "ky", "got"])("examples/%s.mjs", (client) => {
  it("sends endpoint()'s request to the base URL given as an argument, and prints the answer", async () => {
    wire.recorder.reset();
    const { stdout } = await execFileAsync(process.execPath, [`examples/${client}.mjs`, wire.origin], { cwd: root });
    expect(stdout).toBe('200 {"ok":true}\n');
    const expected = endpoint("POST /repos/{owner}/{repo}/issues", {
      baseUrl: wire.origin,
      owner: "octocat",
      repo: "hello-world",
      title: "Found a bug",
      labels: ["bug"],
    });
    expect(wire.recorder.requests).toHaveLength(1);
    const received = wire.recorder.requests[0] as ReceivedRequest;
    expect(received.method).toBe("POST");
    expect(received.path).toBe("/repos/octocat/hello-world/issues");
    expect(received.headers).toMatchObject(expected.headers as Record<string, string>);
    expect(received.headers.authorization).toBeUndefined();
    expect(new TextDecoder().decode(received.body)).toBe(JSON.stringify(expected.body));
  });

  it("takes the base URL from ENDPOINT_BASE_URL, and GITHUB_TOKEN as the authorization", async () => {
    wire.recorder.reset();
    const env = { ...process.env, ENDPOINT_BASE_URL: wire.origin, GITHUB_TOKEN: "t0ken" };
    await execFileAsync(process.execPath, [`examples/${client}.mjs`], { cwd: root, env });
    expect((wire.recorder.requests[0] as ReceivedRequest).headers.authorization).toBe("token t0ken");
  });

  it("exits 2 with a usage line when given no URL", async () => {
    const { ENDPOINT_BASE_URL: _, ...env } = process.env;
    await expect(execFileAsync(process.execPath, [`examples/${client}.mjs`], { cwd: root, env })).rejects.toMatchObject(
      {
        code: 2,
        stderr: expect.stringContaining(`usage: node examples/${client}.mjs <base-url>`),
      },
    );
  });
});
