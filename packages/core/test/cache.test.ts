import { describe, expect, it } from "vitest";
import { memoize } from "../src/cache.ts";

describe("memoize: the bounded cache of parsed routes and templates", () => {
  it("computes each string once while it is cached", () => {
    let computed = 0;
    const length = memoize((key) => (computed++, key.length));
    expect([length("ab"), length("ab"), length("abc")]).toEqual([2, 2, 3]);
    expect(computed).toBe(2);
  });

  it("drops the oldest entry once 500 are cached, so memory stays bounded", () => {
    const computed: string[] = [];
    const echo = memoize((key) => (computed.push(key), key));
    for (let i = 0; i <= 500; i++) echo(`k${i}`);
    computed.length = 0;
    echo("k500"); // still cached
    echo("k0"); // evicted by k500, computed again
    expect(computed).toEqual(["k0"]);
  });

  it("never caches a string over 2 KB", () => {
    let computed = 0;
    const count = memoize(() => ++computed);
    const long = "x".repeat(2049);
    expect([count(long), count(long)]).toEqual([1, 2]);
  });
});
