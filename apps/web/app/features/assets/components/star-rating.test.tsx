import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ratingCountLabel, roundToHalf, StarRating } from "./star-rating";

function stars(container: HTMLElement) {
  return [...container.querySelectorAll("svg[data-star]")].map((star) => star.getAttribute("data-star"));
}

describe("StarRating", () => {
  it("labels the rating and draws three full, one half and one empty star for 3.5", () => {
    const { container } = render(<StarRating value={3.5} />);
    expect(screen.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeInTheDocument();
    expect(stars(container)).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("rounds to the nearest half star", () => {
    const { rerender } = render(<StarRating value={3.74} />);
    expect(screen.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeInTheDocument();
    rerender(<StarRating value={3.76} />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
  });

  it("clamps to 0..5 and treats a missing number as 0", () => {
    expect(roundToHalf(-2)).toBe(0);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
    const { container } = render(<StarRating value={9} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(stars(container)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("is read-only: nothing in it can be focused or clicked", () => {
    const { container } = render(<StarRating value={2} />);
    expect(container.querySelectorAll("button, input, [tabindex]")).toHaveLength(0);
    expect(stars(container)).toEqual(["full", "full", "empty", "empty", "empty"]);
  });

  it("shows its count on a card as 4.5 (1,284), named in full for a screen reader", () => {
    const { container } = render(<StarRating value={4.5} count={1284} />);
    const rating = screen.getByRole("img", { name: "Rated 4.5 out of 5 from 1,284 ratings" });
    expect(rating).toHaveTextContent("4.5 (1,284)");
    expect(stars(container)).toEqual(["full", "full", "full", "full", "half"]);
  });

  it("writes the count out in a detail panel: 4.5 out of 5 · 1,284 ratings", () => {
    render(<StarRating value={4.5} count={1284} variant="full" />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5 from 1,284 ratings" })).toHaveTextContent(
      "4.5 out of 5 · 1,284 ratings",
    );
  });

  it("says 1 rating, not 1 ratings, and groups thousands the en-US way", () => {
    const { rerender } = render(<StarRating value={4} count={1} variant="full" />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5 from 1 rating" })).toHaveTextContent(
      "4.0 out of 5 · 1 rating",
    );
    rerender(<StarRating value={4} count={1} />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5 from 1 rating" })).toHaveTextContent("4.0 (1)");
    expect(ratingCountLabel(1234567)).toBe("1,234,567 ratings");
  });

  it("shows no stars for a rating that no one gave", () => {
    const { container } = render(<StarRating value={4.5} count={0} />);
    expect(screen.getByText("No ratings yet")).toBeInTheDocument();
    expect(stars(container)).toEqual([]);
  });
});
