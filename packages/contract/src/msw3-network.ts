/**
 * @module msw3-network: msw 3's socket-level interception, which sees every Node client, undici.request
 * and Client included; msw 3's setupServer only sees node:http
 * and the global fetch. msw-intercept.ts loads this file only when msw 3 is installed (the Node 22/24
 * matrix leg): the root workspace's @mswjs/interceptors (0.41, msw 2's) has no "./http", so neither Vite
 * nor tsc can resolve that import there.
 */
// biome-ignore lint/suspicious/noTsIgnore: an error on some legs only, which @ts-expect-error would fail on the others
// @ts-ignore -- resolved on the matrix leg only (msw 3's @mswjs/interceptors 0.45); see the module comment
import { HttpRequestInterceptor } from "@mswjs/interceptors/http";
import { defineNetwork, InterceptorSource } from "msw/experimental";
import type { RequestHandler } from "msw";

type Interceptors = ConstructorParameters<typeof InterceptorSource>[0]["interceptors"];

/**
 * Intercepts every HTTP request of the process with `onUnhandledFrame: "error"`; resolves to the function that stops it.
 * @example const stop = await startNetwork(echoHandlers(recorder)); await undici.request("http://contract.test/x"); await stop();
 */
export async function startNetwork(handlers: RequestHandler[]): Promise<() => Promise<void>> {
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
