import { site } from "@ignitest/contracts";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductLines } from "./product-lines";

describe("ProductLines", () => {
  it("links a card to each product line and to crowd, with Beta on Cloud and Assets", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ProductLines }]);
    render(<Stub />);
    await screen.findByRole("heading", { level: 2 });
    const expected = {
      Platform: `/${site.slug}-platform`,
      Finder: `/${site.slug}-finder`,
      Cloud: `/${site.slug}-cloud`,
      Assets: `/${site.slug}-assets`,
      Crowd: `/${site.slug}-crowd`,
    };
    for (const [line, href] of Object.entries(expected)) {
      expect(screen.getByRole("link", { name: `Explore ${site.name} ${line}` })).toHaveAttribute("href", href);
    }
    const titles = screen.getAllByRole("heading", { level: 3 });
    const beta = titles.filter((title) => within(title).queryByText("Beta")).map((title) => title.textContent);
    expect(beta).toEqual([`${site.name} CloudBeta`, `${site.name} AssetsBeta`]);
    expect(screen.getByText("Over 700 predefined NLPs")).toBeInTheDocument();
    expect(screen.getByText("Desktop client for Windows, Mac and Linux")).toBeInTheDocument();
  });
});
