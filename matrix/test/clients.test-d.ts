// The adapters' types against the latest client majors: `paths` in matrix/tsconfig.json (got 16) and
// tsconfig.got15.json point `ky`, `got` and `undici` at matrix/node_modules, and the adapters are
// read from source (customConditions), so their own imports of the clients' types are checked too.
import ky from "ky";
import got, { type Response as GotResponse } from "got";
import { Client, request, type Dispatcher } from "undici";
import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "@scope/endpoint-core";
import { toKy } from "@scope/endpoint-ky";
import { toGot } from "@scope/endpoint-got";
import { toUndici, toUndiciDispatch } from "@scope/endpoint-undici";

const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });

describe("the adapters' output is what the latest majors take", () => {
  it("ky 2: ky(...toKy(o)).json()", () => {
    expectTypeOf(ky(...toKy(options)).json<{ id: number }>()).resolves.toEqualTypeOf<{ id: number }>();
  });

  it("got: got(...toGot(o)) is a promise of a response, with .json()", () => {
    expectTypeOf(got(...toGot(options))).resolves.toEqualTypeOf<GotResponse<string>>();
    expectTypeOf(got(...toGot(options)).json<{ id: number }>()).resolves.toEqualTypeOf<{ id: number }>();
  });

  it("undici 8: request(...toUndici(o)) and Client#request(toUndiciDispatch(o))", () => {
    expectTypeOf(request(...toUndici(options)))
      .resolves.toHaveProperty("statusCode")
      .toEqualTypeOf<number>();
    expectTypeOf(new Client("http://127.0.0.1").request(toUndiciDispatch(options))).resolves.toEqualTypeOf<
      Dispatcher.ResponseData<null>
    >();
  });
});
