import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assetCategories,
  assetElements,
  assetTypes,
  nlpFaqs,
  nlpScenarios,
  nlps,
  stepGroupSteps,
  stepGroups,
} from "../../../db/schema/index.js";
import { type AssetsTestApp, createAssetsTestApp } from "../test/assets-test-app.js";

/**
 * The seeded catalogue, every row of every catalogue table, as one hash.
 * The catalogue moved from TypeScript generators to data files in
 * content/assets (issue 17); this value was recorded before the move and the
 * data files must reproduce it exactly. A deliberate content edit changes it:
 * update the value in the same commit, so the change shows in review.
 */
const recordedFingerprint = "2f8426a66adcd91c9a0a4abce4a883197983a59e6d37bfb6a932ab62d2c3283c";

/** JSON with object keys sorted, so the hash does not depend on column order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Rows ordered by their primary key in code (not by the database's collation, which differs between engines). */
function byKey<T extends Record<string, unknown>>(rows: T[], ...keys: (keyof T)[]): T[] {
  const key = (row: T) =>
    keys.map((name) => String(row[name]).padStart(name === "position" ? 6 : 0, "0")).join("\u0000");
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function catalogueFingerprint(assets: AssetsTestApp) {
  const db = assets.database.db;
  const tables = {
    assetTypes: byKey(await db.select().from(assetTypes), "id"),
    assetCategories: byKey(await db.select().from(assetCategories), "id"),
    nlps: byKey(await db.select().from(nlps), "id"),
    nlpScenarios: byKey(await db.select().from(nlpScenarios), "nlpId", "position"),
    nlpFaqs: byKey(await db.select().from(nlpFaqs), "nlpId", "position"),
    assetElements: byKey(await db.select().from(assetElements), "id"),
    stepGroups: byKey(await db.select().from(stepGroups), "id"),
    stepGroupSteps: byKey(await db.select().from(stepGroupSteps), "stepGroupId", "position"),
  };
  const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  return { hash: createHash("sha256").update(canonical(tables)).digest("hex"), counts };
}

describe("the seeded catalogue", () => {
  let assets: AssetsTestApp;
  beforeAll(async () => {
    assets = await createAssetsTestApp();
  });
  afterAll(() => assets.close());

  it("has the fingerprint recorded before the catalogue moved to content/assets", async () => {
    const { hash, counts } = await catalogueFingerprint(assets);
    expect(counts).toEqual({
      assetTypes: 3,
      assetCategories: 49,
      nlps: 877,
      nlpScenarios: 1754,
      nlpFaqs: 2173,
      assetElements: 77,
      stepGroups: 41,
      stepGroupSteps: 202,
    });
    expect(hash).toBe(recordedFingerprint);
  });
});
