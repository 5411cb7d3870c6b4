import { describe, expect, it, vi } from "vitest";
import { serializeBody } from "../src/adapter.ts";
import { EndpointError } from "../src/index.ts";

const failure = (body: unknown): EndpointError => {
  try {
    serializeBody(body);
  } catch (error) {
    return error as EndpointError;
  }
  throw new Error("serializeBody did not throw");
};

describe("serializeBody: the JSON text an adapter sends, made once", () => {
  it("writes plain objects and arrays as JSON.stringify does, keys such as constructor and __proto__ included", () => {
    const body = JSON.parse(
      '{"constructor":"Alice","deep":{"prototype":1,"__proto__":{"constructor":2}},"list":[{"constructor":3}]}',
    );
    expect(serializeBody(body)).toBe(
      '{"constructor":"Alice","deep":{"prototype":1,"__proto__":{"constructor":2}},"list":[{"constructor":3}]}',
    );
    expect(serializeBody([1, "a"])).toBe('[1,"a"]');
    expect(serializeBody(Object.assign(Object.create(null), { a: 1 }))).toBe('{"a":1}');
  });

  it("returns every other body unchanged", () => {
    const others = [
      "text",
      "",
      new Uint8Array(2),
      new Blob([]),
      new FormData(),
      new URLSearchParams("a=1"),
      new ReadableStream(),
      undefined,
    ];
    for (const body of others) expect(serializeBody(body)).toBe(body);
  });

  it.each([
    [
      "a cycle",
      () => {
        const body: Record<string, unknown> = { name: "secret-value" };
        body["self"] = body;
        return body;
      },
      TypeError,
      "Converting circular structure to JSON",
    ],
    ["a BigInt", () => ({ id: 1n, name: "secret-value" }), TypeError, "BigInt"],
    [
      "nesting 100,000 deep",
      () => {
        let body: unknown = ["secret-value"];
        for (let depth = 0; depth < 100_000; depth += 1) body = [body];
        return body;
      },
      RangeError,
      "nested too deeply",
    ],
  ] as const)("turns %s into ERR_BODY_INVALID without quoting the body, keeping the cause", (_, make, cause, why) => {
    const error = failure(make());
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.code).toBe("ERR_BODY_INVALID");
    expect(error.message).toContain(why);
    expect(error.message).not.toContain("secret-value");
    expect(error.message).not.toContain("self");
    expect(error.cause).toBeInstanceOf(cause);
  });

  it("keeps a non-Error throw of a toJSON() as the cause", () => {
    for (const thrown of ["nope", undefined]) {
      const error = failure({
        a: {
          toJSON: () => {
            throw thrown;
          },
        },
      });
      expect(error).toMatchObject({ code: "ERR_BODY_INVALID", cause: thrown });
    }
  });

  it("does not walk the body before JSON.stringify does", () => {
    const stringify = vi.spyOn(JSON, "stringify");
    const body = {
      get once() {
        return 1;
      },
    };
    const read = vi.spyOn(body, "once", "get");
    expect(serializeBody(body)).toBe('{"once":1}');
    expect(read).toHaveBeenCalledTimes(1);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
  });
});
