// A user's file, type-checked by every supported TypeScript (test/typescript-versions.test.ts) against the built .d.mts
import type { paths as github } from "@octokit/openapi-types";
import {
  type AnyApiEndpoint,
  createEndpoint,
  endpoint,
  type RequestOptions,
  type ResponseData,
} from "@scope/endpoint-core";

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

// the grouped form: parameters by where they go, typed per operation on a typed endpoint
const issues: RequestOptions<"get"> = gh("GET /repos/{owner}/{repo}/issues", {
  params: { path: { owner: "o", repo: "r" }, query: { labels: "bug", state: "open" } },
  headers: { "x-trace": "1" },
  request: { timeout: 1000 },
});
gh("POST /repos/{owner}/{repo}/issues", {
  params: { path: { owner: "o", repo: "r" } },
  body: { title: "t", body: "b" },
});
gh("POST /repos/{owner}/{repo}/dispatches", {
  params: { path: { owner: "o", repo: "r" } },
  body: { event_type: "e", client_payload: { a: { b: [1] } } },
});
gh({ method: "GET", url: "/repos/{owner}/{repo}", params: { path: { owner: "o", repo: "r" } } });
gh(next, { params: { query: { anything: 1 } } });
pets("DELETE /pets/{petId}", { params: { path: { petId: 1 }, query: { reason: "adopted" } } });
// and on the untyped endpoint, where params.path takes exactly the route's variables (`{url}` too)
const proxy: RequestOptions<"get"> = endpoint("GET /proxy/{url}", {
  params: { path: { url: "a b" }, query: { url: "q", baseUrl: "x" } },
});
endpoint("POST /markdown", { params: {}, body: { text: "Hello" } });
endpoint({ method: "PUT", url: "/repos/{owner}", params: { path: { owner: "o" } }, body: "x" });
// @ts-expect-error `repo` is not a variable of the route
endpoint("GET /repos/{owner}", { params: { path: { owner: "o", repo: "r" } } });

// the neutral entry, typed from a description's paths or left untyped
const petsApi: AnyApiEndpoint<paths> = createEndpoint<paths>({ baseUrl: "https://pets.example" });
const one: RequestOptions<"get"> = petsApi("GET /pets/{petId}", {
  params: { path: { petId: 1 }, query: { fields: "id" } },
});
petsApi("DELETE /pets/{petId}", { params: { path: { petId: 1 }, query: { reason: "lost" } }, styles: {} });
petsApi(next);
// @ts-expect-error `reason` is required
petsApi("DELETE /pets/{petId}", { params: { path: { petId: 1 } } });
const anyApi = createEndpoint({ headers: { authorization: "token" } });
const free: RequestOptions<"post"> = anyApi("POST /anything/{id}", { params: { path: { id: 1 } }, body: [1, 2] });
anyApi({ url: "/x", params: { header: { "x-a": "1" } } });

export { form, free, get, issues, loose, one, page, patch, pet, proxy };
