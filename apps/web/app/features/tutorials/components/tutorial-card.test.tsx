import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TutorialCard } from "./tutorial-card";

const tutorial = {
  path: "/video-tutorial/execution/quick-run",
  title: "Quick Run a script",
  description: "Run one script at once on a chosen machine.",
  duration: "1:12",
  groupTitle: "Execution",
  mediaId: "execution/quick-run",
  chapterCount: 5,
};

describe("TutorialCard", () => {
  it("shows the tutorial's poster, sized so nothing shifts, described, and lazy unless asked", () => {
    const { rerender } = render(
      <ul>
        <TutorialCard tutorial={tutorial} />
      </ul>,
      { wrapper: MemoryRouter },
    );
    const poster = screen.getByRole("img", { name: "Still from the video: Quick Run a script" });
    expect(poster).toHaveAttribute("src", "/media/execution/quick-run.webp");
    expect(poster).toHaveAttribute("width", "960");
    expect(poster).toHaveAttribute("height", "540");
    expect(poster).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("link", { name: "Quick Run a script" })).toHaveAttribute("href", tutorial.path);
    expect(screen.getByRole("listitem")).toHaveTextContent("Length 1:125 chapters");

    rerender(
      <ul>
        <TutorialCard tutorial={tutorial} eager />
      </ul>,
    );
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  });
});
