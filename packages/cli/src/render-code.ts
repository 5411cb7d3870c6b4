/** @module render-code: ready-to-run ES module snippets, one per client, from that client's adapter output. */
import type { AxiosRequestConfig } from "axios";
import type { StrictOptions } from "got";
import type { Options as KyOptions } from "ky";
import type { UndiciRequestOptions } from "@scope/endpoint-undici";
import { visible } from "./hidden.ts";
import { jsLiteral, type BodyFile } from "./js-literal.ts";

/** The import a snippet needs when it reads its body from a file. */
function readFileImport(literal: string): string {
  return literal.includes("await readFile(") ? 'import { readFile } from "node:fs/promises";\n' : "";
}

/**
 * A snippet for Node's global `fetch`, from `toFetch()` output. Each snippet reads a body equal to
 * `file`'s bytes from that file when it runs, rather than spelling the bytes out.
 * @example renderFetch(toFetch(endpoint("GET /user"))); // 'const response = await fetch("https://api.github.com/user", {...'
 */
export function renderFetch([url, init]: [string, RequestInit], file?: BodyFile): string {
  const options = jsLiteral(init, "", false, file);
  const imports = readFileImport(options);
  return `${imports}${imports && "\n"}const response = await fetch(${visible(JSON.stringify(url))}, ${options});
console.log(response.status, await response.text());
`;
}

/**
 * A snippet for axios, from `toAxios()` output.
 * @example renderAxios(toAxios(endpoint("GET /user"))); // 'import axios from "axios";\n\nconst response = await axios.request({...'
 */
export function renderAxios(config: AxiosRequestConfig, file?: BodyFile): string {
  const literal = jsLiteral(config, "", false, file);
  return `${readFileImport(literal)}import axios from "axios";

const response = await axios.request(${literal});
console.log(response.status, response.data);
`;
}

/**
 * A snippet for ky, from `toKy()` output.
 * @example renderKy(toKy(endpoint("GET /user"))); // 'import ky from "ky";\n\nconst response = await ky("https://api.github.com/user", {...'
 */
export function renderKy([url, options]: [string, KyOptions], file?: BodyFile): string {
  const literal = jsLiteral(options, "", false, file);
  return `${readFileImport(literal)}import ky from "ky";

const response = await ky(${visible(JSON.stringify(url))}, ${literal});
console.log(response.status, await response.text());
`;
}

/**
 * A snippet for got, from `toGot()` output.
 * @example renderGot(toGot(endpoint("GET /user"))); // 'import got from "got";\n\nconst response = await got("https://api.github.com/user", {...'
 */
export function renderGot([url, options]: [string, StrictOptions], file?: BodyFile): string {
  const literal = jsLiteral(options, "", false, file);
  return `${readFileImport(literal)}import got from "got";

const response = await got(${visible(JSON.stringify(url))}, ${literal});
console.log(response.statusCode, response.body);
`;
}

/**
 * A snippet for `undici.request`, from `toUndici()` output.
 * @example renderUndici(toUndici(endpoint("GET /user"))); // 'import { request } from "undici";\n\nconst { statusCode, body } = await request(...'
 */
export function renderUndici([url, options]: [string, UndiciRequestOptions], file?: BodyFile): string {
  const literal = jsLiteral(options, "", false, file);
  return `${readFileImport(literal)}import { request } from "undici";

const { statusCode, body } = await request(${visible(JSON.stringify(url))}, ${literal});
console.log(statusCode, await body.text());
`;
}
