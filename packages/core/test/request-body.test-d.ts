import { describe, expectTypeOf, it } from "vitest";
import {
  createEndpoint,
  endpoint,
  type BodyOfMediaType,
  type FormBody,
  type JsonRequestBodyOf,
  type MultipartBody,
  type RawBody,
  type RawObjectBody,
  type RequestBodies,
  type RequestBodyOf,
} from "../src/index.ts";

// three of Stripe's operations as openapi-typescript 7 writes them (format: binary, and Stripe's
// untyped `file`, are strings; its GETs declare a form body too)
interface CustomerForm {
  address?: { city?: string; country?: string; line1?: string } | "";
  email?: string;
  expand?: string[];
  metadata?: { [key: string]: string } | "";
  preferred_locales?: string[];
}
interface FileForm {
  expand?: string[];
  file: string;
  file_link_data?: { create: boolean; expires_at?: number };
  purpose: "dispute_evidence" | "identity_document";
}
type Responses = { 200: { headers: { [name: string]: unknown }; content: { "application/json": { id: string } } } };
interface stripe {
  "/v1/customers": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { limit?: number }; header?: never; path?: never; cookie?: never };
      requestBody?: { content: { "application/x-www-form-urlencoded": Record<string, never> } };
      responses: Responses;
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: { content: { "application/x-www-form-urlencoded": CustomerForm } };
      responses: Responses;
    };
  };
  "/v1/files": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "multipart/form-data": FileForm } };
      responses: Responses;
    };
  };
}
type CreateCustomer = stripe["/v1/customers"]["post"];
type UploadFile = stripe["/v1/files"]["post"];
interface UpdatePet {
  requestBody: {
    content: {
      "application/json; charset=utf-8": { name: string };
      "application/merge-patch+json": { name?: string };
      "application/octet-stream": string;
    };
  };
}
interface CreatePet {
  requestBody: { content: { "application/json": { name: string; meta?: Record<string, never> } } };
}
interface ListPets {
  parameters: { query?: { limit?: number } };
  requestBody?: never;
}

describe("RequestBodyOf: what body takes on createEndpoint<paths>(), by the operation's media types (docs/rules.md#request-bodies)", () => {
  it("takes a form's schema as a plain object, Stripe's nested metadata and expand list included, or a raw body", () => {
    expectTypeOf<RequestBodies<CreateCustomer>>().toEqualTypeOf<{
      "application/x-www-form-urlencoded": FormBody<"application/x-www-form-urlencoded", CustomerForm>;
    }>();
    expectTypeOf<RequestBodyOf<CreateCustomer>>().toEqualTypeOf<
      FormBody<"application/x-www-form-urlencoded", CustomerForm> | string
    >();
    const body: RequestBodyOf<CreateCustomer> = {
      email: "jenny@example.com",
      metadata: { plan: "pro" },
      expand: ["subscriptions"],
      address: { city: "Paris" },
    };
    const raw: RequestBodyOf<CreateCustomer>[] = [new URLSearchParams({ email: "a@b.example" }), "email=a%40b.example"];
    // @ts-expect-error a property the form does not have
    const wrong: RequestBodyOf<CreateCustomer> = { emial: "a@b.example" };
    // @ts-expect-error a form is an object: a list is no form
    const list: RequestBodyOf<CreateCustomer> = [{ email: "a@b.example" }];
    void [body, raw, wrong, list];
  });

  it("takes a multipart schema with its strings as files too (a Blob, a File or bytes), its enums as they are", () => {
    type Upload = Exclude<MultipartBody<"multipart/form-data", FileForm>, RawObjectBody>;
    expectTypeOf<Upload["file"]>().toEqualTypeOf<string | Blob | ArrayBuffer | ArrayBufferView>();
    expectTypeOf<Upload["expand"]>().toEqualTypeOf<
      readonly (string | Blob | ArrayBuffer | ArrayBufferView)[] | undefined
    >();
    expectTypeOf<Upload["purpose"]>().toEqualTypeOf<"dispute_evidence" | "identity_document">();
    expectTypeOf<Upload["file_link_data"]>().toEqualTypeOf<{ create: boolean; expires_at?: number } | undefined>();
    const uploads: RequestBodyOf<UploadFile>[] = [
      { purpose: "dispute_evidence", file: new File(["%PDF"], "a.pdf") },
      { purpose: "identity_document", file: new Uint8Array([37, 80]), file_link_data: { create: true } },
      { purpose: "dispute_evidence", file: new Blob(["%PDF"]).slice(0), expand: ["links"] },
      new FormData(),
    ];
    // @ts-expect-error a number is no file
    const number: RequestBodyOf<UploadFile> = { purpose: "dispute_evidence", file: 7 };
    // @ts-expect-error purpose is one of the description's values
    const purpose: RequestBodyOf<UploadFile> = { purpose: "selfie", file: "x" };
    // @ts-expect-error file is required
    const missing: RequestBodyOf<UploadFile> = { purpose: "dispute_evidence" };
    void [uploads, number, purpose, missing];
  });

  it("takes a JSON-only operation's schema alone, free-form objects as any object; raw bodies beside another media type", () => {
    expectTypeOf<BodyOfMediaType<"application/json; charset=utf-8", { name: string }>>().toEqualTypeOf<{
      name: string;
    }>();
    expectTypeOf<BodyOfMediaType<"application/merge-patch+json", { name?: string }>>().toEqualTypeOf<{
      name?: string;
    }>();
    expectTypeOf<BodyOfMediaType<"application/octet-stream", string>>().toEqualTypeOf<RawObjectBody>();
    expectTypeOf<RequestBodyOf<UpdatePet>>().toEqualTypeOf<{ name: string } | { name?: string } | RawBody>();
    expectTypeOf<RequestBodyOf<CreatePet>>().toEqualTypeOf<{ name: string; meta?: { [key: string]: unknown } }>();
    // @ts-expect-error a JSON-only operation takes its schema, not text
    const text: RequestBodyOf<CreatePet> = '{"name":"Rex"}';
    void text;
  });

  it("is never for an operation without a requestBody", () => {
    expectTypeOf<RequestBodyOf<ListPets>>().toBeNever();
    expectTypeOf<RequestBodies<ListPets>>().toEqualTypeOf<{}>();
    expectTypeOf<JsonRequestBodyOf<ListPets>>().toBeNever();
  });
});

