import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TutorialPlayer } from "./tutorial-player";

const cues = [
  { start: 0, end: 2.4, text: "Open the sign-in page from the header." },
  { start: 2.4, end: 5.1, text: "Type your work email and password." },
  { start: 5.1, end: 8, text: "Choose the product to open." },
];
const chapters = [
  { at: "0:00", seconds: 0, title: "Where to sign in" },
  { at: "0:02", seconds: 2, title: "Enter your credentials" },
  { at: "0:05", seconds: 5, title: "Choose a product" },
];

describe("TutorialPlayer", () => {
  it("plays the tutorial's own video with its captions and poster", () => {
    const { container } = render(
      <TutorialPlayer title="Sign in" mediaId="registration/first-sign-in" chapters={chapters} cues={cues} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole("figure", { name: "Sign in" })).toBeInTheDocument();
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/media/registration/first-sign-in.mp4");
    expect(video).toHaveAttribute("poster", "/media/registration/first-sign-in.webp");
    expect(container.querySelector("track[kind=captions]")).toHaveAttribute(
      "src",
      "/media/registration/first-sign-in.vtt",
    );
  });

  it("moves the video to a chapter's start when the chapter is chosen, and marks it", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = render(
      <TutorialPlayer title="Sign in" mediaId="registration/first-sign-in" chapters={chapters} cues={cues} />,
      { wrapper: MemoryRouter },
    );
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");

    const chapter = screen.getByRole("button", { name: "0:05 Choose a product" });
    // The chapter list's behaviour loads after the first render.
    await vi.dynamicImportSettled();
    await user.click(chapter);
    expect(video.currentTime).toBeCloseTo(5, 2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(chapter).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "0:02 Enter your credentials" })).not.toHaveAttribute("aria-current");
  });

  it("follows the video as it plays", async () => {
    const { container } = render(
      <TutorialPlayer title="Sign in" mediaId="registration/first-sign-in" chapters={chapters} cues={cues} />,
      { wrapper: MemoryRouter },
    );
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");
    await vi.dynamicImportSettled();
    video.currentTime = 3;
    // act() renders the state the event sets before the assertion; without it the check raced the render
    // and failed on a loaded machine.
    act(() => {
      video.dispatchEvent(new Event("timeupdate"));
    });
    expect(screen.getByRole("button", { name: "0:02 Enter your credentials" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "0:00 Where to sign in" })).not.toHaveAttribute("aria-current");
  });

  it("lists the transcript; a cue seeks the video to it, and the cue playing is marked", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = render(
      <TutorialPlayer title="Sign in" mediaId="registration/first-sign-in" chapters={chapters} cues={cues} />,
      { wrapper: MemoryRouter },
    );
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");
    const transcript = screen.getByRole("region", { name: "Transcript" });
    expect(transcript).toHaveTextContent("Type your work email and password.");

    const cue = screen.getByRole("button", { name: "0:02 Type your work email and password." });
    // The transcript's behaviour loads after the first render.
    await vi.dynamicImportSettled();
    cue.focus();
    await user.keyboard("{Enter}");
    expect(video.currentTime).toBeCloseTo(2.4, 2);
    expect(play).toHaveBeenCalled();
    expect(cue).toHaveAttribute("aria-current", "true");

    video.currentTime = 6;
    act(() => {
      video.dispatchEvent(new Event("timeupdate"));
    });
    expect(screen.getByRole("button", { name: "0:05 Choose the product to open." })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(cue).not.toHaveAttribute("aria-current");
  });
});
