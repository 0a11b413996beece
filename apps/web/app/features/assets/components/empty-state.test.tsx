import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("announces the product's exact text as a status", () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByRole("status")).toHaveTextContent(/^No Relvent Data Found$/);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
