import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import PlayerControls from "./player-controls";

/** A captions track and its list, as a browser gives them (jsdom's are a stub without events). */
function fakeTracks(video: HTMLVideoElement) {
  const track = { kind: "captions", mode: "showing" as TextTrackMode };
  const list = Object.assign(new EventTarget(), {
    length: 1,
    0: track,
    *[Symbol.iterator]() {
      yield track;
    },
  });
  Object.defineProperty(video, "textTracks", { configurable: true, value: list });
  return { track, list };
}

/** A player: a video (with browser-like text tracks) and the bar, in the frame "Full screen" shows. */
function Player({ onReady, onVideo }: { onReady: () => void; onVideo: (video: HTMLVideoElement) => void }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={frameRef} data-testid="frame">
      {/* biome-ignore lint/a11y/useMediaCaption: fakeTracks gives it a captions track */}
      <video
        ref={(element) => {
          if (element && videoRef.current !== element) onVideo(element);
          videoRef.current = element;
        }}
      />
      <PlayerControls videoRef={videoRef} frameRef={frameRef} onReady={onReady} />
    </div>
  );
}

function renderBar() {
  const onReady = vi.fn();
  let tracks: ReturnType<typeof fakeTracks> | undefined;
  const { container } = render(
    <Player
      onReady={onReady}
      onVideo={(video) => {
        tracks = fakeTracks(video);
      }}
    />,
  );
  const video = container.querySelector("video");
  if (!video || !tracks) throw new Error("no video");
  return { video, onReady, tracks, frame: screen.getByTestId("frame") };
}

describe("PlayerControls", () => {
  it("plays and pauses, from its button or a click on the picture, and says which it will do", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const { video, onReady } = renderBar();
    expect(onReady).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    act(() => video.dispatchEvent(new Event("play")));
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(video);
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it("shows the position and length, and moves the video where the slider is set", () => {
    const { video } = renderBar();
    Object.defineProperty(video, "duration", { configurable: true, get: () => 69.45 });
    act(() => video.dispatchEvent(new Event("durationchange")));
    const slider = screen.getByRole("slider", { name: "Position" });
    expect(slider).toHaveAttribute("aria-valuetext", "0:00 of 1:09");
    fireEvent.change(slider, { target: { value: "30" } });
    expect(video.currentTime).toBeCloseTo(30, 2);
    act(() => video.dispatchEvent(new Event("timeupdate")));
    expect(slider).toHaveAttribute("aria-valuetext", "0:30 of 1:09");
  });

  it("turns the captions off and on, mutes, changes the speed and shows the video and its bar full screen", () => {
    const { video, tracks, frame } = renderBar();
    const captions = screen.getByRole("button", { name: "Captions" });
    expect(captions).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(captions);
    expect(tracks.track.mode).toBe("hidden");
    act(() => tracks.list.dispatchEvent(new Event("change")));
    expect(captions).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    expect(video.muted).toBe(true);
    act(() => video.dispatchEvent(new Event("volumechange")));
    expect(screen.getByRole("button", { name: "Unmute" })).toBeInTheDocument();

    fireEvent.change(screen.getByRole("combobox", { name: "Playback speed" }), { target: { value: "1.5" } });
    expect(video.playbackRate).toBe(1.5);

    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(frame, "requestFullscreen", { configurable: true, value: requestFullscreen });
    fireEvent.click(screen.getByRole("button", { name: "Full screen" }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });
});
