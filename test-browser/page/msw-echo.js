// The MSW transport in Chromium: the contract's own echo handlers (packages/contract/src/echo-handlers.ts,
// compiled by the test to /echo-handlers.js) answer through msw's service worker, recording in the page.
import { setupWorker } from "msw";
import { echoHandlers, Recorder } from "/echo-handlers.js";

const recorder = new Recorder();
const worker = setupWorker(...echoHandlers(recorder));

/** Starts the worker; afterwards the Node side reads and resets the recorder through `window.mswRecorder`. */
export async function start() {
  await worker.start({ onUnhandledRequest: "error", quiet: true, serviceWorker: { url: "/mockServiceWorker.js" } });
  window.mswRecorder = recorder;
}
