import { describe, expect, it } from "vitest";
import { formatDate, formatShortDate } from "./format-date";

describe("formatDate", () => {
  it("writes the one US format, in UTC", () => {
    expect(formatDate("2025-03-14")).toBe("March 14, 2025");
    expect(formatDate("2026-12-03T23:30:00Z")).toBe("December 3, 2026");
    expect(formatShortDate("2026-10-15")).toBe("Oct 15, 2026");
  });
});
