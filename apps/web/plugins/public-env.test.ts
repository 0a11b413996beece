import { describe, expect, it } from "vitest";
import { readPublicEnv } from "./public-env";

describe("readPublicEnv: PRACTICE_TEST_URL", () => {
  it("defaults to the playground's practice tasks on this site", () => {
    expect(readPublicEnv({}).PRACTICE_TEST_URL).toBe("/playground?practice={n}");
  });

  it("takes a deployment's own forms, with {n} for the test's number", () => {
    const url = "https://forms.example.com/ignitest/practice-{n}";
    expect(readPublicEnv({ PRACTICE_TEST_URL: url }).PRACTICE_TEST_URL).toBe(url);
  });

  it("refuses an address without {n}, or one that is neither a path here nor http(s)", () => {
    expect(() => readPublicEnv({ PRACTICE_TEST_URL: "https://forms.example.com/practice" })).toThrow(/must hold \{n\}/);
    expect(() => readPublicEnv({ PRACTICE_TEST_URL: "javascript:alert({n})" })).toThrow(/path on this site/);
    expect(() => readPublicEnv({ PRACTICE_TEST_URL: "//evil.example/{n}" })).toThrow(/path on this site/);
  });
});
