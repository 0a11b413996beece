import { describe, expect, it } from "vitest";
import { z } from "zod";
import { demoWords } from "../../../../../content/pages/platform-demo";
import { demoAreas } from "./areas";

/** Every leaf of the words is a sentence or a label, never empty. */
const Words: z.ZodType = z.lazy(() => z.union([z.string().trim().min(2), z.record(z.string(), Words)]));

describe("the Platform demo's words (content/pages/platform-demo.ts)", () => {
  it("are all filled in", () => {
    expect(Words.safeParse(demoWords).success).toBe(true);
  });

  it("name every area of areas.ts, and only those", () => {
    expect(Object.keys(demoWords.areas).sort()).toEqual(demoAreas.map((area) => area.slug).sort());
  });

  it("say on every screen that this is demo mode and nothing leaves the browser", () => {
    expect(`${demoWords.banner.strong} ${demoWords.banner.text}`).toMatch(/^Demo mode\..*nothing leaves it\.$/);
  });
});
