// Deliberate mistakes: each line marked `// error: a ~ b` must fail, and the first diagnostic TypeScript
// reports on it (message and elaboration) must contain every `~`-separated fragment, on every version.
import type { paths } from "@octokit/openapi-types";
import { createEndpoint, endpoint } from "@scope/endpoint-core";
import type { paths as pets } from "@scope/typed-apis/petstore";
import axios from "axios";
import got from "got";
import ky from "ky";
import { request } from "undici";
import { readWithAxios } from "@scope/endpoint-axios";
import { readWithFetch } from "@scope/endpoint-fetch";
import { readWithGot } from "@scope/endpoint-got";
import { readWithKy } from "@scope/endpoint-ky";
import { readWithUndici } from "@scope/endpoint-undici";

const github = endpoint.defaults<paths>({});
const store = endpoint.defaults<pets>({});
const api = createEndpoint<pets>({ baseUrl: "https://pets.example" });
const any = createEndpoint();
const path = { owner: "o", repo: "r" };

github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", tittle: "t" }); // error: 'tittle' does not exist ~ Did you mean to write 'title'?
github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" }); // error: '"opened"' is not assignable ~ "open" ~ "closed" ~ "all"
store("POST /pets", { name: "Rex", species: "fish" }); // error: '"fish"' is not assignable ~ "cat" ~ "dog" ~ "bird"
store("GET /pets/{petId}", { petId: "1" }); // error: Type 'string' is not assignable to type 'number'
github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" }); // error: Property 'title' is missing
github("GET /repos/{owner}/{repo}", { owner: "o" }); // error: Property 'repo' is missing
github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" }); // error: '"GET /repos/{owner}/{repo}/isues"' is not assignable to parameter of type '"GET /repos/ ~ "GET /repos/{owner}/{repo}/issues"
store("GET /pet"); // error: '"GET /pet"' is not assignable to parameter of type '"GET /pets ~ "GET /pets" ~ "GET /pets/{petId}"
store("POST /pets", { name: "Rex", species: "dog", dryRun: true }); // error: dryRun is a query parameter of this operation: add {?dryRun} to the route
github("DELETE /repos/{owner}/{repo}/actions/caches", { owner: "o", repo: "r", key: "k" }); // error: key is a query parameter of this operation: add {?key} to the route
github("DELETE /repos/{owner}/{repo}/actions/caches{?kye}", { owner: "o", repo: "r" }); // error: "not a query parameter of this operation": "kye"
github("GET /user", { baseURL: "https://ghe.example" }); // error: 'baseURL' does not exist ~ Did you mean to write 'baseUrl'?
github("GET /user", { foo: 1 }); // error: 'foo' does not exist
github("GET /user", { data: "x" }); // error: data: a GET or HEAD request sends no body
endpoint("GET /repos/{owner}/{repo}", { owner: "o" }); // error: Property 'repo' is missing
github("GET /repos/{owner}/{repo}"); // error: the options argument is missing; it requires ~ "owner" ~ "repo"
store("POST /pets"); // error: the options argument is missing; it requires ~ "name" ~ "species"
github({ method: "POST", url: "/repos/{owner}/{repo}/issues", owner: "o", repo: "r", tittle: "t" }); // error: 'tittle' does not exist ~ Did you mean to write 'title'?
github({ url: "/repos/{owner}/{repo}", owner: "o" }); // error: Property 'repo' is missing

// the grouped form on a typed endpoint: { params: { path, query, header }, body, ...option keys }
github("POST /repos/{owner}/{repo}/issues", { params: { path }, body: { tittle: "t" } }); // error: 'tittle' does not exist ~ Did you mean to write 'title'?
github("GET /repos/{owner}/{repo}/issues", { params: { path, query: { state: "opened" } } }); // error: '"opened"' is not assignable ~ "open" ~ "closed" ~ "all"
store("POST /pets", { params: {}, body: { name: "Rex", species: "fish" } }); // error: '"fish"' is not assignable ~ "cat" ~ "dog" ~ "bird"
store("GET /pets/{petId}", { params: { path: { petId: "1" } } }); // error: Type 'string' is not assignable to type 'number'
github("POST /repos/{owner}/{repo}/issues", { params: { path }, body: { body: "b" } }); // error: Property 'title' is missing
github("GET /repos/{owner}/{repo}", { params: { path: { owner: "o" } } }); // error: Property 'repo' is missing
github("GET /repos/{owner}/{repo}", { params: {} }); // error: Property 'path' is missing
github("GET /repos/{owner}/{repo}/isues", { params: { path } }); // error: '"GET /repos/{owner}/{repo}/isues"' is not assignable to parameter of type '"GET /repos/ ~ "GET /repos/{owner}/{repo}/issues"
github("GET /user", { params: {}, baseURL: "https://ghe.example" }); // error: 'baseURL' does not exist ~ Did you mean to write 'baseUrl'?
github("GET /repos/{owner}/{repo}", { params: { path }, owner: "o" }); // error: 'owner' does not exist
github("POST /repos/{owner}/{repo}/issues", { params: { path }, data: { title: "t" } }); // error: data: a grouped call (with params) takes its body as body
github("GET /user", { params: {}, body: "x" }); // error: body: a GET or HEAD request sends no body
github("GET /repos/{owner}/{repo}/issues", { params: { path, query: { stat: "open" } } }); // error: 'stat' does not exist ~ Did you mean to write 'state'?
github("GET /repos/{owner}/{repo}/issues", { params: { path, qury: { state: "open" } } }); // error: 'qury' does not exist ~ Did you mean to write 'query'?
github("GET /repos/{owner}/{repo}", { params: { path: { ...path, extra: 1 } } }); // error: 'extra' does not exist
store("GET /pets/{petId}", { params: { path: { petId: 1 }, header: { "x-request-ib": "1" } } }); // error: "x-request-ib"' does not exist
github.defaults({ owner: "o" })("GET /repos/{owner}/{repo}", { params: { path: { repo: "r" } } }); // error: params: a grouped call cannot follow defaults() that set parameters (owner)
github({ method: "POST", url: "/repos/{owner}/{repo}/issues", params: { path }, body: { tittle: "t" } }); // error: 'tittle' does not exist ~ Did you mean to write 'title'?

