import { describe, expect, it } from "vitest";
import { calculatorDemoQuery, demoPrefillFrom } from "./demo-prefill";

describe("the demo form's pre-fill from the calculator", () => {
  it("round-trips the calculator's numbers into the message and the products", () => {
    const query = calculatorDemoQuery({
      tests: 600,
      duration: 3,
      target: 60,
      parallel: 30,
      plan: "on-premises-enterprise",
    });
    expect(query).toBe("?tests=600&duration=3&target=60&parallel=30&plan=on-premises-enterprise");
    const prefill = demoPrefillFrom(new URLSearchParams(query));
    expect(prefill?.message).toContain("600 tests × 3 min average, full run in 60 min → 30 parallel executions.");
    expect(prefill?.message).toContain("Suggested plan: On Premises Enterprise.");
    expect(prefill?.products).toEqual(["Platform"]);
  });

  it("adds Cloud for a cloud plan", () => {
    const prefill = demoPrefillFrom(new URLSearchParams("tests=40&duration=1.5&target=60&parallel=1&plan=cloud-basic"));
    expect(prefill?.products).toEqual(["Platform", "Cloud"]);
    expect(prefill?.message).toContain("40 tests × 1.5 min average");
  });

  it("ignores an unknown plan but keeps the numbers", () => {
    const prefill = demoPrefillFrom(new URLSearchParams("tests=40&duration=2&target=60&parallel=2&plan=gold"));
    expect(prefill?.message).not.toContain("Suggested plan");
    expect(prefill?.message).toContain("2 parallel executions");
  });

  it.each([
    [""],
    ["tests=600&duration=3&target=60"],
    ["tests=-1&duration=3&target=60&parallel=30"],
    ["tests=600&duration=abc&target=60&parallel=30"],
    ["tests=600&duration=3&target=0&parallel=30"],
    ["tests=1e12&duration=3&target=60&parallel=30"],
  ])("pre-fills nothing from %j", (query) => {
    expect(demoPrefillFrom(new URLSearchParams(query))).toBeNull();
  });
});
