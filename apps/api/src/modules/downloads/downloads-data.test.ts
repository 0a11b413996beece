import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";
import { createDownloadsStore } from "./downloads-data.js";

describe("the download count cache", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("serves a cached count until it expires, while an insert on the same instance clears it at once", async () => {
    let clock = 1_000_000;
    const now = () => clock;
    // Two stores on one database stand for two API replicas.
    const replicaA = createDownloadsStore(ctx.database.db, { cacheMs: 10_000, now });
    const replicaB = createDownloadsStore(ctx.database.db, { cacheMs: 10_000, now });

    const start = (await replicaA.count()).total;
    await replicaB.record({ platform: "windows", userAgentFamily: "Chrome" });
    expect((await replicaB.count()).total).toBe(start + 1);
    expect((await replicaA.count()).total).toBe(start);

    clock += 10_001;
    expect((await replicaA.count()).total).toBe(start + 1);

    await replicaA.record({ platform: "linux", userAgentFamily: "Firefox" });
    expect((await replicaA.count()).total).toBe(start + 2);
  });
});
