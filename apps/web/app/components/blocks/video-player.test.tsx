import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { VideoPlayer } from "./video-player";

describe("VideoPlayer", () => {
  it("shows the title, a native player and the fallback text", () => {
    const { container } = render(<VideoPlayer title="Project creation" src="/videos/project-creation.mp4" />);
    expect(screen.getByRole("figure", { name: "Project creation" })).toBeInTheDocument();
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/videos/project-creation.mp4");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
    expect(container.querySelector("track")).toBeNull();
  });

  it("adds a captions track when one is given", () => {
    const { container } = render(<VideoPlayer title="Locators" src="/v/locators.mp4" captionsSrc="/v/locators.vtt" />);
    const track = container.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/v/locators.vtt");
  });

  it("reloads the video when the source changes, and only then", () => {
    // jsdom does not implement HTMLMediaElement.load.
    const load = vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    const { rerender } = render(<VideoPlayer title="Part 1" src="/v/part-1.mp4" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<VideoPlayer title="Part 1" src="/v/part-1.mp4" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<VideoPlayer title="Part 2" src="/v/part-2.mp4" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offers other encodings first, then the main source, when alternatives are given", () => {
    const { container } = render(
      <VideoPlayer
        title="Registration"
        src="/media/registration.mp4"
        alternatives={[{ src: "/media/registration.webm", type: "video/webm" }]}
      />,
    );
    const video = container.querySelector("video");
    expect(video).not.toHaveAttribute("src");
    const sources = [...container.querySelectorAll("source")].map((source) => source.getAttribute("src"));
    expect(sources).toEqual(["/media/registration.webm", "/media/registration.mp4"]);
    expect(container.querySelector("source")).toHaveAttribute("type", "video/webm");
  });

  it("hands the video element to a caller's ref, and asks for CORS only for captions on another origin", () => {
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    const ref = createRef<HTMLVideoElement>();
    const { container, rerender } = render(
      <VideoPlayer title="Suites" src="/media/s.mp4" captionsSrc="/media/s.vtt" videoRef={ref} />,
    );
    expect(ref.current).toBe(container.querySelector("video"));
    expect(ref.current).not.toHaveAttribute("crossorigin");
    rerender(
      <VideoPlayer
        title="Suites"
        src="https://media.example/s.mp4"
        captionsSrc="https://media.example/s.vtt"
        videoRef={ref}
      />,
    );
    expect(ref.current).toHaveAttribute("crossorigin", "anonymous");
  });

  it("opens at the time in the address (#t=SECONDS or ?t=SECONDS) once the metadata is in", () => {
    for (const address of ["/lesson#t=65.5", "/lesson?t=65.5"]) {
      window.history.replaceState(null, "", address);
      const { container, unmount } = render(<VideoPlayer title="Lesson" src="/media/lesson.mp4" />);
      const video = container.querySelector("video");
      if (!video) throw new Error("no video element");
      expect(video.currentTime).toBe(0);
      video.dispatchEvent(new Event("loadedmetadata"));
      expect(video.currentTime, address).toBe(65.5);
      unmount();
    }
    window.history.replaceState(null, "", "/lesson#t=soon");
    const { container } = render(<VideoPlayer title="Lesson" src="/media/lesson.mp4" />);
    container.querySelector("video")?.dispatchEvent(new Event("loadedmetadata"));
    expect(container.querySelector("video")?.currentTime).toBe(0);
    window.history.replaceState(null, "", "/");
  });
});
