import { describe, expect, it } from "vitest";
import { allPages } from "~/page-copy/pages.server";
import { illustrationLoaders } from "./registry";

/** Illustrations that need props a section cannot give (the solution pages' hero takes the app). */
const needsProps = new Set(["enterprise-flow"]);

describe("section illustrations in content/pages", () => {
  it("name a registered illustration that draws without props", () => {
    const named: string[] = [];
    for (const page of allPages().values()) {
      for (const section of page.sections) {
        if (!section.illustration) continue;
        named.push(section.illustration);
        expect(Object.keys(illustrationLoaders), `${page.path}#${section.id}`).toContain(section.illustration);
        expect(needsProps.has(section.illustration), `${page.path}#${section.id}`).toBe(false);
      }
    }
    expect(named.length).toBeGreaterThan(40);
  });

  it("give every product, solution and Finder page at least one feature with a picture", () => {
    const storyPages = [...allPages().values()].filter(
      (page) =>
        /^\/(ignitest-(platform|finder|cloud|crowd)|solution\/|ai-automation|mobile-locator)/.test(page.path) &&
        !page.path.endsWith("-pricing"),
    );
    expect(storyPages.length).toBeGreaterThanOrEqual(25);
    for (const page of storyPages) {
      expect(
        page.sections.some((section) => section.illustration),
        page.path,
      ).toBe(true);
    }
  });
});
