import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SelfLearningScreen } from "~/features/academy/components/self-learning-screen";
import SelfLearningVideoLesson from "./self-learning-video-lesson";

const base = "/ignitest-academy/self-learning-video";

function IndexStub() {
  return <p>Index</p>;
}

function ScreenWithoutDoc() {
  return (
    <SelfLearningScreen currentPath={base} docUrl={undefined}>
      <p>Intro</p>
    </SelfLearningScreen>
  );
}

function renderLesson(path: string) {
  const Stub = createRoutesStub([
    {
      path: `${base}/:id/*`,
      Component: SelfLearningVideoLesson,
      loader: () => ({
        cues: [{ start: 0, end: 4.2, text: "In this lesson you register." }],
        chapters: [
          { at: "0:00", seconds: 0, title: "Open the sign-up form" },
          { at: "0:12", seconds: 12.5, title: "Activate the account" },
        ],
        duration: "1:10",
        uploadDate: "2026-11-24",
        questions: [
          {
            text: "How long is the activation link valid?",
            options: ["24 hours", "30 minutes, and it works once"],
            answer: 1,
            explanation: "Select the link within 30 minutes; it works once.",
          },
        ],
      }),
    },
    { path: base, Component: IndexStub },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** The video the player loads. */
function playerSources(): string[] {
  return [document.querySelector("video")?.getAttribute("src") ?? ""];
}

// The menu holds every lesson (about 70 links), which jsdom renders slowly on a busy machine.
describe("the self-learning video screen", { timeout: 20_000 }, () => {
  it("shows the title, the Self-Learning Doc download and the player for the video whose slug is in the route", async () => {
    renderLesson(`${base}/registration`);
    expect(await screen.findByRole("heading", { level: 1, name: "Self Learning Videos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Self-Learning Doc/ })).toHaveAttribute(
      "href",
      "/downloads/ignitest-self-learning-docs.zip",
    );
    expect(screen.getByRole("figure", { name: "Registration" })).toBeInTheDocument();
    expect(playerSources()).toEqual(["/media/registration.mp4"]);
    expect(screen.getByRole("region", { name: "Transcript" })).toHaveTextContent("0:00 In this lesson you register.");
    const menu = screen.getByRole("navigation", { name: "Self-learning videos" });
    expect(within(menu).getByRole("link", { name: "Registration" })).toHaveAttribute("aria-current", "page");
  });

  it("lists the lesson's chapters beside the transcript, ships a chapters track, and asks its questions", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderLesson(`${base}/registration`);
    const chapters = await screen.findByRole("region", { name: "Chapters" });
    expect(
      within(chapters)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["0:00 Open the sign-up form", "0:12 Activate the account"]);
    await vi.dynamicImportSettled();
    await user.click(within(chapters).getByRole("button", { name: "0:12 Activate the account" }));
    expect(document.querySelector("video")?.currentTime).toBeCloseTo(12.5, 2);
    expect(document.querySelector("track[kind=chapters]")).toHaveAttribute("src", "/media/registration.chapters.vtt");

    const quiz = await screen.findByRole("region", { name: "Check what you learned" });
    await user.click(within(quiz).getByRole("radio", { name: "30 minutes, and it works once" }));
    await user.click(within(quiz).getByRole("button", { name: "Check answer" }));
    expect(quiz).toHaveTextContent("Correct. Select the link within 30 minutes; it works once.");
  });

  it("finds the video again when the route changes through the menu", async () => {
    const user = userEvent.setup();
    renderLesson(`${base}/registration`);
    const menu = await screen.findByRole("navigation", { name: "Self-learning videos" });
    await user.click(within(menu).getByRole("button", { name: "Web Automation" }));
    await user.click(within(menu).getByRole("button", { name: "Scripts and Elements" }));
    await user.click(within(menu).getByRole("link", { name: "Creating Scripts" }));
    expect(await screen.findByRole("figure", { name: "Creating Scripts" })).toBeInTheDocument();
    expect(playerSources()).toEqual(["/media/script-creation.mp4"]);
    expect(within(menu).getByRole("link", { name: "Creating Scripts" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("link", { name: /Next: Web NLPs Part 1/ }));
    expect(await screen.findByRole("figure", { name: "Web NLPs Part 1" })).toBeInTheDocument();
  });

  it('says "Video not found" for an unknown slug, and offers the first lesson', async () => {
    renderLesson(`${base}/no-such-lesson`);
    expect(await screen.findByRole("heading", { name: "Video not found" })).toBeInTheDocument();
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.getByRole("link", { name: "Start with Registration" })).toHaveAttribute(
      "href",
      `${base}/registration`,
    );
  });

  it("selects by the first segment of a deeper path (the route is not exact-matched)", async () => {
    renderLesson(`${base}/jenkins-iIntegration/part-2`);
    expect(await screen.findByRole("figure", { name: "Jenkins Integration" })).toBeInTheDocument();
  });

  it('says "No download link available" when there is no document entry', async () => {
    const Stub = createRoutesStub([{ path: "*", Component: ScreenWithoutDoc }]);
    render(<Stub initialEntries={[base]} />);
    expect(await screen.findByText("No download link available")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Self-Learning Doc/ })).toBeNull();
  });
});
