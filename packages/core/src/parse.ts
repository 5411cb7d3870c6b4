/** @module parse: `parse()`, merged options to request options through the same resolver and builder as `endpoint()`. */
import { buildRequest } from "./build-request.ts";
import { EndpointError, kindOf } from "./errors.ts";
import { isPlainObject } from "./plain-object.ts";
import { prepare } from "./prepare.ts";
import { resolve } from "./resolve.ts";
import type { MergedOptions, RequestOptions } from "./types.ts";

const NO_DEFAULTS = /* @__PURE__ */ prepare(/* @__PURE__ */ Object.freeze({}) as MergedOptions);

/**
 * Turns merged options into request options. They are read and checked as `endpoint()` reads a
 * call's options (over no defaults), so `endpoint(x)` equals `parse(merge(x))`.
 * @example parse({ method: "GET", url: "/orgs/{org}", org: "octokit" }) // { method: "get", url: "/orgs/octokit", headers: {} }
 */
export function parse(options: MergedOptions): RequestOptions {
  if (!isPlainObject(options)) throw new EndpointError("ERR_OPTIONS_INVALID", `parse(): expected merged options, got ${kindOf(options)}`);
  return buildRequest(resolve(NO_DEFAULTS, options));
}
