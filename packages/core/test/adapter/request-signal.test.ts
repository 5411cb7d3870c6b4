import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestSignal } from "../../src/adapter.ts";

// a full garbage collection on demand, without starting node with --expose-gc
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const aborted = (signal: AbortSignal): Promise<unknown> =>
  new Promise((resolve) => signal.addEventListener("abort", () => resolve(signal.reason), { once: true }));

describe("requestSignal(request, target): the signal set on the options a client reads", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("returns the target itself, with no signal key when neither signal nor timeout is given", () => {
    const target = { method: "GET" };
    expect(requestSignal(undefined, target)).toBe(target);
    expect(requestSignal({}, target)).not.toHaveProperty("signal");
  });

  it("sets the caller's own signal as a plain property when no timeout is given", () => {
    const { signal } = new AbortController();
    const target = requestSignal({ signal }, {});
    expect(Object.getOwnPropertyDescriptor(target, "signal")).toMatchObject({
      value: signal,
      enumerable: true,
      writable: true,
    });
  });

  it("starts no timer until the signal is read, then a new timer on every read (one per send)", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const target = requestSignal({ timeout: 60_000 }, {});
    expect(timeout).not.toHaveBeenCalled();
    const first = target.signal;
    const second = target.signal;
    expect(first).toBeInstanceOf(AbortSignal);
    expect(second).not.toBe(first);
    expect(timeout.mock.calls).toEqual([[60_000], [60_000]]);
  });

  it("gives a fresh signal to options sent again after an earlier send timed out", async () => {
    const target = requestSignal({ timeout: 1 }, {});
    const first = target.signal!;
    expect(await aborted(first)).toMatchObject({ name: "TimeoutError" });
    expect(target.signal!.aborted).toBe(false);
  });

  it("is an enumerable property, so a spread copy carries a signal", () => {
    const target = requestSignal({ timeout: 60_000 }, { method: "GET" });
    expect(Object.keys(target)).toEqual(["method", "signal"]);
    expect(Object.getOwnPropertyDescriptor({ ...target }, "signal")?.value).toBeInstanceOf(AbortSignal);
  });

  it("aborts with a TimeoutError request.timeout ms after the read", async () => {
    const { signal } = requestSignal({ timeout: 1 }, {});
    expect(await aborted(signal!)).toMatchObject({ name: "TimeoutError" });
  });

  it("aborts when the caller's signal aborts, before the timeout", () => {
    const controller = new AbortController();
    const { signal } = requestSignal({ signal: controller.signal, timeout: 60_000 }, {});
    expect(signal!.aborted).toBe(false);
    controller.abort(new Error("stop"));
    expect(signal!.reason).toEqual(new Error("stop"));
  });

  it("still times out when the caller's signal is given too and a garbage collection runs before the deadline", async () => {
    const { signal } = requestSignal({ signal: new AbortController().signal, timeout: 100 }, {});
    const reason = aborted(signal!);
    for (let i = 0; i < 3; i++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // 100 ms deadline; without the fix it never comes, so 2 s is ample and fails fast
    const never = new Promise((resolve) => setTimeout(resolve, 2000, "never aborted"));
    expect(await Promise.race([reason, never])).toMatchObject({ name: "TimeoutError" });
  });

  it("lets the caller send with another signal by spreading the options", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const own = new AbortController().signal;
    const target = { ...requestSignal({ timeout: 60_000 }, { method: "GET" }), signal: own };
    expect(target.signal).toBe(own);
    // the spread read the getter once; that timer is simply never used
    expect(timeout).toHaveBeenCalledOnce();
  });

  it("can still be read from a frozen target", () => {
    const target = Object.freeze(requestSignal({ timeout: 60_000 }, {}));
    expect(target.signal).toBeInstanceOf(AbortSignal);
  });

  it("applies the client's own timeout settings given as `untimed` only when request.timeout is set", () => {
    const config = (): { method: string; timeout?: number } => ({ method: "GET" });
    expect(requestSignal({ timeout: 60_000 }, config(), { timeout: 0 })).toMatchObject({ method: "GET", timeout: 0 });
    expect(requestSignal({}, config(), { timeout: 0 })).toEqual({ method: "GET" });
    expect(requestSignal({ signal: new AbortController().signal }, config(), { timeout: 0 })).not.toHaveProperty(
      "timeout",
    );
  });

  it("reads only own keys of request: a signal or timeout set on Object.prototype is ignored", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["timeout"] = 1;
    prototype["signal"] = AbortSignal.abort();
    const own = new AbortController().signal;
    let keys: string[][];
    let kept: unknown;
    try {
      keys = [requestSignal({}, {}), requestSignal<{ timeout?: number }>(undefined, {}, { timeout: 0 })].map((target) =>
        Object.getOwnPropertyNames(target),
      );
      kept = Object.getOwnPropertyDescriptor(requestSignal({ signal: own }, {}), "signal")?.value;
    } finally {
      delete prototype["timeout"];
      delete prototype["signal"];
    }
    expect(keys).toEqual([[], []]);
    expect(kept).toBe(own);
    expect(timeout).not.toHaveBeenCalled();
  });

  it("defines the timed signal from a descriptor of its own: a value or setter on Object.prototype is not read into it", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["value"] = "polluted";
    prototype["set"] = () => undefined;
    let descriptor: PropertyDescriptor | undefined;
    try {
      descriptor = Object.getOwnPropertyDescriptor(requestSignal({ timeout: 60_000 }, {}), "signal");
    } finally {
      delete prototype["value"];
      delete prototype["set"];
    }
    expect([typeof descriptor?.get, descriptor?.set]).toEqual(["function", undefined]);
  });
});
