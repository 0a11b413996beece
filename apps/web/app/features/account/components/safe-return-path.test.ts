import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./sign-in-screen";

describe("the return path after sign-in", () => {
  it("accepts a path on this site", () => {
    expect(safeReturnPath("/ignitest-academy/get-certified")).toBe("/ignitest-academy/get-certified");
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "ignitest",
  ])("refuses %j, so sign-in never leads off the site", (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
