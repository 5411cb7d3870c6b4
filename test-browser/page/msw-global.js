// `msw` for the page's import map: the exports of msw's browser build, loaded before as a classic script
// (node_modules/msw/lib/iife/index.js sets the global MockServiceWorker).
export const { http, HttpResponse, setupWorker } = globalThis.MockServiceWorker;
