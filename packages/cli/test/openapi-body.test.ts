import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { createEndpoint } from "@scope/endpoint-core";
import { run } from "@scope/endpoint-cli";
import { chooseMediaType } from "../src/openapi-body.ts";
import { descriptionTable, styleTable } from "../src/openapi-styles.ts";

// `endpoint openapi styles` writes each operation's body entry (docs/rules.md#the-description-table)
const bodies = parse(readFileSync(fileURLToPath(new URL("fixtures/bodies.yaml", import.meta.url)), "utf8"));

describe("endpoint openapi styles: request bodies", () => {
  it("writes a form body's encodings that differ from form exploded, and a multipart part's one content type", () => {
    expect(styleTable(bodies, "bodies.yaml")).toStrictEqual({
      "POST /v1/customers": {
        body: {
          mediaType: "application/x-www-form-urlencoded",
          encoding: {
            metadata: { style: "deepObject", explode: true },
            expand: { style: "deepObject", explode: true },
            tags: { explode: false },
            next: { allowReserved: true },
          },
        },
      },
      // a list of types or a wildcard is what the API takes, not one type a part carries
      "POST /v1/files": {
        body: { mediaType: "multipart/form-data", encoding: { meta: { contentType: "application/json" } } },
      },
      // form before multipart, whatever the description's order, parameters aside
      "POST /v1/both": { body: { mediaType: "application/x-www-form-urlencoded" } },
      // JSON (+json too) first: a plain object is JSON, so no entry; a raw body's type needs none either
    });
  });

  it("picks JSON first, then form, then multipart, or none", () => {
    expect(chooseMediaType(["multipart/form-data", "application/x-www-form-urlencoded", "application/json"])).toBe(
      "json",
    );
    expect(chooseMediaType(["multipart/form-data", "application/vnd.api+json"])).toBe("json");
    expect(chooseMediaType(["Multipart/Form-Data", "application/X-WWW-Form-Urlencoded"])).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(chooseMediaType(["text/plain", "multipart/form-data; charset=utf-8"])).toBe("multipart/form-data");
    expect(chooseMediaType(["application/octet-stream", "*/*"])).toBeUndefined();
  });

  it("reads Swagger 2.0's formData parameters: form with collectionFormat styles, multipart with a file or consumes", () => {
    const swagger = (consumes: unknown, ...formData: object[]) => ({
      swagger: "2.0",
      paths: { "/x": { post: { consumes, parameters: formData.map((p) => ({ in: "formData", ...p })) } } },
    });
    const list = { name: "ids", type: "array", items: { type: "string" } };
    expect(styleTable(swagger(undefined, list, { name: "a", type: "string" }), "s")).toStrictEqual({
      "POST /x": { body: { mediaType: "application/x-www-form-urlencoded", encoding: { ids: { explode: false } } } },
    });
    expect(
      styleTable(swagger(["application/x-www-form-urlencoded"], { ...list, collectionFormat: "multi" }), "s"),
    ).toStrictEqual({
      "POST /x": { body: { mediaType: "application/x-www-form-urlencoded" } },
    });
    expect(styleTable(swagger(undefined, { name: "f", type: "file" }), "s")).toStrictEqual({
      "POST /x": { body: { mediaType: "multipart/form-data" } },
    });
    expect(styleTable(swagger(["multipart/form-data"], { name: "a", type: "string" }), "s")).toStrictEqual({
      "POST /x": { body: { mediaType: "multipart/form-data" } },
    });
    // the root's consumes when the operation names none; JSON alone takes no formData
    const root = { ...swagger(undefined, { name: "a", type: "string" }), consumes: ["application/json"] };
    expect(styleTable(root, "s")).toStrictEqual({});
    expect(() => styleTable(swagger("form", { name: "a", type: "string" }), "s")).toThrow(
      'paths["/x"].post.consumes is not a list of strings',
    );
  });

  it("refuses a request body it cannot read, naming where", () => {
    const op = (requestBody: unknown) => ({ openapi: "3.1.0", paths: { "/x": { post: { requestBody } } } });
    const cases: [unknown, string][] = [
      [7, 'paths["/x"].post.requestBody is not a Request Body Object'],
      [{ content: [] }, 'paths["/x"].post.requestBody.content is not an object'],
      [
        { content: { "multipart/form-data": 1 } },
        'requestBody.content["multipart/form-data"] is not a Media Type Object',
      ],
      [{ content: { "multipart/form-data": { encoding: [] } } }, '["multipart/form-data"].encoding is not an object'],
      [{ content: { "multipart/form-data": { encoding: { a: 1 } } } }, '.encoding["a"] is not an Encoding Object'],
      [
        { content: { "multipart/form-data": { encoding: { a: { contentType: 1 } } } } },
        '.encoding["a"].contentType is not a string',
      ],
      [
        { content: { "application/x-www-form-urlencoded": { encoding: { a: { style: "label" } } } } },
        'encoding["a"]: style "label" is not one of form, spaceDelimited, pipeDelimited, deepObject',
      ],
    ];
    for (const [requestBody, message] of cases) expect(() => styleTable(op(requestBody), "s")).toThrow(message);
  });

  it("writes a table createEndpoint reads, which writes Stripe's form body as Stripe reads it", () => {
    const api = createEndpoint({ styles: descriptionTable(bodies, "bodies.yaml") as never });
    const request = api("POST /v1/customers", {
      body: { email: "a@b.example", metadata: { plan: "pro" }, expand: ["x", "y"], tags: ["t", "u"] },
    });
    expect(request.url).toBe("https://api.stripe.example/v1/customers");
    expect(request.body).toBe("email=a%40b.example&metadata%5Bplan%5D=pro&expand%5B%5D=x&expand%5B%5D=y&tags=t,u");
    expect(api("POST /v1/files", { body: { meta: { a: 1 } } }).body).toBeInstanceOf(FormData);
  });

  it("--openapi writes a form body as the table says, and prints a multipart one only as a snippet", async () => {
    const description = fileURLToPath(new URL("fixtures/bodies.yaml", import.meta.url));
    const cli = async (...argv: string[]) => {
      let stdout = "";
      let stderr = "";
      const code = await run(argv, {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
        stdin: async () => new Uint8Array(0),
      });
      return { code, stdout, stderr };
    };
    const form = await cli(
      "--openapi",
      "POST /v1/customers",
      "--styles",
      description,
      'body:={"metadata":{"plan":"pro"}}',
    );
    expect(JSON.parse(form.stdout)).toEqual({
      method: "post",
      url: "https://api.stripe.example/v1/customers",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "metadata%5Bplan%5D=pro",
    });
    const upload = ["--openapi", "POST /v1/files", "--styles", description, 'body:={"purpose":"x"}'];
    for (const to of [[], ["--to", "curl"], ["--to", "http"]]) {
      const refused = await cli(...upload, ...to);
      expect([refused.code, refused.stdout]).toEqual([1, ""]);
      expect(refused.stderr).toMatch(/^endpoint: ERR_RENDER: .*multipart.*\(FormData\).*snippet/);
    }
    const snippet = await cli(...upload, "--to", "fetch");
    expect(snippet.code).toBe(0);
    expect(snippet.stdout).toContain('mediaType: "multipart/form-data"');
  });
});
