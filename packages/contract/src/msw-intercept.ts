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

/** The one interceptor msw 3 needs for every Node client (`@mswjs/interceptors` 0.45, msw 3's own). */
interface SocketInterceptorModule {
  HttpRequestInterceptor: new () => unknown;
}

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
  // msw 3's setupServer only sees node:http and the global fetch; its socket-level interceptor sees
  // every client, undici.request and Client included (shared/reference/clients.md, section 2).
  // A literal specifier, so the matrix leg's alias reaches it; tsc checks against the root workspace,
  // whose @mswjs/interceptors (0.41, msw 2's) has no "./http": hence the ts-ignore, not ts-expect-error
  // @ts-ignore
  const { HttpRequestInterceptor } = (await import("@mswjs/interceptors/http")) as SocketInterceptorModule;
  const { defineNetwork, InterceptorSource } = await import("msw/experimental");
  type Interceptors = ConstructorParameters<typeof InterceptorSource>[0]["interceptors"];
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new HttpRequestInterceptor()] as Interceptors })],
    handlers,
    onUnhandledFrame: "error",
    context: { quiet: true }, // without it msw 3 logs every request
  });
  await network.enable();
  return async () => {
    await network.disable();
  };
}
