import {
  ApiErrorSchema,
  ClientDownloadCreatedSchema,
  ClientDownloadsCountSchema,
  downloadPaths,
} from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDownloads } from "../../db/schema/index.js";
import { createTestApp } from "../../test/test-app.js";
import { DOWNLOADS_PER_MINUTE } from "./create-download.js";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("client downloads", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** Each test posts from its own address so the per-address limit never couples them. */
  function create(payload: unknown, remoteAddress: string, userAgent = firefox) {
    return ctx.app.inject({
      method: "POST",
      url: downloadPaths.create,
      payload: payload as Record<string, unknown>,
      remoteAddress,
      headers: { "user-agent": userAgent },
    });
  }
  async function getCount() {
    const response = await ctx.app.inject({ method: "GET", url: downloadPaths.count });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    return ClientDownloadsCountSchema.parse(response.json());
  }

  it("records a download with its platform, version and browser family, and no address", async () => {
    const response = await create({ platform: "linux", version: "3.4.1" }, "10.1.0.1");
    expect(response.statusCode).toBe(201);
    const { id } = ClientDownloadCreatedSchema.parse(response.json());

    const rows = await ctx.database.db.select().from(clientDownloads).where(eq(clientDownloads.id, id));
    expect(rows).toEqual([
      {
        id,
        platform: "linux",
        version: "3.4.1",
        userAgentFamily: "Firefox",
        createdAt: expect.any(Date),
      },
    ]);
    // The row has no column that could hold the address or the full user agent.
    expect(JSON.stringify(rows[0])).not.toContain("10.1.0.1");
    expect(JSON.stringify(rows[0])).not.toContain("Gecko");
  });

  it("counts every download at once, per platform and in total", async () => {
    const before = await getCount();
    await create({ platform: "windows" }, "10.1.0.2");
    await create({ platform: "windows", version: "3.4.1" }, "10.1.0.2");
    await create({ platform: "mac" }, "10.1.0.2");
    const after = await getCount();
    expect(after.byPlatform.windows).toBe(before.byPlatform.windows + 2);
    expect(after.byPlatform.mac).toBe(before.byPlatform.mac + 1);
    expect(after.byPlatform.linux).toBe(before.byPlatform.linux);
    expect(after.total).toBe(before.total + 3);
  });

  it.each([
    ["an unknown platform", { platform: "amiga" }, 'platform must be "windows", "mac" or "linux"'],
    ["no platform", {}, "platform"],
    ["a malformed version", { platform: "mac", version: "latest" }, 'version must look like "3.4.1"'],
  ])("rejects %s with a 400 that names the field, and stores nothing", async (_case, payload, message) => {
    const before = await getCount();
    const response = await create(payload, "10.1.0.3");
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toContain(message);
    expect((await getCount()).total).toBe(before.total);
  });

  it("rejects a body that is not JSON with a 400", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: downloadPaths.create,
      payload: "platform=mac",
      headers: { "content-type": "application/json" },
      remoteAddress: "10.1.0.4",
    });
    expect(response.statusCode).toBe(400);
  });

  it(`answers 429 after ${DOWNLOADS_PER_MINUTE} downloads a minute from one address, and only for that address`, async () => {
    for (let i = 0; i < DOWNLOADS_PER_MINUTE; i++) {
      expect((await create({ platform: "mac" }, "10.1.0.5")).statusCode).toBe(201);
    }
    const before = await getCount();
    const limited = await create({ platform: "mac" }, "10.1.0.5");
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(limited.json()).message).toBe("Too many requests, try again in a minute.");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await getCount()).total).toBe(before.total);

    expect((await create({ platform: "mac" }, "10.1.0.6")).statusCode).toBe(201);
  });
});
