import { endpoint as reference } from "@octokit/endpoint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.ts";

function accept(
  headerAccept: string | undefined,
  mediaType: { format?: string; previews?: string[] },
): string | undefined {
  const headers = headerAccept === undefined ? {} : { accept: headerAccept };
  return endpoint("GET /x", { headers, mediaType }).headers.accept as string | undefined;
}

describe("mediaType.format amends accept exactly as the reference 7.0.6", () => {
  it.each([
    ["application/vnd.github.v3+json", "raw", "application/vnd.github.v3.raw"],
    ["application/vnd.github.v3+json", "diff", "application/vnd.github.v3.diff"],
    ["application/vnd.github.v3+json", "text+json", "application/vnd.github.v3.text+json"],
    ["application/vnd.github+json", "raw", "application/vnd.github.raw"],
    ["application/vnd.github.v3.html+json", "raw", "application/vnd.github.v3.raw"],
    ["application/json", "raw", "application/json"],
    ["application/vnd.github.squirrel-girl-preview+json", "raw", "application/vnd.github.squirrel-girl-preview+json"],
    [
      "application/vnd.github.v3+json, application/vnd.github.html+json",
      "raw",
      "application/vnd.github.v3.raw, application/vnd.github.raw",
    ],
    ["application/vnd.a.b.c", "raw", "application/vnd.a.b.c"],
    ["application/vnd.a.v3.c", "raw", "application/vnd.a.v3.raw"],
    ["application/vnd.foo.v3x", "raw", "application/vnd.foo.raw"],
    ["application/vnd.github.v3+xml", "raw", "application/vnd.github.v3+xml"],
  ])("%s with format %s gives %s", (given, format, expected) => {
    expect(accept(given, { format })).toBe(expected);
  });
});

describe("mediaType.previews replace accept as the reference 7.0.6 does, for any url", () => {
  it("names each preview with +json, dropping the v3 default", () => {
    expect(accept("application/vnd.github.v3+json", { previews: ["mercy"] })).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("uses the format as the suffix", () => {
    expect(accept("application/vnd.github.v3+json", { previews: ["mercy", "symmetra-preview"], format: "raw" })).toBe(
      "application/vnd.github.mercy-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });

  it("keeps previews already in accept, first", () => {
    expect(
      accept("application/vnd.foo-preview,application/vnd.bar-preview", { previews: ["symmetra"], format: "raw" }),
    ).toBe(
      "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });

  it("builds accept from the previews alone when the caller removed accept", () => {
    expect(endpoint("GET /x", { headers: { accept: null }, mediaType: { previews: ["mercy"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("leaves a missing accept missing when only a format is asked for", () => {
    expect(endpoint("GET /x", { headers: { accept: null }, mediaType: { format: "raw" } }).headers).not.toHaveProperty(
      "accept",
    );
  });

  it("leaves application/octet-stream untouched", () => {
    expect(accept("Application/Octet-Stream", { previews: ["mercy"], format: "raw" })).toBe("Application/Octet-Stream");
  });
});

// The reference itself is the oracle: same accept header for random accept values, formats and previews.
const word = fc.stringMatching(/^[a-z0-9_]{1,6}$/);
const acceptPart = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("", " ", "x"),
      fc.array(word, { minLength: 1, maxLength: 4 }),
      fc.constantFrom("", "+json", "-preview", "-preview+json", "+xml", "-x"),
    )
    .map(([lead, words, tail]) => `${lead}application/vnd.${words.join(".")}${tail}`),
  fc
    .array(fc.oneof(word, fc.constantFrom("-", "-preview", ".", "+", ",")), { maxLength: 8 })
    .map((bits) => bits.join("")),
);
const acceptHeader = fc.array(acceptPart, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(","));
const format = fc.oneof(fc.constant(""), word, fc.constantFrom("raw", "diff", "text+json", "html+json"));
const previews = fc.array(
  fc.oneof(
    word,
    word.map((w) => `${w}-preview`),
  ),
  { maxLength: 3 },
);

describe("accept amendments against the reference 7.0.6 as an oracle", () => {
  it("gives the reference's accept header for random accept, format and previews", () => {
    fc.assert(
      fc.property(acceptHeader, format, previews, (header, fmt, names) => {
        const options = { headers: { accept: header }, mediaType: { format: fmt, previews: names } };
        // the core trims a header value's outer spaces first (RFC 9110 section 5.5); the reference keeps them
        const trimmed = { ...options, headers: { accept: header.trim() } };
        expect(endpoint("GET /x", options).headers.accept).toBe(reference("GET /x", trimmed).headers.accept);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the accept cache (amendAccept is memoised per accept, format and previews)", () => {
  // each case differs from another in one way the cache key must keep apart
  const cases: [string | undefined, { format?: string; previews?: string[] }, string | undefined][] = [
    // without an accept header (the reference crashes on these)
    [undefined, { previews: [] }, undefined],
    [undefined, { previews: [""] }, "application/vnd.github.-preview+json"],
    [undefined, { format: "raw" }, undefined],
    [undefined, { format: "raw", previews: ["a"] }, "application/vnd.github.a-preview.raw"],
  ];
  // with one, compared with the reference
  for (const [given, mediaType] of [
    ["", { previews: [""] }],
    ["", { format: "raw" }],
    ["application/vnd.github.v3+json", { previews: ["a", "b"] }],
    ["application/vnd.github.v3+json", { previews: ["a,b"] }],
    ["application/vnd.github.v3+json", { previews: ["b", "a"] }],
    ["application/vnd.github.v3+json", { format: "raw", previews: ["a"] }],
    ["application/vnd.github.v3+json", { format: "raw\ta", previews: [] }],
    ["application/octet-stream", { format: "raw", previews: ["a"] }],
  ] as const) {
    const copy: { format?: string; previews?: string[] } =
      "previews" in mediaType ? { ...mediaType, previews: [...mediaType.previews] } : { ...mediaType };
    cases.push([given, copy, reference("GET /x", { headers: { accept: given }, mediaType: copy }).headers.accept]);
  }

  it.each(cases)("gives %j with %j the same accept the first and the second time", (given, mediaType, expected) => {
    const headers = given === undefined ? { accept: null } : { accept: given };
    for (let round = 0; round < 2; round++) {
      expect(endpoint("GET /x", { headers, mediaType }).headers.accept).toBe(expected);
    }
  });
});
