// Starts and stops the echo server (echo-server.mjs) in a child process of its own.
import { fork } from "node:child_process";
import { once } from "node:events";

/**
 * Starts a loopback echo server in a child process; `report()` gives what it parsed on each connection
 * (`{ connections, parsed, parseErrors }`), `close()` stops it and waits for the process to end.
 * @example
 * const server = await startEchoServer();
 * await fetch(`${server.origin}/stress/x`); // answers {"id":null,"method":"GET","url":"/stress/x","body":""}
 * await server.close();
 */
export async function startEchoServer() {
  const child = fork(new URL("echo-server.mjs", import.meta.url), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [message] = await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => Promise.reject(new Error(`echo server exited with code ${code}`))),
  ]);
  return {
    origin: `http://127.0.0.1:${message.port}`,
    // what the server parsed so far, per connection (echo-server.mjs)
    report: async () => {
      const answered = new Promise((resolve) => {
        const listener = (reply) => {
          if (reply?.report === undefined) return;
          child.off("message", listener);
          resolve(reply.report);
        };
        child.on("message", listener);
      });
      child.send("report");
      return answered;
    },
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.send("close");
      await exited;
    },
  };
}
