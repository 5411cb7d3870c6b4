/**
 * @module client-headers: header names a client drops from the headers object it is handed, so a
 * snippet for it could never send what `--to json` shows. Each client stores headers with
 * `headers[name] = value` somewhere inside, where `__proto__` sets a prototype (axios also loses
 * `constructor` and `prototype`); `test/wire.test.ts` sends each one through its client to keep
 * this list true. undici.request, curl and raw HTTP send every name.
 */
import type { Target } from "./args.ts";
import { CliError } from "./cli-error.ts";

const DROPPED: Readonly<Partial<Record<Target, readonly string[]>>> = {
  fetch: ["__proto__"],
  ky: ["__proto__"],
  got: ["__proto__"],
  axios: ["__proto__", "constructor", "prototype"],
};

/**
 * The header names `target`'s client drops.
 * @example droppedHeaders("axios"); // ["__proto__", "constructor", "prototype"]
 */
export const droppedHeaders = (target: Target): readonly string[] => DROPPED[target] ?? [];

/**
 * Refuses a request with a header `target`'s client would drop: a snippet that sends less than the
 * request is worse than none. Only the name is shown.
 * @example checkHeaders("fetch", { __proto__: "y" }); // throws ERR_RENDER
 */
export function checkHeaders(target: Target, headers: object | undefined): void {
  const name = droppedHeaders(target).find((dropped) => headers !== undefined && Object.hasOwn(headers, dropped));
  if (name !== undefined)
    throw new CliError(
      "ERR_RENDER",
      `--to ${target} cannot send a header named ${JSON.stringify(name)}: ${target} drops it (use --to undici, curl or http)`,
    );
}
