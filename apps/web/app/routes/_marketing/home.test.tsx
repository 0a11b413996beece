import { site } from "@ignitest/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import Home, { meta } from "./home";

function renderHome() {
  const Stub = createRoutesStub([{ path: "/", Component: Home }]);
  return render(<Stub />);
}

describe("home page", () => {
  it("has one h1 and headings that never skip a level", async () => {
    const { container } = renderHome();
    await screen.findByRole("heading", { level: 1 });
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  it("shows the claims, the shared blocks and only links to real pages", async () => {
    renderHome();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("20,000,000+").closest("p")).toHaveTextContent("20,000,000+ automated tests and counting");
    for (const name of [
      "Helping Leading Brands Release Software Faster",
      "Extreme test assets",
      "Frequently asked questions",
      "Ready to get Started",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    // One closing call to action: "Ready to get Started" alone, not followed by a second band.
    expect(screen.queryByRole("heading", { name: "Are you ready to Explore" })).toBeNull();
    expect(screen.getByRole("link", { name: "Get a Demo" })).toHaveAttribute("href", "/schedule-demo");
    const paths = new Set(routeTable.map((entry) => entry.path));
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      expect(paths, href).toContain(href.split(/[?#]/)[0]);
    }
  });

  it("has seven FAQs, five shown until Show More", async () => {
    const user = userEvent.setup();
    renderHome();
    const faqList = (await screen.findByRole("button", { name: "Show More" })).getAttribute("aria-controls") ?? "";
    const faqTriggers = () => document.getElementById(faqList)?.querySelectorAll("h3 button") ?? [];
    expect(faqTriggers()).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Show More" }));
    expect(faqTriggers()).toHaveLength(7);
  });

  it("has a title and a 140–160 character description", () => {
    const tags = meta();
    const title = tags.find((tag) => "title" in tag) as { title: string };
    const description = tags.find((tag) => "name" in tag && tag.name === "description") as { content: string };
    expect(title.title).toBe(`${site.name} – Scriptless Test Automation for Web, Mobile, Desktop and API`);
    expect(description.content.length).toBeGreaterThanOrEqual(140);
    expect(description.content.length).toBeLessThanOrEqual(160);
    expect(tags).toContainEqual(expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/$/) }));
  });
});