// the grouped form on the untyped endpoint: params.path takes exactly the route's variables
endpoint("GET /repos/{owner}/{repo}", { params: { path: { owner: "o" } } }); // error: Property 'repo' is missing
endpoint("GET /repos/{owner}/{repo}", { params: { path: { ...path, extra: 1 } } }); // error: 'extra' does not exist
endpoint("GET /user", { params: {}, owner: "o" }); // error: 'owner' does not exist
endpoint("POST /user", { params: {}, data: "x" }); // error: data: a grouped call (with params) takes its body as body

// the neutral entry typed from the pet store
api("GET /pets/{petId}", { params: { path: { petid: 1 } } }); // error: 'petid' does not exist ~ Did you mean to write 'petId'?
api("GET /pets", { params: { query: { status: "gone" } } }); // error: '"gone"' is not assignable ~ "available" ~ "pending" ~ "sold"
api("GET /pets/{petId}", { params: { path: { petId: "1" } } }); // error: Type 'string' is not assignable to type 'number'
api("DELETE /pets/{petId}", { params: { path: { petId: 1 } } }); // error: Property 'query' is missing
api("GET /pets/{petId}"); // error: the options argument is missing; it requires ~ "petId"
api("POST /pets", { params: { query: { dryRun: true } } }); // error: Property 'body' is missing
api("POST /pets", { body: { name: "Rex", species: "dog", tgs: [] } }); // error: 'tgs' does not exist ~ Did you mean to write 'tags'?
api("GET /pet"); // error: '"GET /pet"' is not assignable to parameter of type '"GET /pets ~ "GET /pets" ~ "GET /pets/{petId}"
api("GET /pets", { hedaers: { "x-a": "1" } }); // error: 'hedaers' does not exist ~ Did you mean to write 'headers'?
api("GET /pets", { data: "x" }); // error: data: a grouped call (with params) takes its body as body
api("GET /pets", { body: { name: "Rex" } }); // error: body: a GET or HEAD request sends no body
api("GET /pets", { params: { path: { id: 1 } } }); // error: path: this operation has no path parameters
api({ method: "GET", url: "/pets/{petId}", params: { path: { petId: "1" } } }); // error: Type 'string' is not assignable to type 'number'
any("GET /pets", { id: 1 }); // error: 'id' does not exist

// bodies by media type: Stripe's form and multipart operations (openapi-typescript 7 writes them so; a GET declares a body)
type Form<Schema> = { content: { "application/x-www-form-urlencoded": Schema } };
interface stripePaths {
  "/v1/customers": {
    get: { parameters: { query?: { limit?: number } }; requestBody?: Form<Record<string, never>>; responses: {} };
    post: {
      parameters: {};
      requestBody?: Form<{ email?: string; expand?: string[]; metadata?: { [key: string]: string } | "" }>;
      responses: {};
    };
  };
  "/v1/files": {
    post: {
      parameters: {};
      requestBody: {
        content: { "multipart/form-data": { file: string; purpose: "dispute_evidence" | "identity_document" } };
      };
      responses: {};
    };
  };
}
const stripe = createEndpoint<stripePaths>();
declare const reqQuery: Record<string, string>; // a web framework's req.query
stripe("POST /v1/customers", { body: { email: "a@b.example", metdata: { plan: "pro" } } }); // error: 'metdata' does not exist in type 'FormBody<"application/x-www-form-urlencoded", { email?: string
stripe("POST /v1/files", { body: { purpose: "dispute_evidence", fil: new Blob(["%PDF"]) } }); // error: 'fil' does not exist in type 'MultipartBody<"multipart/form-data", { file: string; purpose:
stripe("GET /v1/customers", { body: { expand: ["data.x"] } }); // error: body: a GET or HEAD request sends no body
stripe("GET /v1/customers", reqQuery); // error: 'Record<string, string>' is not assignable ~ a type with an index signature (user input, a parsed query) is never a call's options ~ params: { query }
stripe("POST /v1/customer", { body: { email: "a@b.example" } }); // error: '"POST /v1/customer"' is not assignable to parameter of type '"POST /v1/customers"
endpoint.defaults<stripePaths>()("POST /v1/customers", { params: {}, body: { email: "a@b.example" } }); // error: 'email' does not exist in type 'RawBodyFor<"application/x-www-form-urlencoded">'

