import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import got, { HTTPError } from "got";
import { endpoint } from "@scope/endpoint-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toGot } from "@scope/endpoint-got";

// got's own defaults that the adapter overrides, checked on a real loopback server
describe("got defaults the adapter overrides", () => {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(req.url === "/unavailable" ? 503 : 200).end();
  });
  let baseUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a GET answered with 503 once and rejects, where got alone would retry it twice", async () => {
    seen.length = 0;
    await expect(got(...toGot(endpoint("GET /unavailable", { baseUrl })))).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(1);
  });

  it("sends no user-agent at all when the caller removed the core's, rather than got's own", async () => {
    seen.length = 0;
    await got(...toGot(endpoint("GET /ok", { baseUrl, headers: { "user-agent": null } })));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty("user-agent");
  });
});
