import { describe, expect, it } from "vitest";
import { createEndpoint, EndpointError, endpoint, PARAMETER_STYLES, resolveParameterStyle } from "../../src/index.ts";
import type { ParameterStyle, QueryStyles } from "../../src/index.ts";
import { KIND_STYLES } from "../../src/template/param-styles.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#query-styles: one table of styles by place, one check, the same bytes on both entries
describe("the style engine", () => {
  it("names the styles each place takes, its default first, and cannot be changed", () => {
    expect(PARAMETER_STYLES).toEqual({
      path: ["simple", "label", "matrix"],
      query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
      header: ["simple"],
    });
    expect(Object.isFrozen(PARAMETER_STYLES)).toBe(true);
    for (const styles of Object.values(PARAMETER_STYLES)) expect(Object.isFrozen(styles)).toBe(true);
  });

  it("gives querySerializer's kinds their query styles from the same table, and types them so", () => {
    expect(KIND_STYLES).toEqual({ array: ["form", "spaceDelimited", "pipeDelimited"], object: ["form", "deepObject"] });
    for (const styles of Object.values(KIND_STYLES))
      for (const style of styles) expect(PARAMETER_STYLES.query).toContain(style);
    const kinds: QueryStyles = { array: { style: KIND_STYLES.array[2], explode: false } };
    // @ts-expect-error: deepObject writes objects, not lists
    const wrong: QueryStyles = { array: { style: "deepObject", explode: true } };
    expect(kinds.array?.style).toBe("pipeDelimited");
    expect(wrong.array?.style).toBe("deepObject");
  });

  it("resolves a setting for tools, with OpenAPI's defaults filled in and the entries' one check", () => {
    expect(resolveParameterStyle("query", {})).toEqual({ style: "form", explode: true, allowReserved: false });
    expect(resolveParameterStyle("query", { style: "deepObject" })).toEqual({
      style: "deepObject",
      explode: true,
      allowReserved: false,
    });
    expect(resolveParameterStyle("query", { style: "pipeDelimited", allowReserved: true })).toEqual({
      style: "pipeDelimited",
      explode: false,
      allowReserved: true,
    });
    expect(resolveParameterStyle("path", { style: "matrix", explode: true })).toEqual({
      style: "matrix",
      explode: true,
      allowReserved: false,
    });
    expect(resolveParameterStyle("header", {})).toEqual({ style: "simple", explode: false, allowReserved: false });
    const cases: [() => unknown, string][] = [
      [
        () => resolveParameterStyle("path", { style: "form" }),
        'style: style "form" is not one of simple, label, matrix',
      ],
      [
        () => resolveParameterStyle("query", { style: "deepObject", explode: false }, "parameters[0]"),
        "parameters[0]: deepObject is only exploded",
      ],
      [
        () => resolveParameterStyle("query", { explode: "yes" } as never),
        "style.explode: expected a boolean, got string",
      ],
      [() => resolveParameterStyle("cookie" as never, {}), 'style: "cookie" is not path, query or header'],
      [() => resolveParameterStyle("toString" as never, {}), 'style: "toString" is not path, query or header'],
      [() => resolveParameterStyle(7 as never, {}), "style: number is not path, query or header"],
      [
        () => resolveParameterStyle("query", { style: 7 } as never),
        "style: style number is not one of form, spaceDelimited, pipeDelimited, deepObject",
      ],
    ];
    for (const [call, message] of cases) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(EndpointError);
      expect(error.code).toBe("ERR_OPTIONS_INVALID");
      expect(error.message).toBe(message);
    }
  });

  it("types a style as the table's names", () => {
    const styles: ParameterStyle["style"][] = [...PARAMETER_STYLES.path, ...PARAMETER_STYLES.query];
    // @ts-expect-error: not a style of any place
    const wrong: ParameterStyle = { style: "tabDelimited" };
    expect(styles).toHaveLength(7);
    expect(wrong.style).toBe("tabDelimited");
  });

  it.each([
    ["form", true, { ids: [1, 2] }, "ids=1&ids=2"],
    ["form", false, { ids: [1, 2] }, "ids=1,2"],
    ["spaceDelimited", false, { ids: [1, 2] }, "ids=1%202"],
    ["pipeDelimited", false, { ids: [1, 2] }, "ids=1%7C2"],
    ["deepObject", true, { filter: { kind: "dog", age: 3 } }, "filter%5Bkind%5D=dog&filter%5Bage%5D=3"],
  ] as const)("writes %s (explode %s) the same on both entries", (style, explode, query, expected) => {
    const kind = Array.isArray(Object.values(query)[0]) ? "array" : "object";
    const github = endpoint("GET /x", { ...query, querySerializer: { [kind]: { style, explode } } });
    const [name] = Object.keys(query) as [string];
    const api = createEndpoint({
      baseUrl: "https://api.github.com",
      styles: { "GET /x": { query: { [name]: { style, explode } } } },
    });
    const neutral = api("GET /x", { params: { query } });
    expect(github.url).toBe(`https://api.github.com/x?${expected}`);
    expect(neutral.url).toBe(github.url);
  });

  it("checks a setting the same way wherever it is given, naming where", () => {
    const viaSerializer = thrown(() =>
      endpoint("GET /x", { ids: [1], querySerializer: { array: { style: "deepObject", explode: true } } } as never),
    );
    const viaTable = thrown(() =>
      createEndpoint({ styles: { "GET /x": { path: { id: { style: "form" } } } } as never }),
    );
    expect(viaSerializer.message).toBe(
      'querySerializer.array: style "deepObject" is not one of form, spaceDelimited, pipeDelimited',
    );
    expect(viaTable.message).toBe('styles["GET /x"].path["id"]: style "form" is not one of simple, label, matrix');
    const misspelt = thrown(() =>
      endpoint("GET /x", { querySerializer: { object: { style: "form", explod: true } } } as never),
    );
    expect(misspelt.message).toBe('querySerializer.object: "explod" is not style, explode or allowReserved');
  });
});
