/**
 * @module scenarios-bodies: the contract scenarios of request bodies by media type on the neutral
 * entry (docs/rules.md#request-bodies): a form in each encoding style, multipart with a file, a list
 * and a part's content type, and a raw URLSearchParams, as every client must put them on the wire.
 */
import { createEndpoint, type AnyApiEndpoint } from "@scope/endpoint-core";
import type { Scenario } from "./scenarios.ts";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const APP_HEADERS = { accept: "application/json", "user-agent": "shop-app/1.0", authorization: "Bearer sk_test" };
const withApp = (headers: Record<string, string> = {}): Record<string, string> => ({ ...APP_HEADERS, ...headers });
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

// the table `endpoint openapi styles` writes for Stripe-like form operations and an upload
const shop = (baseUrl: string): AnyApiEndpoint =>
  createEndpoint({
    baseUrl,
    headers: APP_HEADERS,
    styles: {
      format: 2,
      operations: {
        "POST /v1/customers": {
          body: { mediaType: FORM, encoding: { metadata: { style: "deepObject" }, expand: { style: "deepObject" } } },
        },
        "POST /v1/items": {
          body: {
            mediaType: FORM,
            encoding: {
              tags: { explode: false },
              shape: { explode: false },
              words: { style: "spaceDelimited" },
              ids: { style: "pipeDelimited" },
              next: { allowReserved: true },
            },
          },
        },
        "POST /v1/files": {
          body: {
            mediaType: MULTIPART,
            encoding: { meta: { contentType: "application/json" }, photo: { contentType: "image/png" } },
          },
        },
      },
    },
  });

const formExpect = (path: string, body: string, headers: Record<string, string> = { "content-type": FORM }) => ({
  method: "POST",
  path,
  headers: withApp(headers),
  body,
});

