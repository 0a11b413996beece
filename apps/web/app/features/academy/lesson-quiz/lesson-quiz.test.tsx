import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import LessonQuiz from "./lesson-quiz";

const questions = [
  {
    text: "Which mode spreads scripts across several machines?",
    options: ["Parallel", "Distributed", "Sequential"],
    answer: 1,
    explanation: "Distributed gives each free machine the next script.",
  },
  {
    text: "What is the default number of parallel sessions?",
    options: ["2", "4"],
    answer: 0,
    explanation: "The default is 2.",
  },
];

describe("LessonQuiz", () => {
  it("asks each question as a radio group with its own Check answer button", () => {
    render(<LessonQuiz questions={questions} />);
    expect(screen.getByRole("region", { name: "Check what you learned" })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: `1. ${questions[0]?.text}` });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Parallel", "Distributed", "Sequential"]);
    expect(screen.getAllByRole("button", { name: "Check answer" })).toHaveLength(2);
  });

  it("says a wrong answer is wrong, names the right one and explains it, in a live region", async () => {
    const user = userEvent.setup();
    render(<LessonQuiz questions={questions} />);
    const first = screen.getByRole("group", { name: `1. ${questions[0]?.text}` });
    await user.click(within(first).getByRole("radio", { name: "Parallel" }));
    const [check] = screen.getAllByRole("button", { name: "Check answer" });
    if (!check) throw new Error("no button");
    await user.click(check);
    const verdict = check.parentElement?.querySelector("[aria-live=polite]");
    expect(verdict).toHaveTextContent(
      "Not quite: the answer is “Distributed”. Distributed gives each free machine the next script.",
    );

    await user.click(within(first).getByRole("radio", { name: "Distributed" }));
    expect(verdict).toHaveTextContent("");
    await user.click(check);
    expect(verdict).toHaveTextContent("Correct. Distributed gives each free machine the next script.");
  });

  it("works from the keyboard alone, and asks for an answer before checking", async () => {
    const user = userEvent.setup();
    render(<LessonQuiz questions={questions} />);
    const second = screen.getByRole("group", { name: `2. ${questions[1]?.text}` });
    const [, check] = screen.getAllByRole("button", { name: "Check answer" });
    if (!check) throw new Error("no button");
    check.focus();
    await user.keyboard("{Enter}");
    const verdict = check.parentElement?.querySelector("[aria-live=polite]");
    expect(verdict).toHaveTextContent("Choose an answer first.");

    within(second).getByRole("radio", { name: "2" }).focus();
    await user.keyboard(" ");
    expect(within(second).getByRole("radio", { name: "2" })).toBeChecked();
    await user.tab();
    expect(check).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(verdict).toHaveTextContent("Correct. The default is 2.");
  });

  it("shows nothing for a lesson without questions", () => {
    const { container } = render(<LessonQuiz questions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
