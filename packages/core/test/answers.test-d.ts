import { describe, expectTypeOf, it } from "vitest";
import type {
  Answer,
  CarriesOperation,
  OperationOf,
  Page,
  Read,
  RequestOptions,
  ResponseByStatus,
  ResponseData,
  ResponseError,
} from "../src/index.ts";

interface Pet {
  id: number;
  name: string;
}
interface Problem {
  message: string;
}

/** Operations as openapi-typescript writes them. */
interface paths {
  "/pets/{id}": {
    get: {
      parameters: { path: { id: number } };
      responses: {
        200: { content: { "application/json": Pet } };
        404: { content: { "application/problem+json": Problem } };
        default: { content: { "text/plain": string } };
      };
    };
    delete: { parameters: { path: { id: number } }; responses: { 204: { content?: never } } };
  };
  "/pets/{id}/photo": {
    get: { parameters: { path: { id: number } }; responses: { 200: { content: { "image/png": string } } } };
  };
  "/pets": {
    get: { responses: { 200: { content: { "application/json": Pet[] } } } };
  };
  "/search/pets": {
    get: { responses: { 200: { content: { "application/json": { total_count: number; items: Pet[] } } } } };
  };
}

type GetPet = paths["/pets/{id}"]["get"];
/** Options branded by hand, as a typed entry's result will be once the brand is wired. */
type Branded<Operation> = RequestOptions & CarriesOperation<Operation>;
declare const read: Read<Response>;

describe("the answer types of a route", () => {
  it("ResponseError is the union of the other statuses' bodies, each by its media type", () => {
    expectTypeOf<ResponseError<paths, "GET /pets/{id}">>().toEqualTypeOf<Problem | string>();
    expectTypeOf<ResponseData<paths, "GET /pets/{id}">>().toEqualTypeOf<Pet>();
  });

  it("ResponseByStatus indexes the bodies by status; no content is undefined, other media types bytes", () => {
    expectTypeOf<ResponseByStatus<paths, "GET /pets/{id}">[404]>().toEqualTypeOf<Problem>();
    expectTypeOf<ResponseByStatus<paths, "DELETE /pets/{id}">[204]>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseByStatus<paths, "GET /pets/{id}/photo">[200]>().toEqualTypeOf<Uint8Array>();
  });
});

describe("a read infers data and error from the options it is given", () => {
  it("types branded options' data and error, narrowed by error", async () => {
    const answer = await read({} as Branded<GetPet>);
    expectTypeOf(answer).toEqualTypeOf<Answer<GetPet, Response>>();
    if (answer.error === undefined) expectTypeOf(answer.data).toEqualTypeOf<Pet>();
    else expectTypeOf(answer.error).toEqualTypeOf<Problem | string>();
    expectTypeOf(answer.response).toEqualTypeOf<Response>();
    // @ts-expect-error a wrong property of data is a compile error
    answer.data?.nmae;
  });

  it("gives unknown for options that carry no operation", async () => {
    const { data, error } = await read({} as RequestOptions);
    expectTypeOf(data).toEqualTypeOf<unknown>();
    expectTypeOf(error).toEqualTypeOf<unknown>();
    expectTypeOf<OperationOf<RequestOptions>>().toEqualTypeOf<unknown>();
  });

  it("gives undefined data for an operation with no content", async () => {
    const { data } = await read({} as Branded<paths["/pets/{id}"]["delete"]>);
    expectTypeOf(data).toEqualTypeOf<undefined>();
  });
});

describe("pages are typed as their reads", () => {
  it("types a list's and a search's items, and a named field's", () => {
    expectTypeOf<Page<Branded<paths["/pets"]["get"]>, Response>["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<Branded<paths["/search/pets"]["get"]>, Response>["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<Branded<paths["/search/pets"]["get"]>, Response, "items">["items"]>().toEqualTypeOf<Pet[]>();
    expectTypeOf<Page<RequestOptions, Response>["items"]>().toEqualTypeOf<unknown[]>();
  });
});
