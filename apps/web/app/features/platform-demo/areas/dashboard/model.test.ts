import { describe, expect, it } from "vitest";
import { DemoDataSchema } from "../../model";
import { demoSeed } from "../../state/seed";
import { hiddenWidgets, maySetDefault, withLayout, withoutOwnLayout } from "./model";

describe("the dashboard's layouts", () => {
  it("keeps each member's hidden widgets, falls back to the project default, and resets to it", () => {
    const seed = demoSeed();
    expect(hiddenWidgets(seed)).toEqual([]);
    const mine = withLayout(seed, ["machine-utilization"], false);
    expect(hiddenWidgets(mine)).toEqual(["machine-utilization"]);
    expect(hiddenWidgets({ ...mine, actingUserId: "u-5" })).toEqual([]);
    const byDefault = withLayout(seed, ["script-coverage"], true);
    expect(hiddenWidgets({ ...byDefault, actingUserId: "u-5" })).toEqual(["script-coverage"]);
    expect(hiddenWidgets(withoutOwnLayout(mine))).toEqual([]);
  });

  it("lets a Project Admin set the default, and says why a Viewer may not", () => {
    const seed = demoSeed();
    expect(maySetDefault(seed).allowed).toBe(true);
    const viewer = maySetDefault({ ...seed, actingUserId: "u-6" });
    expect(viewer).toEqual({
      allowed: false,
      reason: "Saving the project default layout needs the Project Admin role; Daniel Silva is a Viewer.",
    });
  });

  it("reads a document stored before the dashboard existed", () => {
    const { dashboard: _dashboard, ...before } = demoSeed();
    expect(DemoDataSchema.parse(before).dashboard).toEqual({ defaultHidden: [], hiddenByUser: {} });
  });
});
