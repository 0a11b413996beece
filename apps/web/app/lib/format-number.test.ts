import { describe, expect, it } from "vitest";
import { formatDollars, formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("groups thousands the US way and honours the options of each call", () => {
    expect(formatNumber(1284)).toBe("1,284");
    expect(formatNumber(49, { style: "currency", currency: "USD", maximumFractionDigits: 0 })).toBe("$49");
    expect(formatNumber(2.345, { maximumFractionDigits: 2 })).toBe("2.35");
    expect(formatNumber(20000)).toBe("20,000");
  });

  it("groups whole numbers exactly as Intl does, without it", () => {
    for (const value of [0, 7, 999, 1000, 65_536, 1_000_000, -1234, 123_456_789, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat("en-US").format(value));
    }
  });

  it("writes whole dollars exactly as Intl does, without it", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 9, 49, 99.5, 149.49, 1000, 1284, 20_000, 1_234_567]) {
      expect(formatDollars(amount), String(amount)).toBe(usd.format(amount));
    }
    expect(() => formatDollars(-5)).toThrow(RangeError);
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
  });
});
