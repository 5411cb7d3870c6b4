// A user's file, type-checked by the oldest TypeScript the core README claims, against the built .d.mts
import { endpoint, type RequestOptions } from "@scope/endpoint-core";

const get: RequestOptions<"get"> = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
// before TypeScript 5.3 the options form compiles with loose types: its placeholders are not checked
const patch: RequestOptions = endpoint({ method: "PATCH", url: "/repos/{owner}", owner: "o", name: "n" });
// @ts-expect-error `repo` is missing
endpoint("GET /repos/{owner}/{repo}", { owner: "o" });

interface paths {
  "/pets/{petId}": {
    get: {
      parameters: { path: { petId: number }; query?: { fields?: string } };
      responses: { 200: { content: { "application/json": { id: number } } } };
    };
  };
}
const pets = endpoint.defaults<paths>({});
pets("GET /pets/{petId}", { petId: 1, fields: "id" });
// @ts-expect-error `petId` is a number
pets("GET /pets/{petId}", { petId: "1" });

export { get, patch };
