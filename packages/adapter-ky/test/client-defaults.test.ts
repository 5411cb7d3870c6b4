import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import ky, { HTTPError } from "ky";
import { endpoint } from "@scope/endpoint-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toKy } from "@scope/endpoint-ky";

// ky's own defaults that the adapter overrides, checked on a real loopback server
describe("ky defaults the adapter overrides", () => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(503).end();
  });
  let baseUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a GET answered with 503 once and rejects, where ky alone would retry it twice", async () => {
    await expect(ky(...toKy(endpoint("GET /unavailable", { baseUrl })))).rejects.toBeInstanceOf(HTTPError);
    expect(hits).toBe(1);
  });
});
