import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { academyCatalogue } from "../catalogue";
import { WeekPlan } from "../components/week-plan";
import { trainingWeeks } from "../curriculum";
import { lessonToContinue } from "./continue-card";
import { PROGRESS_KEY, parseProgress, storeLessonPosition } from "./progress-storage";

const record = (slug: string, position: number, completed: boolean, updatedAt: string) => ({
  slug,
  position,
  duration: 10,
  completed,
  updatedAt,
});

afterEach(() => window.localStorage.clear());

/** The training plan's weeks as the page renders them. */
function WeekPlanPage() {
  return <WeekPlan weeks={trainingWeeks()} />;
}

describe("the learner's progress in the browser", () => {
  it("drops malformed entries one by one and keeps the rest", () => {
    const raw = JSON.stringify({
      registration: record("registration", 4, false, "2026-11-20T10:00:00.000Z"),
      broken: { position: "far", duration: 10, completed: false, updatedAt: "2026-11-20T10:00:00.000Z" },
      undated: { position: 1, duration: 10, completed: false, updatedAt: "yesterday" },
    });
    expect(Object.keys(parseProgress(raw))).toEqual(["registration"]);
    expect(parseProgress("{not json")).toEqual({});
    expect(parseProgress("[]")).toEqual({});
  });

  it("keeps a completion once reached, even when the learner starts the lesson over", () => {
    storeLessonPosition(record("registration", 10, true, "2026-11-20T10:00:00.000Z"));
    const again = storeLessonPosition(record("registration", 0.5, false, "2026-11-20T11:00:00.000Z"));
    expect(again).toMatchObject({ position: 0.5, completed: true });
  });

  it("continues the lesson watched last, or after a completed one the next not yet completed", () => {
    const [first, second, third] = academyCatalogue;
    const unfinished = {
      [first?.slugPath ?? ""]: record(first?.slugPath ?? "", 10, true, "2026-11-20T10:00:00.000Z"),
      [second?.slugPath ?? ""]: record(second?.slugPath ?? "", 6, false, "2026-11-21T10:00:00.000Z"),
    };
    expect(lessonToContinue(unfinished)).toEqual({ video: second, position: 6 });
    const finished = {
      ...unfinished,
      [second?.slugPath ?? ""]: record(second?.slugPath ?? "", 10, true, "2026-11-22T10:00:00.000Z"),
    };
    expect(lessonToContinue(finished)?.video).toBe(third);
    expect(lessonToContinue({})).toBeUndefined();
  });

  it("ticks the training plan's lessons, and a week whose lessons are all completed", async () => {
    const [week1] = trainingWeeks();
    const lessons = week1?.units.flatMap((unit) => unit.lessons) ?? [];
    const done = Object.fromEntries(
      lessons.map((lesson) => [lesson.slugPath, record(lesson.slugPath, 10, true, "2026-11-20T10:00:00.000Z")]),
    );
    window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(done));
    const Stub = createRoutesStub([{ path: "/", Component: WeekPlanPage }]);
    render(<Stub initialEntries={["/"]} />);
    const cards = await screen.findAllByRole("listitem");
    const weekCard = cards.find((card) => card.textContent?.startsWith("Week 1:"));
    expect(weekCard).toBeDefined();
    expect(within(weekCard as HTMLElement).getByText("Week completed")).toBeTruthy();
    expect(
      within(weekCard as HTMLElement).getByText(`${lessons.length} of ${lessons.length} lessons completed`),
    ).toBeTruthy();
    const week2 = cards.find((card) => card.textContent?.startsWith("Week 2:"));
    expect(within(week2 as HTMLElement).queryByText("Week completed")).toBeNull();
  });
});
