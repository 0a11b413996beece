import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqAccordion, type FaqItem } from "./faq-accordion";

const items: FaqItem[] = [
  { question: "Question 1?", answer: "Answer 1." },
  { question: "Question 2?", answer: "Answer 2." },
  { title: "Question 3?", content: "Answer 3." },
  { question: "Question 4?", answer: "Answer 4." },
  { title: "Question 5?", content: "Answer 5." },
  { question: "Question 6?", answer: "Answer 6." },
  { title: "Question 7?", content: "Answer 7." },
];

const questions = () => screen.getAllByRole("button", { name: /^Question \d\?$/ });

describe("FaqAccordion", () => {
  it("shows the first 5 items with only the first one open", () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
    expect(questions().map((q) => q.textContent)).toEqual([
      "Question 1?",
      "Question 2?",
      "Question 3?",
      "Question 4?",
      "Question 5?",
    ]);
    expect(questions().map((q) => q.getAttribute("aria-expanded"))).toEqual([
      "true",
      "false",
      "false",
      "false",
      "false",
    ]);
    expect(screen.getByText("Answer 1.")).toBeVisible();
    expect(screen.queryByText("Answer 2.")).not.toBeInTheDocument();
  });

  it("normalises title/content items and lets several be open at once", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} heading="Platform FAQs" />);
    expect(screen.getByRole("heading", { level: 2, name: "Platform FAQs" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Question 3?" }));
    expect(screen.getByText("Answer 3.")).toBeVisible();
    expect(screen.getByText("Answer 1.")).toBeVisible();
  });

  it("reveals the rest with Show More and hides them again with Show less", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const toggle = screen.getByRole("button", { name: "Show More" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(questions()).toHaveLength(7);
    expect(toggle).toHaveTextContent("Show less");
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(questions()).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Show More" })).toHaveAttribute("aria-expanded", "false");
  });

  it("has no Show More button when there are 5 items or fewer", () => {
    render(<FaqAccordion items={items.slice(0, 5)} />);
    expect(screen.queryByRole("button", { name: "Show More" })).not.toBeInTheDocument();
  });
});
