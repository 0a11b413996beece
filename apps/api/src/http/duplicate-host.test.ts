import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

/** Sends raw HTTP/1.1 bytes and resolves with the status line of the answer. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.on("data", (data) => {
      text += data.toString("latin1");
      if (text.includes("\r\n")) {
        socket.destroy();
        resolve(text.split("\r\n")[0] ?? "");
      }
    });
    socket.on("error", reject);
  });
}

describe("Host header (src/http/request-guards.ts)", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it("answers a request with two Host headers 400", async () => {
    const status = await rawRequest(port, "GET /healthz HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n");
    expect(status).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("answers the same request with one Host header", async () => {
    const status = await rawRequest(port, "GET /healthz HTTP/1.1\r\nHost: a.example\r\n\r\n");
    expect(status).toMatch(/^HTTP\/1\.1 200 /);
  });
});
