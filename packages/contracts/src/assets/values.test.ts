import { describe, expect, it } from "vitest";
import { AssetIdSchema } from "./shared.js";
import { readAssetId } from "./values.js";

describe("readAssetId", () => {
  it("reads an id exactly as AssetIdSchema does, without zod", () => {
    const samples = [
      "mouse-actions",
      "  web-1  ",
      "",
      "Not An Id",
      "a--b",
      "-a",
      "a".repeat(120),
      "a".repeat(121),
      7,
      null,
    ];
    for (const sample of samples) {
      const parsed = AssetIdSchema.safeParse(sample);
      expect(readAssetId(sample), String(sample)).toBe(parsed.success ? parsed.data : null);
    }
  });
});
