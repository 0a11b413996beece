import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for", () => {
    expect(fillTemplate("Up to {n} of {total}", { n: 20, total: "1,000" })).toBe("Up to 20 of 1,000");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillTemplate("Save {saving}%", {})).toBe("Save {saving}%");
  });
});
