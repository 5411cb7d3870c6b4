import { describe, expectTypeOf, it } from "vitest";
import type { BodyOfMediaType, MultipartBody, RawBody, RequestBodies, RequestBodyOf } from "../src/index.ts";

// operations as openapi-typescript 7 writes them (format: binary is a string)
interface CreateCustomer {
  requestBody?: {
    content: {
      "application/x-www-form-urlencoded": {
        email?: string;
        metadata?: { [key: string]: string };
        expand?: string[];
      };
    };
  };
}
interface UploadFile {
  requestBody: {
    content: {
      "multipart/form-data": { purpose: string; file: string; count?: number; tags?: string[]; meta?: { a: number } };
    };
  };
}
interface UpdatePet {
  requestBody: {
    content: {
      "application/json; charset=utf-8": { name: string };
      "application/merge-patch+json": { name?: string };
      "application/octet-stream": string;
    };
  };
}
interface ListPets {
  parameters: { query?: { limit?: number } };
}

describe("RequestBodyOf: what body takes, by the operation's media types (docs/rules.md#request-bodies)", () => {
  it("takes a form's schema as a plain object, Stripe's nested metadata and expand list included", () => {
    expectTypeOf<RequestBodies<CreateCustomer>>().toEqualTypeOf<{
      "application/x-www-form-urlencoded": { email?: string; metadata?: { [key: string]: string }; expand?: string[] };
    }>();
    const body: RequestBodyOf<CreateCustomer> = { email: "a@b.example", metadata: { plan: "pro" }, expand: ["x"] };
    void body;
    // @ts-expect-error a property the form does not have
    const wrong: RequestBodyOf<CreateCustomer> = { emial: "a@b.example" };
    void wrong;
  });

  it("takes a multipart schema with its strings as files too (a Blob, a File or bytes), lists as lists", () => {
    type Upload = MultipartBody<UploadFile["requestBody"]["content"]["multipart/form-data"]>;
    expectTypeOf<Upload["file"]>().toEqualTypeOf<string | Blob | Uint8Array>();
    expectTypeOf<Upload["tags"]>().toEqualTypeOf<readonly (string | Blob | Uint8Array)[] | undefined>();
    expectTypeOf<Upload["count"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Upload["meta"]>().toEqualTypeOf<{ a: number } | undefined>();
    const upload: RequestBodyOf<UploadFile> = {
      purpose: "dispute_evidence",
      file: new File(["%PDF"], "a.pdf"),
      tags: ["a", new Uint8Array([1])],
    };
    void upload;
    // @ts-expect-error a number is no file
    const wrong: RequestBodyOf<UploadFile> = { purpose: "x", file: 7 };
    void wrong;
  });

  it("takes JSON's schema (a charset or +json too), and a raw body for any other media type or as it is", () => {
    expectTypeOf<BodyOfMediaType<"application/json; charset=utf-8", { name: string }>>().toEqualTypeOf<{
      name: string;
    }>();
    expectTypeOf<BodyOfMediaType<"application/merge-patch+json", { name?: string }>>().toEqualTypeOf<{
      name?: string;
    }>();
    expectTypeOf<BodyOfMediaType<"application/octet-stream", string>>().toEqualTypeOf<RawBody>();
    expectTypeOf<RequestBodyOf<UpdatePet>>().toEqualTypeOf<{ name: string } | { name?: string } | RawBody>();
    const raw: RequestBodyOf<CreateCustomer> = new URLSearchParams({ email: "a@b.example" });
    void raw;
  });

  it("is never for an operation without a requestBody", () => {
    expectTypeOf<RequestBodyOf<ListPets>>().toBeNever();
    expectTypeOf<RequestBodies<ListPets>>().toEqualTypeOf<{}>();
  });
});
