import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AcademyIntro } from "./academy-intro";

describe("AcademyIntro", () => {
  it("opens with the first lesson's player, captions and chapters, then the way into the course", () => {
    const { container } = render(<AcademyIntro lead="Learn Ignitest at your own pace." sections={[]} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole("figure", { name: "Lesson 1: Registration" })).toBeInTheDocument();
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/media/registration.mp4");
    expect(video).toHaveAttribute("poster", "/media/registration.webp");
    expect(container.querySelector("track[kind=captions]")).toHaveAttribute("src", "/media/registration.vtt");
    expect(container.querySelector("track[kind=chapters]")).toHaveAttribute("src", "/media/registration.chapters.vtt");
    // The player comes before the words.
    const lead = screen.getByText("Learn Ignitest at your own pace.");
    expect(video?.compareDocumentPosition(lead)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole("link", { name: "Start with Registration" })).toBeInTheDocument();
  });
});
