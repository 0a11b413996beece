import { describe, expect, it } from "vitest";
import { customers } from "~/lib/customers";
import { PageCopySchema } from "./page-copy";
import { allPages } from "./pages.server";
import { layoutOf } from "./section-layout";

const body = "A body long enough for the schema to accept it.";
const page = (sections: object[]) => ({
  path: "/example",
  title: "An example page title",
  description: "An example description that is long enough for the page schema to accept.",
  h1: "Example",
  lead: "A lead long enough to pass.",
  sections,
});

describe("a page's section layouts (docs/design-system.md#section-layouts)", () => {
  it("rejects two neighbouring sections with the same layout, named or by default", () => {
    const named = PageCopySchema.safeParse(
      page([
        { id: "one", heading: "One", body, bullets: ["First", "Second"], layout: "cards" },
        { id: "two", heading: "Two", body, bullets: ["Third", "Fourth"], layout: "cards" },
      ]),
    );
    expect(named.success).toBe(false);
    expect(named.error?.issues[0]?.message).toBe('section "two" has the same layout ("cards") as its neighbour "one"');

    // Two sections without a layout or a picture are both "text".
    const byDefault = PageCopySchema.safeParse(
      page([
        { id: "one", heading: "One", body },
        { id: "two", heading: "Two", body },
      ]),
    );
    expect(byDefault.success).toBe(false);
  });

  it("accepts the same sections once their layouts differ", () => {
    const parsed = PageCopySchema.safeParse(
      page([
        { id: "one", heading: "One", body, bullets: ["First", "Second"], layout: "cards" },
        { id: "two", heading: "Two", body, bullets: ["Third", "Fourth"] },
        { id: "three", heading: "Three", body, bullets: ["Fifth", "Sixth"], layout: "cards" },
      ]),
    );
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it("rejects a layout without what it draws", () => {
    const parsed = PageCopySchema.safeParse(page([{ id: "one", heading: "One", body, layout: "picture" }]));
    expect(parsed.error?.issues[0]?.message).toBe('section "one": a "picture" section needs illustration');
  });

  it("holds on every page of content/pages, and every quote names a real customer", () => {
    const ids = new Set(customers.map((customer) => customer.id));
    for (const copy of allPages().values()) {
      const layouts = copy.sections.map(layoutOf);
      for (const [index, layout] of layouts.entries()) expect(layout, copy.path).not.toBe(layouts[index - 1]);
      for (const section of copy.sections.filter((candidate) => layoutOf(candidate) === "quote")) {
        expect(ids, `${copy.path}#${section.id}`).toContain(section.customer);
      }
    }
  });
});
