import { HealthResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";

describe("GET /healthz", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("answers ok with the database up", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: "ok", database: "up" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the database is gone", async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const response = await gone.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: "down" });
    await gone.app.close();
  });
});
