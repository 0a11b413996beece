import { describe, expect, it } from "vitest";
import { comparison } from "./comparison";

/** The comparison's words come from content/pages/platform-pricing.ts, its limits and prices from content/plans.ts. */
describe("the pricing comparison", () => {
  const row = (feature: string) => comparison.flatMap((group) => group.rows).find((r) => r.feature === feature);

  it("words the plan list's limits and prices with the page's plan words", () => {
    expect(row("Concurrent executions")?.values).toEqual({
      "cloud-basic": "Up to 2",
      "cloud-professional": "Up to 20",
      "on-premises-enterprise": "Sized to your license",
    });
    expect(row("Execution minutes a month")?.values).toEqual({
      "cloud-basic": "1,000 minutes",
      "cloud-professional": "20,000 minutes",
      "on-premises-enterprise": "Unmetered",
    });
    expect(row("Price")?.values).toEqual({
      "cloud-basic": "Free",
      "cloud-professional": "$49 per user a month, or $39 billed yearly",
      "on-premises-enterprise": "Annual license: contact sales",
    });
  });

  it("gives one cell to every plan when the content gives one for all", () => {
    expect(row("API automation")?.values).toEqual({
      "cloud-basic": true,
      "cloud-professional": true,
      "on-premises-enterprise": true,
    });
    expect(comparison.map((group) => group.heading)).toEqual([
      "Automation",
      "Execution",
      "Manage and integrate",
      "Deployment and support",
    ]);
  });
});
