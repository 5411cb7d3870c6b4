/**
 * @module msw-intercept: in-process MSW interception with the API of the msw major that is installed.
 * The Node 20 suite has msw 2; the Node 22/24 matrix leg (matrix/) points `msw` at msw 3, which
 * needs Node 22, renamed `onUnhandledRequest` to `onUnhandledFrame` and intercepts at the socket
 * level, undici included (mswjs/msw#2767, mswjs/interceptors#770).
 */
import type { RequestHandler } from "msw";
import mswPackage from "msw/package.json";

/** The major of the `msw` the contract suite resolves (2 on Node 20, 3 on the matrix leg). */
export const MSW_MAJOR: number = Number(mswPackage.version.split(".")[0]);

/** Whether the "msw" transport can intercept undici: msw 2 cannot (mswjs/msw#2165), msw 3 can. */
export const MSW_INTERCEPTS_UNDICI: boolean = MSW_MAJOR >= 3;

/**
 * Starts intercepting with `onUnhandled*: "error"`; resolves to the function that stops it.
 * @example const stop = await startMsw(echoHandlers(recorder)); await fetch("http://contract.test/x"); await stop();
 */
export async function startMsw(handlers: RequestHandler[]): Promise<() => Promise<void>> {
  if (MSW_MAJOR < 3) {
    const { setupServer } = await import("msw/node");
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: "error" });
    return async () => server.close();
  }
  // msw 3: its socket-level interceptor, from a file loaded only here (see msw3-network.ts)
  const { startNetwork } = await import("./msw3-network.ts");
  return startNetwork(handlers);
}
