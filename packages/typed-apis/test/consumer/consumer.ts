// A user's file, type-checked by the oldest TypeScript the core README claims, against the built .d.mts
import { endpoint, type RequestOptions, type ResponseData } from "@scope/endpoint-core";

const get: RequestOptions<"get"> = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
const patch: RequestOptions<"patch"> = endpoint({ method: "PATCH", url: "/repos/{owner}", owner: "o", name: "n" });
// @ts-expect-error `owner` (from the literal url) is missing
endpoint({ method: "PATCH", url: "/repos/{owner}" });
// @ts-expect-error `repo` is missing
endpoint("GET /repos/{owner}/{repo}", { owner: "o" });

interface paths {
  "/pets/{petId}": {
    get: {
      parameters: { path: { petId: number }; query?: { fields?: string } };
      responses: { 200: { content: { "application/json": { id: number } } } };
    };
    delete: {
      parameters: { path: { petId: number }; query: { reason: "adopted" | "lost" } };
      responses: { 204: never };
    };
  };
}
const pets = endpoint.defaults<paths>({}).defaults({ baseUrl: "https://pets.example" });
pets("GET /pets/{petId}", { petId: 1, fields: "id" });
pets("DELETE /pets/{petId}{?reason}", { petId: 1, reason: "lost" });
const pet: ResponseData<paths, "GET /pets/{petId}"> = { id: 1 };
// @ts-expect-error `petId` is a number
pets("GET /pets/{petId}", { petId: "1" });
// @ts-expect-error a route not in the document
pets("GET /pet/{petId}", { petId: 1 });
// @ts-expect-error `reason` is a query parameter of a DELETE: it needs {?reason}
pets("DELETE /pets/{petId}", { petId: 1, reason: "lost" });

export { get, patch, pet };
