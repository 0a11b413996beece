import { act, render as renderBare, screen, waitFor } from "@testing-library/react";
import { createRef, type ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { VideoPlayer } from "./video-player";

/** The player reads the page's address from the router, as it does on the site. */
function render(ui: ReactElement, address = "/lesson") {
  return renderBare(ui, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>,
  });
}

/** A lesson page: the player of the lesson named in the address. */
function LessonPage() {
  return <VideoPlayer title="Lesson" src={`/media/${useParams().slug}.mp4`} />;
}

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

  it("keeps its controls off the picture: once its bar is in, below the video, the browser's own controls go", async () => {
    const { container } = render(
      <VideoPlayer title="Analytics" src="/media/analytics.mp4" captionsSrc="/media/analytics.vtt" />,
    );
    const video = container.querySelector("video");
    // Before the bar's code is in (and without scripts), the browser's controls serve, with room kept for the bar.
    expect(video).toHaveAttribute("controls");
    expect(video?.nextElementSibling).toHaveClass("h-16");
    const bar = await screen.findByRole("group", { name: "Video controls" });
    await waitFor(() => expect(video).not.toHaveAttribute("controls"));
    expect(bar).toHaveClass("h-16");
    // The bar follows the picture in a column, in the flow: nothing in the player is laid over the video.
    expect(video?.nextElementSibling).toBe(bar);
    expect(bar.parentElement).toHaveClass("flex", "flex-col");
    const laidOver = [...container.querySelectorAll("figure, figure *")].filter((element) =>
      /(^|\s)(absolute|fixed|sticky|inset-\S+|-?mt-\S+|-?translate-y-\S+)(\s|$)/.test(
        element.getAttribute("class") ?? "",
      ),
    );
    expect(laidOver).toEqual([]);
  });

  it("adds a captions track when one is given", () => {
    const { container } = render(<VideoPlayer title="Locators" src="/v/locators.mp4" captionsSrc="/v/locators.vtt" />);
    const track = container.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/v/locators.vtt");
  });

  it("adds a chapters track when one is given, beside the captions", () => {
    const { container } = render(
      <VideoPlayer
        title="Locators"
        src="/v/locators.mp4"
        captionsSrc="/v/locators.vtt"
        chaptersSrc="/v/locators.chapters.vtt"
      />,
    );
    const tracks = [...container.querySelectorAll("track")].map((track) => [track.kind, track.getAttribute("src")]);
    expect(tracks).toEqual([
      ["captions", "/v/locators.vtt"],
      ["chapters", "/v/locators.chapters.vtt"],
    ]);
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
      const { container, unmount } = render(<VideoPlayer title="Lesson" src="/media/lesson.mp4" />, address);
      const video = container.querySelector("video");
      if (!video) throw new Error("no video element");
      expect(video.currentTime).toBe(0);
      video.dispatchEvent(new Event("loadedmetadata"));
      expect(video.currentTime, address).toBeCloseTo(65.5, 2);
      unmount();
    }
    const { container } = render(<VideoPlayer title="Lesson" src="/media/lesson.mp4" />, "/lesson#t=soon");
    container.querySelector("video")?.dispatchEvent(new Event("loadedmetadata"));
    expect(container.querySelector("video")?.currentTime).toBe(0);
  });

  it("seeks again when a later navigation brings a time, within the lesson or to another one", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/lessons/:slug", Component: LessonPage }], {
      initialEntries: ["/lessons/one"],
    });
    const { container } = renderBare(<RouterProvider router={router} />);
    await screen.findByRole("figure", { name: "Lesson" });
    const video = container.querySelector("video");
    if (!video) throw new Error("no video element");
    // Metadata is in: readyState is read-only in jsdom, so pretend the element has it.
    Object.defineProperty(video, "readyState", { configurable: true, get: () => 1 });

    await act(() => router.navigate("/lessons/one#t=12"));
    expect(video.currentTime).toBeCloseTo(12, 2);
    video.currentTime = 30;
    await act(() => router.navigate("/lessons/one#t=12"));
    expect(video.currentTime, "the same moment, asked for again").toBeCloseTo(12, 2);

    Object.defineProperty(video, "readyState", { configurable: true, get: () => 0 });
    await act(() => router.navigate("/lessons/two#t=40"));
    expect(video).toHaveAttribute("src", "/media/two.mp4");
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBeCloseTo(40, 2);
  });
});