describe("JsonRequestBodyOf: what body takes on endpoint.defaults<paths>(), whose plain objects are JSON", () => {
  it("takes the JSON schema, and only a raw body for a form or multipart operation", () => {
    expectTypeOf<JsonRequestBodyOf<CreatePet>>().toEqualTypeOf<{ name: string; meta?: { [key: string]: unknown } }>();
    expectTypeOf<JsonRequestBodyOf<CreateCustomer>>().toEqualTypeOf<RawBody>();
    expectTypeOf<JsonRequestBodyOf<UpdatePet>>().toEqualTypeOf<{ name: string } | { name?: string } | RawBody>();
  });
});

describe("a typed call's body, by its operation's media type", () => {
  const api = createEndpoint<stripe>({ baseUrl: "https://api.stripe.com" });

  it("takes Stripe's form and multipart bodies as plain objects on createEndpoint<paths>()", () => {
    api("POST /v1/customers", { body: { email: "jenny@example.com", metadata: { plan: "pro" }, expand: ["a"] } });
    api("POST /v1/customers", { body: new URLSearchParams({ email: "jenny@example.com" }) });
    api("POST /v1/customers");
    api("POST /v1/files", { body: { purpose: "dispute_evidence", file: new File(["%PDF"], "evidence.pdf") } });
    api({ method: "POST", url: "/v1/customers", body: { email: "jenny@example.com" } });
    // @ts-expect-error 'emial' does not exist in type 'FormBody<"application/x-www-form-urlencoded", ...>'
    api("POST /v1/customers", { body: { emial: "jenny@example.com" } });
    // @ts-expect-error the upload's body is required
    api("POST /v1/files", {});
    // @ts-expect-error a number is no file
    api("POST /v1/files", { body: { purpose: "dispute_evidence", file: 7 } });
    // @ts-expect-error body: a GET or HEAD request sends no body (Stripe declares one on its GETs)
    api("GET /v1/customers", { body: { expand: ["data.x"] } });
  });

  it("takes only raw form and multipart bodies on endpoint.defaults<paths>(), whose plain objects are JSON", () => {
    const github = endpoint.defaults<stripe>({ baseUrl: "https://api.stripe.com" });
    github("POST /v1/customers", { params: {}, body: new URLSearchParams({ email: "jenny@example.com" }) });
    github("POST /v1/customers", { data: "email=jenny%40example.com" });
    github("POST /v1/files", { params: {}, body: new FormData() });
    // @ts-expect-error a plain object would be sent as JSON
    github("POST /v1/customers", { params: {}, body: { email: "jenny@example.com" } });
    // @ts-expect-error a plain object would be sent as JSON
    github("POST /v1/files", { data: { purpose: "dispute_evidence", file: "x" } });
  });
});
