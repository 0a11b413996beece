import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TutorialPlayer } from "./tutorial-player";

const chapters = [
  { at: "0:00", seconds: 0, title: "Where to sign in" },
  { at: "0:02", seconds: 2, title: "Enter your credentials" },
  { at: "0:05", seconds: 5, title: "Choose a product" },
];

describe("TutorialPlayer", () => {
  it("plays the clip with captions, WebM first", () => {
    const { container } = render(<TutorialPlayer title="Sign in" clip="registration" chapters={chapters} />);
    expect(screen.getByRole("figure", { name: "Sign in" })).toBeInTheDocument();
    const sources = [...container.querySelectorAll("source")].map((source) => source.getAttribute("src"));
    expect(sources).toEqual(["/media/registration.webm", "/media/registration.mp4"]);
    expect(container.querySelector("track")).toHaveAttribute("src", "/media/registration.vtt");
  });

  it("moves the video to a chapter's start when the chapter is chosen, and marks it", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = render(<TutorialPlayer title="Sign in" clip="registration" chapters={chapters} />);
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");

    const chapter = screen.getByRole("button", { name: "0:05 Choose a product" });
    await user.click(chapter);
    expect(video.currentTime).toBe(5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(chapter).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "0:02 Enter your credentials" })).not.toHaveAttribute("aria-current");
  });

  it("follows the video as it plays", () => {
    const { container } = render(<TutorialPlayer title="Sign in" clip="registration" chapters={chapters} />);
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");
    video.currentTime = 3;
    video.dispatchEvent(new Event("timeupdate"));
    return expect(screen.findByRole("button", { name: "0:02 Enter your credentials" })).resolves.toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
