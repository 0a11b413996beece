import { describe, expect, it } from "vitest";
import { platformOf } from "./use-visitor-platform";

describe("platformOf", () => {
  it.each([
    ["Windows", "", "windows"],
    ["", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0", "windows"],
    ["macOS", "", "mac"],
    ["", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15", "mac"],
    ["Linux", "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0", "linux"],
    ["Android", "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile", null],
    ["", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1", null],
    ["", "", null],
  ])("hint %j, user agent %j → %s", (hint, userAgent, expected) => {
    expect(platformOf(hint, userAgent)).toBe(expected);
  });
});
