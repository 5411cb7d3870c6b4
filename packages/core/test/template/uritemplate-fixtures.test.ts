import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EndpointError } from "../../src/errors.ts";
import { expandTemplate } from "../../src/template/expand.ts";
import { parseTemplate } from "../../src/template/url-template.ts";

// The RFC 6570 test suite (uri-templates/uritemplate-test, Apache 2.0), its JSON files copied
// unchanged into test/fixtures/; its uritemplate-test/README.md has the format, SOURCE.md the commit
const FIXTURES = new URL("../fixtures/uritemplate-test/", import.meta.url);
const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

type Expected = string | string[] | false;
interface Group {
  variables: Record<string, unknown>;
  testcases: [string, Expected][];
}

const cases = FILES.flatMap((file) => {
  const groups = JSON.parse(readFileSync(new URL(file, FIXTURES), "utf8")) as Record<string, Group>;
  return Object.entries(groups).flatMap(([group, { variables, testcases }]) =>
    testcases.map(([template, expected]) => ({ file, group, template, expected, variables })),
  );
});
// Two negative cases are invalid only for their `-` in a name, which OpenAPI path templates allow
// and GitHub's own description uses ({enterprise-team}): the core expands them (docs/rules.md#url-templates)
const HYPHENATED = ["/{default-graph-uri}", "/sparql{?query,default-graph-uri}"];
const valid = cases.filter((c) => c.expected !== false);
const invalid = cases.filter((c) => c.expected === false && !HYPHENATED.includes(c.template));

function expand(template: string, variables: Record<string, unknown>): string {
  return expandTemplate(parseTemplate(template, false), structuredClone(variables));
}

describe("RFC 6570 fixtures (uritemplate-test)", () => {
  it("has every case of the suite: 234 valid, 36 invalid of which 2 only for a hyphen", () => {
    expect([valid.length, invalid.length, HYPHENATED.length]).toEqual([234, 34, 2]);
  });

  it("expands the two hyphenated names of the negative cases", () => {
    const variables = { "default-graph-uri": ["http://a/", "http://b/"], query: "q" };
    expect(expand("/{default-graph-uri}", variables)).toBe("/http%3A%2F%2Fa%2F,http%3A%2F%2Fb%2F");
    expect(expand("/sparql{?query,default-graph-uri}", variables)).toBe(
      "/sparql?query=q&default-graph-uri=http%3A%2F%2Fa%2F,http%3A%2F%2Fb%2F",
    );
  });

  it.each(valid)("$file / $group: expands $template", ({ template, expected, variables }) => {
    const result = expand(template, variables);
    expect(typeof expected === "string" ? [expected] : expected).toContain(result);
  });

  it.each(invalid)("$file / $group: rejects $template with EndpointError", ({ template, variables }) => {
    expect(() => expand(template, variables)).toThrow(EndpointError);
  });

  it.each(invalid)("$file / $group: rejects $template also with :name segments on", ({ template, variables }) => {
    expect(() => expandTemplate(parseTemplate(template, true), structuredClone(variables))).toThrow(EndpointError);
  });
});
