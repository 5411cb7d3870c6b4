import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import axios from "axios";
import got from "got";
import ky from "ky";
import { request } from "undici";
import type { RequestOptions } from "@scope/endpoint-core";
import { toAxios } from "@scope/endpoint-axios";
import { useWireServer, type Received } from "@scope/endpoint-contract";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";
import { describe, expect, it } from "vitest";
import { arrives, cliOutput } from "./cli-on-wire.ts";
import { withReadmeFiles } from "./readme-files.ts";

// Each README command that prints a snippet, a curl command or raw HTTP (test/readme.test.ts checks
// it prints what the README shows) is run again against the loopback echo, and what it prints is
// then run for real: the snippet in node, the curl command by curl, the HTTP on a socket. It must
// deliver what the client's adapter sends for the same request.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const execFileAsync = promisify(execFile);
const wire = useWireServer();

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
// commands that print a request for another tool (not JSON, not an error), each with what it prints after it
const commands = [...readme.matchAll(/```sh\n(endpoint [^]*?)```\n\n```\w+\n([^]*?)```/g)]
  .filter(([, command, output]) => / --to (?!json)\w+/.test(command!) && !output!.startsWith("endpoint: "))
  .map(([, command]) => command!.trim());

/** The command's words, as /bin/sh splits them, aimed at the echo. */
function argvOf(command: string, origin: string): string[] {
  const argv = withReadmeFiles(
    execFileSync("sh", ["-c", `endpoint() { printf '%s\\0' "$@"; }\n${command}`], { encoding: "utf8" })
      .split("\0")
      .slice(0, -1),
  );
  const base = argv.indexOf("--base-url");
  if (base === -1) return [...argv, "--base-url", origin];
  // the README's own base URL keeps its path (GitHub Enterprise's /api/v3)
  argv[base + 1] = origin + new URL(argv[base + 1]!).pathname;
  return argv;
}

const cli = cliOutput;

// ky's own 10 s default timeout would make a busy machine fail a loopback request: turned off here
const unhurriedKy = ky.create({ timeout: false });

const ADAPTERS: Record<string, (o: RequestOptions) => Promise<unknown>> = {
  fetch: (o) => fetch(...toFetch(o)).then((r) => r.arrayBuffer()),
  axios: (o) => axios.request({ ...toAxios(o), validateStatus: () => true }),
  ky: (o) => unhurriedKy(...toKy(o)).arrayBuffer(),
  got: (o) => got(...toGot(o)).buffer(),
  undici: (o) => request(...toUndici(o)).then((r) => r.body.arrayBuffer()),
};

/** Sends what `--to <target>` printed; curl and http go through fetch's description of the request. */
const RUNNERS: Record<string, (printed: string) => Promise<unknown>> = {
  curl: (printed) => execFileAsync("bash", ["-c", printed.replace(/^curl /, "curl --silent --output /dev/null ")]),
  http: (printed) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(wire.origin).port), "127.0.0.1", () =>
        // a request without a body ends in its blank line, which stays
        socket.end(printed.endsWith("\r\n\r\n") ? printed : printed.replace(/\r?\n$/, "")),
      );
      socket.on("data", () => socket.destroy());
      socket.on("close", () => resolve());
      socket.on("error", reject);
    }),
};

describe("CLI README: what each command prints, run for real, arrives as its adapter sends it", () => {
  it("has commands to run", () => expect(commands.length).toBeGreaterThanOrEqual(4));

  it.each(commands)("%s", async (command) => {
    const argv = argvOf(command, wire.origin);
    const target = argv[argv.indexOf("--to") + 1]!;
    const printed = await cli(argv);
    const json = JSON.parse(
      await cli(argv.map((word, i) => (argv[i - 1] === "--to" ? "json" : word))),
    ) as RequestOptions;
    const viaPrinted = await arrives(wire, () =>
      (
        RUNNERS[target] ??
        ((snippet: string) =>
          execFileAsync(process.execPath, ["--input-type=module", "-e", snippet], { cwd: packageDir }))
      )(printed),
    );
    const viaAdapter = await arrives(wire, () => ADAPTERS[target in ADAPTERS ? target : "undici"]!(json));
    if (target in ADAPTERS) expect(viaPrinted).toStrictEqual(viaAdapter);
    else {
      // curl and raw HTTP carry exactly the request's headers (undici adds none), plus their framing ones
      const { headers, ...rest } = viaPrinted as Extract<Received, { headers: unknown }>;
      const { headers: expected, ...expectedRest } = viaAdapter as Extract<Received, { headers: unknown }>;
      expect(rest).toStrictEqual(expectedRest);
      const framing = new Set(["host", "connection", "content-length", "transfer-encoding"]);
      const own = (h: Record<string, string>) =>
        Object.fromEntries(Object.entries(h).filter(([name]) => !framing.has(name)));
      expect(own(headers)).toStrictEqual(own(expected));
    }
  });
});
