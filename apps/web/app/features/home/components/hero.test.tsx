import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Hero } from "./hero";

describe("Hero", () => {
  it("holds the page's h1, its calls to action (the playground's among them) and the headline claim", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Hero }]);
    const { container } = render(<Stub />);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Scriptless test automation for web, mobile, desktop and API",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Free Testing" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Get a Demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(screen.getByRole("link", { name: "Try it in your browser" })).toHaveAttribute("href", "/playground");
    expect(screen.getByText("20,000,000+").closest("p")).toHaveTextContent("20,000,000+ automated tests and counting");
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
