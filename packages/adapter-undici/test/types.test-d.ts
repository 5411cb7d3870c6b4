import { Agent, Client, request, type Dispatcher } from "undici";
import { endpoint, type RequestOptions } from "@scope/endpoint-core";
import { describe, expectTypeOf, it } from "vitest";
import { toUndici, toUndiciDispatch, type UndiciRequestOptions } from "@scope/endpoint-undici";

// Functions that are declared, never called: the type test sends no request.
describe("toUndici and toUndiciDispatch types", () => {
  it("return undici's own option types", () => {
    expectTypeOf(toUndici).parameter(0).toEqualTypeOf<RequestOptions>();
    expectTypeOf(toUndici).returns.toEqualTypeOf<[url: string, options: UndiciRequestOptions]>();
    expectTypeOf<UndiciRequestOptions>().toEqualTypeOf<NonNullable<Parameters<typeof request>[1]>>();
    expectTypeOf(toUndiciDispatch).returns.toEqualTypeOf<Dispatcher.RequestOptions & { origin: string }>();
  });

  it("feed undici.request and Dispatcher#request (Agent, Client) with no cast", () => {
    const viaRequest = () => request(...toUndici(endpoint("GET /orgs/{org}/repos", { org: "octokit" })));
    const viaAgent = () => new Agent().request(toUndiciDispatch(endpoint("POST /markdown", { text: "Hi" })));
    const viaClient = () => new Client("https://api.github.com").request(toUndiciDispatch(endpoint("GET /user")));
    expectTypeOf(viaRequest).returns.resolves.toHaveProperty("statusCode");
    expectTypeOf(viaAgent).returns.resolves.toHaveProperty("body");
    expectTypeOf(viaClient).returns.toEqualTypeOf<Promise<Dispatcher.ResponseData>>();
  });
});
