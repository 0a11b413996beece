import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { pickRelated } from "./pick-related";
import { siblingGroups } from "./sibling-groups";

const groups = [{ heading: "Related things", templates: ["/a", "/b", "/c", "/d", "/e"] }];

describe("pickRelated", () => {
  it("links the three pages after this one", () => {
    expect(pickRelated("/b", 3, groups)).toEqual({ heading: "Related things", templates: ["/c", "/d", "/e"] });
  });

  it("wraps round to the start of the group, never linking the page itself", () => {
    expect(pickRelated("/d", 3, groups)?.templates).toEqual(["/e", "/a", "/b"]);
    expect(pickRelated("/e", 3, groups)?.templates).toEqual(["/a", "/b", "/c"]);
  });

  it("links every other page of a small group once", () => {
    const pair = [{ heading: "Pair", templates: ["/x", "/y"] }];
    expect(pickRelated("/x", 3, pair)?.templates).toEqual(["/y"]);
  });

  it("returns nothing for a page outside every group", () => {
    expect(pickRelated("/elsewhere", 3, groups)).toBeNull();
  });

  it("covers pages of the route table only, each in one group, each linked from some sibling", () => {
    const templates = new Set(routeTable.map((entry) => entry.template));
    const all = siblingGroups.flatMap((group) => group.templates);
    expect(new Set(all).size).toBe(all.length);
    for (const template of all) {
      expect(templates, template).toContain(template);
      const picked = pickRelated(template)?.templates ?? [];
      expect(picked).toHaveLength(3);
      expect(picked).not.toContain(template);
    }
    const linked = new Set(all.flatMap((template) => pickRelated(template)?.templates ?? []));
    expect([...linked].sort()).toEqual([...all].sort());
  });
});
