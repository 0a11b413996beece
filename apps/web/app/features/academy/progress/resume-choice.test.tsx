import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { storeLessonPosition } from "./progress-storage";
import { ResumeChoice } from "./resume-choice";

afterEach(() => window.localStorage.clear());

const stoppedAt = (position: number) =>
  storeLessonPosition({
    slug: "registration",
    position,
    duration: 60,
    completed: false,
    updatedAt: "2026-11-20T10:00:00.000Z",
  });

/** The choice above a player, as the lesson page puts them. */
function Lesson() {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <>
      <ResumeChoice slug="registration" videoRef={videoRef} />
      {/* biome-ignore lint/a11y/useMediaCaption: a bare element stands for the player here */}
      <video ref={videoRef} data-testid="video" />
    </>
  );
}

const play = (video: HTMLElement) => act(() => video.dispatchEvent(new Event("play")));

describe("ResumeChoice", () => {
  it("offers to resume where the learner stopped, until the lesson plays", () => {
    stoppedAt(24);
    render(<Lesson />);
    expect(screen.getByText("You stopped this lesson at 0:24.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resume at 0:24" })).toBeInTheDocument();

    play(screen.getByTestId("video"));
    expect(screen.queryByRole("button", { name: "Resume at 0:24" })).toBeNull();
  });

  it("does not appear over a playing lesson when the position it records arrives", () => {
    render(<Lesson />);
    expect(screen.queryByRole("group", { name: "Where to start" })).toBeNull();
    play(screen.getByTestId("video"));
    act(() => void stoppedAt(22));
    expect(screen.queryByRole("group", { name: "Where to start" })).toBeNull();
  });

  it("withdraws once the video is moved to another time, as a search hit or a transcript cue does", () => {
    stoppedAt(24);
    render(<Lesson />);
    expect(screen.getByRole("button", { name: "Resume at 0:24" })).toBeInTheDocument();
    act(() => screen.getByTestId("video").dispatchEvent(new Event("seeked")));
    expect(screen.queryByRole("group", { name: "Where to start" })).toBeNull();
  });
});
