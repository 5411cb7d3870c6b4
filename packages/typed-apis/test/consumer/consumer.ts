// A user's file, type-checked by every supported TypeScript (test/typescript-versions.test.ts) against the built .d.mts
import type { paths as github } from "@octokit/openapi-types";
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

// correct code that needs no cast: a route that is not a literal, the options form, a free-form JSON body
declare const next: string;
const gh = endpoint.defaults<github>({});
const page: RequestOptions = gh(`GET ${next}`);
const loose: RequestOptions = gh(next, { anything: 1 });
const form: RequestOptions = gh({
  method: "POST",
  url: "/repos/{owner}/{repo}/issues",
  owner: "o",
  repo: "r",
  title: "t",
});
gh("POST /repos/{owner}/{repo}/dispatches", {
  owner: "o",
  repo: "r",
  event_type: "e",
  client_payload: { a: { b: [1] } },
});

export { form, get, loose, page, patch, pet };
