import { site } from "@ignitest/contracts";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ExtremeTestAssetsBanner } from "./extreme-test-assets-banner";

describe("ExtremeTestAssetsBanner", () => {
  it("is titled Extreme test assets and links to a demo and the assets catalogue", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ExtremeTestAssetsBanner }]);
    render(<Stub />);
    expect(await screen.findByRole("heading", { level: 2, name: "Extreme test assets" })).toBeInTheDocument();
    expect(screen.getByText(/over 700 predefined NLPs, elements and step groups/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(screen.getByRole("link", { name: "Explore assets" })).toHaveAttribute("href", `/${site.slug}-assets`);
  });
});
