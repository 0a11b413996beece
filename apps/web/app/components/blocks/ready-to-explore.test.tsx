import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReadyToExplore } from "./ready-to-explore";

describe("ReadyToExplore", () => {
  it("asks the visitor to explore and links Schedule a Demo to /schedule-demo", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ReadyToExplore }]);
    render(<Stub />);
    expect(await screen.findByRole("heading", { level: 2, name: "Are you ready to Explore" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(screen.getByRole("region", { name: "Are you ready to Explore" })).toBeInTheDocument();
  });
});