// a call on the neutral entry: the route says the method and the path, the config the base, user input goes in params
declare const query: Record<string, string>; // a web framework's req.query
api("GET /pets", query); // error: 'Record<string, string>' is not assignable ~ a type with an index signature (user input, a parsed query) is never a call's options ~ params: { query }
any("GET /pets", query); // error: 'Record<string, string>' is not assignable ~ a type with an index signature (user input, a parsed query) is never a call's options
any(query); // error: 'Record<string, string>' is not assignable ~ a type with an index signature
api("GET /pets", { baseUrl: "https://evil.example" }); // error: baseUrl: the entry's config holds the base ~ createEndpoint({ ...config, baseUrl })
any("GET /pets", { method: "DELETE" }); // error: method: the route says the method and the path
api("GET /pets", { params: {}, url: "/admin" }); // error: url: the route says the method and the path
api({ method: "GET", url: "/pets", baseUrl: "https://evil.example" }); // error: baseUrl: the entry's config holds the base
// an options-form URL that is not a path of the document names the paths (a {?...} suffix is not part of one)
api({ method: "GET", url: "/pet" }); // error: '"/pet"' is not assignable to type '"/pets" ~ "/pets/{petId}"
api({ url: "/pets{?limit}", params: { query: { limit: 1 } } }); // error: '"/pets{?limit}"' is not assignable to type '"/pets" ~ "/pets/{petId}"

// a wrong route names the routes to write instead, as a union of literals, on every version: a long one prints its
// first few, and its order is TypeScript's (7 sorts it; 5.x and 6.0 keep the order the routes were first met, so
// fragments name routes one by one): the routes of its path when the document has the path (the method is wrong, or
// a suffix createEndpoint does not take)
store("DELETE /pets"); // error: '"DELETE /pets"' is not assignable to parameter of type '" ~ "GET /pets" ~ "POST /pets"
github("PUT /user"); // error: '"PUT /user"' is not assignable to parameter of type '" ~ "GET /user" ~ "PATCH /user"
store("get /pets"); // error: '"get /pets"' is not assignable to parameter of type '" ~ "GET /pets" ~ "POST /pets"
api("PUT /pets", { body: { name: "Rex", species: "dog" } }); // error: '"PUT /pets"' is not assignable to parameter of type '" ~ "GET /pets" ~ "POST /pets"
api("GET /pets{?limit}", { params: { query: { limit: 1 } } }); // error: '"GET /pets{?limit}"' is not assignable to parameter of type '" ~ "GET /pets" ~ "POST /pets"
api("/pets"); // error: '"/pets"' is not assignable to parameter of type '" ~ "GET /pets" ~ "POST /pets"
store("GET /pets/{petId}/"); // error: '"GET /pets/{petId}/"' is not assignable to parameter of type '" ~ "GET /pets/{petId}" ~ "PATCH /pets/{petId}"
// else those of the paths that begin the most like its path, only those of its method if any are
api("GET /pets/{id}", { params: { path: { id: 7 } } }); // error: '"GET /pets/{id}"' is not assignable to parameter of type '"GET /pets/{petId}"'
store("PUT /pets/{id}"); // error: '"PUT /pets/{id}"' is not assignable to parameter of type '"PUT /pets/{petId}/photo"'
github("POST /repos/{owner}/{repo}/issue", { ...path, title: "t" }); // error: '"POST /repos/{owner}/{repo}/issue"' is not assignable to parameter of type '"POST /repos/{owner}/{repo}/issues ~ "POST /repos/{owner}/{repo}/issues" ~ more ...
api("GET /owners"); // error: '"GET /owners"' is not assignable to parameter of type '"GET /pets ~ "GET /pets" ~ "GET /pets/{petId}"

// a read's data is the route's 2xx body through every adapter, with no cast: a wrong property is named
const pet = api("GET /pets/{petId}", { params: { path: { petId: 1 } } });
readWithFetch()(pet).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
readWithAxios(axios)(pet).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
readWithUndici(request)(pet).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
readWithKy(ky)(pet).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
readWithGot(got)(pet).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
// and so is an options-form call's, on both typed entries
readWithKy(ky)(store({ method: "GET", url: "/pets/{petId}", petId: 1 })).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
readWithFetch()(api({ url: "/pets/{petId}", params: { path: { petId: 1 } } })).then(({ data }) => data?.nmae); // error: Property 'nmae' does not exist
