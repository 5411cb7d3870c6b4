import { describe, expect, it } from "vitest";
import { EndpointError, placeholders } from "@scope/endpoint-core";

describe("placeholders", () => {
  it("reads the README example: /:x segments and {x} required, {?x} optional", () => {
    expect(placeholders("/repos/:owner/{repo}/issues{?page,per_page}")).toStrictEqual({
      required: ["owner", "repo"],
      optional: ["page", "per_page"],
    });
  });

  it.each([
    ["{x}", "simple"],
    ["{+x}", "reserved"],
    ["{#x}", "fragment"],
    ["{.x}", "label"],
    ["{/x}", "path segment"],
    ["{;x}", "path-style parameter"],
  ])("makes the variables of %s (%s expansion) required", (expression) => {
    expect(placeholders(`/a${expression}/b`)).toStrictEqual({ required: ["x"], optional: [] });
  });

  it.each(["{?x,y}", "?a=1{&x,y}"])("makes the variables of %s (form-style query) optional", (expression) => {
    expect(placeholders(`/a${expression}`)).toStrictEqual({ required: [], optional: ["x", "y"] });
  });

  it("makes a simple {x} the template starts with optional: the base URL goes there, as TemplatePlaceholders says", () => {
    expect(placeholders("{origin}/repos/{owner}{?name}")).toStrictEqual({
      required: ["owner"],
      optional: ["origin", "name"],
    });
    expect(placeholders("{a}{b}/x/{c}")).toStrictEqual({ required: ["c"], optional: ["a", "b"] });
    expect(placeholders("{+next}/x")).toStrictEqual({ required: ["next"], optional: [] });
    expect(placeholders("x{a}/y")).toStrictEqual({ required: ["a"], optional: [] });
  });

  it("reads every variable of a list, with prefix and explode modifiers", () => {
    expect(placeholders("/{a,b:3,c*}{/d,e*}{?f:2,g*}")).toStrictEqual({
      required: ["a", "b", "c", "d", "e"],
      optional: ["f", "g"],
    });
  });

  it("leaves a name out of optional when the path also requires it, and lists each name once", () => {
    expect(placeholders("/{a}/{a}{?a,b}{&b}")).toStrictEqual({ required: ["a"], optional: ["b"] });
  });

  it("counts /:x only as a whole path segment, before the query", () => {
    expect(placeholders("/repos/:owner/x:y/:a.json?q=:z")).toStrictEqual({ required: ["owner"], optional: [] });
    expect(placeholders("https://h/:id{?page}")).toStrictEqual({ required: ["id"], optional: ["page"] });
  });

  it("leaves out the option keys", () => {
    const keys = "method,url,baseUrl,headers,request,mediaType,data,querySerializer,keepSlashes";
    expect(placeholders(`/{${keys},owner}{?${keys},page}/:url`)).toStrictEqual({
      required: ["owner"],
      optional: ["page"],
    });
  });

  it("returns empty lists for a template without variables", () => {
    expect(placeholders("https://api.github.com/user")).toStrictEqual({ required: [], optional: [] });
  });

  it("throws ERR_TEMPLATE_SYNTAX for a template that does not parse", () => {
    expect(() => placeholders("/repos/{owner")).toThrow(EndpointError);
    expect(() => placeholders("/repos/{owner")).toThrow(expect.objectContaining({ code: "ERR_TEMPLATE_SYNTAX" }));
  });
});
