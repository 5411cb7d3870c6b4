import { afterEach, describe, expect, it, vi } from "vitest";
import { requestSignal } from "../src/index.ts";

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
    const target = requestSignal<{ signal?: AbortSignal }>({ signal }, {});
    expect(target.signal).toBe(signal);
    expect(Object.getOwnPropertyDescriptor(target, "signal")).toMatchObject({ value: signal, enumerable: true, writable: true });
  });

  it("starts no timer until the signal is read, then the same signal on every read", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const target = requestSignal<{ signal?: AbortSignal }>({ timeout: 60_000 }, {});
    expect(timeout).not.toHaveBeenCalled();
    const signal = target.signal;
    expect(timeout).toHaveBeenCalledExactlyOnceWith(60_000);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(target.signal).toBe(signal);
    expect(timeout).toHaveBeenCalledTimes(1);
  });

  it("is an enumerable property, so a spread copy carries the same signal", () => {
    const target = requestSignal<{ method: string; signal?: AbortSignal }>({ timeout: 60_000 }, { method: "GET" });
    expect(Object.keys(target)).toEqual(["method", "signal"]);
    const copy = { ...target };
    expect(Object.getOwnPropertyDescriptor(copy, "signal")?.value).toBeInstanceOf(AbortSignal);
    expect(copy.signal).toBe(target.signal);
  });

  it("aborts with a TimeoutError request.timeout ms after the first read", async () => {
    const { signal } = requestSignal<{ signal?: AbortSignal }>({ timeout: 1 }, {});
    expect((await aborted(signal!)) as Error).toMatchObject({ name: "TimeoutError" });
  });

  it("aborts when the caller's signal aborts, before the timeout", () => {
    const controller = new AbortController();
    const { signal } = requestSignal<{ signal?: AbortSignal }>({ signal: controller.signal, timeout: 60_000 }, {});
    expect(signal!.aborted).toBe(false);
    controller.abort(new Error("stop"));
    expect(signal!.reason).toEqual(new Error("stop"));
  });

  it("lets the caller replace the signal, with null too, and then makes no timer", () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const target = requestSignal<{ signal?: AbortSignal | null }>({ timeout: 60_000 }, {});
    const own = new AbortController().signal;
    target.signal = own;
    expect(target.signal).toBe(own);
    target.signal = null;
    expect(target.signal).toBeNull();
    expect(timeout).not.toHaveBeenCalled();
  });

  it("can still be read from a frozen target", () => {
    const target = Object.freeze(requestSignal<{ signal?: AbortSignal }>({ timeout: 60_000 }, {}));
    expect(target.signal).toBeInstanceOf(AbortSignal);
    expect(target.signal).toBe(target.signal);
  });
});