/** Every request-body scenario, in the order they run (after scenarios.ts's own). */
export const BODY_SCENARIOS: readonly Scenario[] = [
  {
    id: "body-form-default",
    title: "neutral entry, form body: form exploded by default (a list repeats its name, an object's keys are names)",
    route: "POST /v1/items",
    entry: shop,
    params: () => ({
      body: { name: "Rex & Co ✓", colors: ["red", "blue"], size: { w: 3, h: 4 }, ok: true, none: null },
    }),
    expect: formExpect("/v1/items", "name=Rex%20%26%20Co%20%E2%9C%93&colors=red&colors=blue&w=3&h=4&ok=true"),
  },
  {
    id: "body-form-no-explode",
    title: "neutral entry, form body: explode false joins a list and an object's pairs with commas",
    route: "POST /v1/items",
    entry: shop,
    params: () => ({ body: { tags: ["a", "b c"], shape: { w: 3, h: 4 } } }),
    expect: formExpect("/v1/items", "tags=a,b%20c&shape=w,3,h,4"),
  },
  {
    id: "body-form-deep-object",
    title: "neutral entry, form body: deepObject writes Stripe's metadata[plan]=pro and its expand[] list",
    route: "POST /v1/customers",
    entry: shop,
    params: () => ({
      body: {
        email: "jenny.rosen@example.com",
        metadata: { plan: "pro", "order id": "6735" },
        expand: ["default_source", "subscriptions"],
      },
    }),
    expect: formExpect(
      "/v1/customers",
      "email=jenny.rosen%40example.com&metadata%5Bplan%5D=pro&metadata%5Border%20id%5D=6735&expand%5B%5D=default_source&expand%5B%5D=subscriptions",
    ),
  },
  {
    id: "body-form-allow-reserved",
    title: "neutral entry, form body: allowReserved keeps / ? : , raw in a value but never & = + # [ ] '",
    route: "POST /v1/items",
    entry: shop,
    params: () => ({ body: { next: "/pets?page=2&sort=a+b#top:[1],'x'", other: "/a?b" } }),
    expect: formExpect("/v1/items", "next=/pets?page%3D2%26sort%3Da%2Bb%23top:%5B1%5D,%27x%27&other=%2Fa%3Fb"),
  },
  {
    id: "body-form-delimited",
    title: "neutral entry, form body: spaceDelimited and pipeDelimited lists",
    route: "POST /v1/items",
    entry: shop,
    params: () => ({ body: { words: ["big", "dog"], ids: [1, 2, 3] } }),
    expect: formExpect("/v1/items", "words=big%20dog&ids=1%7C2%7C3"),
  },
  {
    id: "body-form-by-header",
    title: "neutral entry: the call's form content-type writes a plain object as a form, under that content-type",
    route: "PUT /v1/settings",
    entry: shop,
    params: () => ({
      body: { theme: "dark", langs: ["en", "fr"] },
      headers: { "content-type": `${FORM}; charset=utf-8` },
    }),
    expect: {
      method: "PUT",
      path: "/v1/settings",
      headers: withApp({ "content-type": `${FORM}; charset=utf-8` }),
      body: "theme=dark&langs=en&langs=fr",
    },
  },
  {
    id: "body-multipart-file",
    title: "neutral entry, multipart body: text parts and a file part, with the boundary the client writes",
    route: "POST /v1/files",
    entry: shop,
    params: () => ({
      body: {
        purpose: "dispute_evidence ✓",
        file: new File(["%PDF-1.7 evidence"], "evidence.pdf", { type: "application/pdf" }),
        count: 2,
        urgent: false,
      },
    }),
    expect: {
      method: "POST",
      path: "/v1/files",
      headers: withApp({ "content-type": `${MULTIPART}; boundary=<boundary>` }),
      body: {
        multipart: [
          ["purpose", "dispute_evidence ✓"],
          ["file", { filename: "evidence.pdf", type: "application/pdf", text: "%PDF-1.7 evidence" }],
          ["count", "2"],
          ["urgent", "false"],
        ],
      },
    },
  },
  {
    id: "body-multipart-list",
    title: "neutral entry, multipart body: a list is one part per member, bytes a file part of octet-stream",
    route: "POST /v1/files",
    entry: shop,
    params: () => ({ body: { tags: ["a", "b"], scans: [text("one"), text("two")] } }),
    expect: {
      method: "POST",
      path: "/v1/files",
      headers: withApp({ "content-type": `${MULTIPART}; boundary=<boundary>` }),
      body: {
        multipart: [
          ["tags", "a"],
          ["tags", "b"],
          ["scans", { filename: "blob", type: "application/octet-stream", text: "one" }],
          ["scans", { filename: "blob", type: "application/octet-stream", text: "two" }],
        ],
      },
    },
  },
  {
    id: "body-multipart-content-type",
    title:
      "neutral entry, multipart body: encoding.contentType types a JSON part and a bytes part; an object alone is JSON text",
    route: "POST /v1/files",
    entry: shop,
    params: () => ({
      body: { meta: { kind: "avatar", size: [64, 64] }, photo: text("PNG"), extra: { a: 1 } },
    }),
    expect: {
      method: "POST",
      path: "/v1/files",
      headers: withApp({ "content-type": `${MULTIPART}; boundary=<boundary>` }),
      body: {
        multipart: [
          ["meta", { filename: "blob", type: "application/json", text: '{"kind":"avatar","size":[64,64]}' }],
          ["photo", { filename: "blob", type: "image/png", text: "PNG" }],
          ["extra", '{"a":1}'],
        ],
      },
    },
  },
  {
    id: "body-raw-urlsearchparams",
    title: "neutral entry: a URLSearchParams body on a form operation goes as it is, under fetch's form content-type",
    route: "POST /v1/customers",
    entry: shop,
    params: () => ({
      body: new URLSearchParams([
        ["email", "a@b.example"],
        ["note", "x y+z"],
      ]),
    }),
    expect: formExpect("/v1/customers", "email=a%40b.example&note=x+y%2Bz", {
      "content-type": `${FORM};charset=UTF-8`,
    }),
  },
];
