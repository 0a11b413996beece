import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { illustrationByPage, illustrationFor } from "./by-page";
import { Illustration } from "./illustration";
import { illustrationLoaders } from "./registry";

const pages = Object.entries(illustrationByPage);

describe("illustration map", () => {
  it("names only pages that exist in the route table", () => {
    const templates = new Set(routeTable.map((entry) => entry.template));
    for (const [template] of pages) expect(templates, template).toContain(template);
  });

  it("gives every product, feature and solution page a picture", () => {
    const expected = routeTable
      .map((entry) => entry.template)
      .filter((template) => /^\/(solution\/|\{brand\}-(platform|finder)\/|\{brand\}-(cloud|crowd)$)/.test(template));
    expect(expected.length).toBeGreaterThanOrEqual(20);
    for (const template of expected) expect(illustrationFor(template), template).not.toBeNull();
  });

  it("uses every illustration in the registry", () => {
    const used = new Set(pages.map(([, spec]) => spec.name));
    expect([...used].sort()).toEqual(Object.keys(illustrationLoaders).sort());
  });

  it("has nothing for a page without a picture", () => {
    expect(illustrationFor("/documentation")).toBeNull();
  });
});

describe("every illustration", () => {
  it.each(pages)("renders for %s as an SVG that is either hidden or named", async (_template, spec) => {
    const { container } = render(<Illustration spec={spec} />);
    const svg = await waitFor(() => {
      const found = container.querySelector("svg");
      if (!found) throw new Error("the illustration has not loaded yet");
      return found;
    });
    expect(svg?.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    if (svg?.getAttribute("role") === "img") {
      const titleId = svg.getAttribute("aria-labelledby") ?? "";
      expect(container.querySelector(`[id="${titleId}"]`)?.textContent).toMatch(/\w{3,}.{20,}/);
    } else {
      expect(svg).toHaveAttribute("aria-hidden", "true");
    }
    // Text the SVG draws must not leak template placeholders or undefined values.
    expect(svg?.textContent).not.toMatch(/undefined|NaN|\{brand\}/);
  });

  it("draws the variant a solution page asks for", async () => {
    const sap = render(<Illustration spec={{ name: "enterprise-flow", app: "sap" }} />);
    await waitFor(() => expect(sap.container.textContent).toContain("SAP Fiori launchpad"));
    sap.unmount();
    const workday = render(<Illustration spec={{ name: "enterprise-flow", app: "workday" }} />);
    await waitFor(() => expect(workday.container.textContent).toContain("Approve Hire"));
    expect(workday.container.textContent).not.toContain("SAP");
  });
});
