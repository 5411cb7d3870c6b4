/** @module thrown: the EndpointError a call throws, for tests that check codes and messages. */
import { expect } from "vitest";
import { EndpointError } from "../src/index.ts";

/**
 * Runs `call` and returns the `EndpointError` it throws; fails the test when it throws anything
 * else (a `RangeError`, a plain `TypeError`) or nothing.
 * @example expect(thrown(() => endpoint("GET /{x")).code).toBe("ERR_TEMPLATE_SYNTAX");
 */
export function thrown(call: () => unknown): EndpointError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
    return error as EndpointError;
  }
  throw new Error("expected an EndpointError, nothing was thrown");
}
