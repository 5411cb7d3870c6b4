/** @module render-code: ready-to-run ES module snippets, one per client, from that client's adapter output. */
import type { AxiosRequestConfig } from "axios";
import type { StrictOptions } from "got";
import type { Options as KyOptions } from "ky";
import type { UndiciRequestOptions } from "@scope/endpoint-undici";
import { visible } from "./hidden.ts";
import { jsLiteral } from "./js-literal.ts";

/**
 * A snippet for Node's global `fetch`, from `toFetch()` output.
 * @example renderFetch(toFetch(endpoint("GET /user"))); // 'const response = await fetch("https://api.github.com/user", {...'
 */
export function renderFetch([url, init]: [string, RequestInit]): string {
  return `const response = await fetch(${visible(JSON.stringify(url))}, ${jsLiteral(init)});
console.log(response.status, await response.text());
`;
}

/**
 * A snippet for axios, from `toAxios()` output.
 * @example renderAxios(toAxios(endpoint("GET /user"))); // 'import axios from "axios";\n\nconst response = await axios.request({...'
 */
export function renderAxios(config: AxiosRequestConfig): string {
  return `import axios from "axios";

const response = await axios.request(${jsLiteral(config)});
console.log(response.status, response.data);
`;
}

/**
 * A snippet for ky, from `toKy()` output.
 * @example renderKy(toKy(endpoint("GET /user"))); // 'import ky from "ky";\n\nconst response = await ky("https://api.github.com/user", {...'
 */
export function renderKy([url, options]: [string, KyOptions]): string {
  return `import ky from "ky";

const response = await ky(${visible(JSON.stringify(url))}, ${jsLiteral(options)});
console.log(response.status, await response.text());
`;
}

/**
 * A snippet for got, from `toGot()` output.
 * @example renderGot(toGot(endpoint("GET /user"))); // 'import got from "got";\n\nconst response = await got("https://api.github.com/user", {...'
 */
export function renderGot([url, options]: [string, StrictOptions]): string {
  return `import got from "got";

const response = await got(${visible(JSON.stringify(url))}, ${jsLiteral(options)});
console.log(response.statusCode, response.body);
`;
}

/**
 * A snippet for `undici.request`, from `toUndici()` output.
 * @example renderUndici(toUndici(endpoint("GET /user"))); // 'import { request } from "undici";\n\nconst { statusCode, body } = await request(...'
 */
export function renderUndici([url, options]: [string, UndiciRequestOptions]): string {
  return `import { request } from "undici";

const { statusCode, body } = await request(${visible(JSON.stringify(url))}, ${jsLiteral(options)});
console.log(statusCode, await body.text());
`;
}
