import { describe, expect, it } from "vitest";
import { checkedNext, isUnder, nextLink } from "../../src/paginate/next-link.ts";
import { thrown } from "../thrown.ts";

describe('nextLink: the rel="next" target of a link header (RFC 8288)', () => {
  it.each([
    ['<https://h/x?page=2>; rel="next", <https://h/x?page=9>; rel="last"', "https://h/x?page=2"],
    ['<https://h/x?page=1>; rel="prev", <https://h/x?page=3>; rel="next"', "https://h/x?page=3"],
    ["<https://h/x?page=2>; rel=next", "https://h/x?page=2"],
    ['<https://h/x?a=1,2>;REL="prev next"', "https://h/x?a=1,2"],
    ['</x?page=2>; title="a"; rel="next"', "/x?page=2"],
  ])("%s gives %s", (header, target) => {
    expect(nextLink(header)).toBe(target);
  });

  it.each([[undefined], [""], ['<https://h/x>; rel="last"'], ["<https://h/x>"], ["garbage"], ["<https://h/x"]])(
    "%j has none",
    (header) => {
      expect(nextLink(header)).toBeUndefined();
    },
  );

  it("reads a hostile header in linear time (docs/rules.md#safety)", () => {
    const started = performance.now();
    for (const header of ["<".repeat(200_000), "<>;".repeat(70_000), `<x>${"; ".repeat(100_000)}`])
      expect(nextLink(header)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("checkedNext: a next URL stays on the first request's origin, under its base path", () => {
  const base = new URL("https://ghe.test/api/v3");
  const current = "https://ghe.test/api/v3/repos/o/r/issues";

  it.each([
    ["https://ghe.test/api/v3/repositories/1/issues?page=2", "https://ghe.test/api/v3/repositories/1/issues?page=2"],
    ["/api/v3/x?page=2#top", "https://ghe.test/api/v3/x?page=2"],
    ["?page=2", "https://ghe.test/api/v3/repos/o/r/issues?page=2"],
    ["https://ghe.test/api/v3", "https://ghe.test/api/v3"],
  ])("%s is followed as %s", (target, url) => {
    expect(checkedNext(target, current, base)).toBe(url);
  });

  it.each([
    ["https://evil.test/api/v3/x?token=s3cret", "is on another origin than the first request's"],
    ["http://ghe.test/api/v3/x", "is on another origin than the first request's"],
    ["https://ghe.test:8443/api/v3/x", "is on another origin than the first request's"],
    ["https://user:s3cret@ghe.test/api/v3/x", "holds credentials"],
    ["https://ghe.test/api/v3/../admin?token=s3cret", "is outside the base URL's path"],
    ["https://ghe.test/api/v3x/y", "is outside the base URL's path"],
    ["/\\evil.test/x", "holds a space, a control character or a backslash"],
    ["/api/v3/x\n", "holds a space, a control character or a backslash"],
    ["https://[s3cret/api/v3", "is not a URL"],
  ])("%j is refused: %s", (target, problem) => {
    const error = thrown(() => checkedNext(target, current, base));
    expect(error).toMatchObject({ code: "ERR_PAGE_LINK_REFUSED", message: `The next page's URL: ${problem}` });
    expect(error.message).not.toMatch(/s3cret|evil/);
  });

  it("treats a base with a trailing slash as the same path", () => {
    expect(isUnder(new URL("https://h/api/x"), new URL("https://h/api/"))).toBe(true);
    expect(isUnder(new URL("https://h/x"), new URL("https://h"))).toBe(true);
  });
});
