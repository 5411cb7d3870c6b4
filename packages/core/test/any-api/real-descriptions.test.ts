/**
 * Every operation of every vendored description excerpt (test/fixtures/openapi): values for all its
 * parameters, sent through `createEndpoint({ baseUrl, styles })` with the style table derived from
 * the description, must give the URL and header values the reference serializer gives.
 */
import { describe, expect, test } from "vitest";
import { createEndpoint } from "../../src/index.ts";
import {
  type DescribedOperation,
  type DescribedParameter,
  loadDescriptions,
  styleTable,
  TEXT_VARIANTS,
  valueFor,
} from "./descriptions.ts";
import { ReferenceUndefined, referenceSerialize } from "./reference.ts";

const BASE = "https://api.example.com/v1";

/** encodeURIComponent plus the sub-delimiters it leaves raw: RFC 3986's unreserved set only. */
function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
const descriptions = loadDescriptions();

/** Whether OpenAPI 3.1.1 leaves this parameter's style undefined (_n/a_) for this value. */
function notApplicable(parameter: DescribedParameter, value: unknown): boolean {
  if (parameter.in !== "query") return false;
  try {
    referenceSerialize("/x", [parameter], { query: { [parameter.name]: value } });
    return false;
  } catch (error) {
    if (error instanceof ReferenceUndefined) return true;
    throw error;
  }
}

interface Call {
  params: { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, unknown> };
  /** Query parameters whose style the specification leaves undefined for their value. */
  undefinedBySpec: DescribedParameter[];
}

function callFor(operation: DescribedOperation, variant: number): Call {
  const params: Call["params"] = { path: {}, query: {}, header: {} };
  const undefinedBySpec: DescribedParameter[] = [];
  for (const parameter of operation.parameters) {
    const value = valueFor(parameter, variant);
    if (notApplicable(parameter, value)) undefinedBySpec.push(parameter);
    else params[parameter.in][parameter.name] = value;
  }
  return { params, undefinedBySpec };
}

test("the excerpts are the six vendored descriptions, each with operations", () => {
  expect(descriptions.map((d) => d.name).sort()).toEqual([
    "azure-advisor",
    "google-pubsub",
    "kubernetes",
    "microsoft-graph",
    "readme-parameter-styles",
    "stripe",
  ]);
  for (const description of descriptions) expect(description.operations.length).toBeGreaterThan(0);
});

describe.each(descriptions)("$name", ({ operations }) => {
  const styles = styleTable(operations);
  const api = createEndpoint({ baseUrl: BASE, styles: styles as never });
  const cases = operations.flatMap((operation) =>
    TEXT_VARIANTS.map((_text, variant) => ({ key: operation.key, operation, variant })),
  );

  test.each(cases)("$key, values #$variant", ({ operation, variant }) => {
    const { params } = callFor(operation, variant);
    const expected = referenceSerialize(operation.path, operation.parameters, params);
    const request = api(operation.key, { params });
    expect(request.url).toBe(BASE + expected.url);
    const headers = request.headers as Record<string, unknown>;
    for (const [name, value] of Object.entries(expected.headers)) expect(headers[name]).toBe(value);
  });

  const undefinedCases = operations.flatMap((operation) =>
    callFor(operation, 0).undefinedBySpec.map((parameter) => ({
      key: operation.key,
      name: parameter.name,
      style: parameter.style,
      value: valueFor(parameter, 0),
      parameter,
    })),
  );
  // OpenAPI 3.1.1 leaves these combinations undefined ("n/a"): Stripe's deepObject lists. The
  // reference refuses them; docs/rules.md#any-api writes each member as name[]=v, as Stripe reads them
  test.each(undefinedCases)(
    "$key: $name ($style of a list, n/a in 3.1.1) is written name%5B%5D=v per member",
    ({ parameter, value }) => {
      expect(() => referenceSerialize("/x", [parameter], { query: { [parameter.name]: value } })).toThrow(
        ReferenceUndefined,
      );
      expect(Array.isArray(value)).toBe(true);
      const alone: DescribedOperation = { key: "GET /x", method: "get", path: "/x", parameters: [parameter] };
      const url = createEndpoint({ styles: styleTable([alone]) as never })("GET /x", {
        params: { query: { [parameter.name]: value } },
      }).url;
      const name = encodeURIComponent(parameter.name);
      const members = (value as unknown[]).map((item) => `${name}%5B%5D=${rfc3986(String(item))}`);
      expect(url).toBe(`/x?${members.join("&")}`);
    },
  );
});
