// Deliberate mistakes: each line marked `// error: a ~ b` must fail, and the first diagnostic TypeScript
// reports on it (message and elaboration) must contain every `~`-separated fragment, on every version.
import type { paths } from "@octokit/openapi-types";
import { endpoint } from "@scope/endpoint-core";
import type { paths as pets } from "@scope/typed-apis/petstore";

const github = endpoint.defaults<paths>({});
const store = endpoint.defaults<pets>({});

github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", tittle: "t" }); // error: 'tittle' does not exist ~ Did you mean to write 'title'?
github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" }); // error: '"opened"' is not assignable ~ "open" ~ "closed" ~ "all"
store("POST /pets", { name: "Rex", species: "fish" }); // error: '"fish"' is not assignable ~ "cat" ~ "dog" ~ "bird"
store("GET /pets/{petId}", { petId: "1" }); // error: Type 'string' is not assignable to type 'number'
github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" }); // error: Property 'title' is missing
github("GET /repos/{owner}/{repo}", { owner: "o" }); // error: Property 'repo' is missing
github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" }); // error: '"GET /repos/{owner}/{repo}/isues"' is not assignable to parameter of type 'OpenApiRoute<paths>'
store("GET /pet"); // error: '"GET /pet"' is not assignable to parameter of type 'OpenApiRoute<
store("POST /pets", { name: "Rex", species: "dog", dryRun: true }); // error: dryRun is a query parameter of this operation: add {?dryRun} to the route
github("DELETE /repos/{owner}/{repo}/actions/caches", { owner: "o", repo: "r", key: "k" }); // error: key is a query parameter of this operation: add {?key} to the route
github("DELETE /repos/{owner}/{repo}/actions/caches{?kye}", { owner: "o", repo: "r" }); // error: "not a query parameter of this operation": "kye"
github("GET /user", { baseURL: "https://ghe.example" }); // error: 'baseURL' does not exist ~ Did you mean to write 'baseUrl'?
github("GET /user", { foo: 1 }); // error: 'foo' does not exist
github("GET /user", { data: "x" }); // error: data: a GET or HEAD request sends no body
endpoint("GET /repos/{owner}/{repo}", { owner: "o" }); // error: Property 'repo' is missing
