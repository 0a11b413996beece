import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDate, datedFrontMatter } from "./dated-front-matter";

afterEach(() => vi.useRealTimers());

describe("datedFrontMatter", () => {
  const schema = datedFrontMatter("2023-01-10");

  it("accepts a page dated today, whatever today is", () => {
    vi.useFakeTimers({ now: new Date("2031-05-20T23:30:00Z"), toFake: ["Date"] });
    expect(schema.parse("2031-05-20")).toBe("2031-05-20");
    expect(schema.parse(new Date("2031-05-20"))).toBe("2031-05-20");
  });

  it("rejects a date after the build date or before the window, naming both ends", () => {
    vi.useFakeTimers({ now: new Date("2031-05-20T08:00:00Z"), toFake: ["Date"] });
    const late = schema.safeParse("2031-05-21");
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe("must be between 2023-01-10 and the build date (2031-05-20)");
    expect(schema.safeParse("2023-01-09").success).toBe(false);
    expect(schema.safeParse("not a date").success).toBe(false);
  });

  it("gives the build date in UTC", () => {
    expect(buildDate(new Date("2026-11-26T23:59:59Z"))).toBe("2026-11-26");
  });
});
