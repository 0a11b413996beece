import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("groups thousands the US way and honours the options of each call", () => {
    expect(formatNumber(1284)).toBe("1,284");
    expect(formatNumber(49, { style: "currency", currency: "USD", maximumFractionDigits: 0 })).toBe("$49");
    expect(formatNumber(2.345, { maximumFractionDigits: 2 })).toBe("2.35");
    expect(formatNumber(20000)).toBe("20,000");
  });
});
