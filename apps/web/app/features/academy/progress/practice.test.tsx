import { academyProgressPath } from "@ignitest/contracts";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CertificationSteps } from "../components/certification-steps";
import { WeekPlan } from "../components/week-plan";
import { trainingWeeks } from "../curriculum";
import { PRACTICE_KEY, parsePracticePasses, readPracticePasses } from "./practice-storage";
import { recordPracticePass } from "./record-practice-pass";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

function WeekPlanPage() {
  return <WeekPlan weeks={trainingWeeks()} />;
}

describe("practice passes (docs/product/academy-practice.md)", () => {
  it("parses the stored passes by hand, dropping what is not a test 1-6 with a date", () => {
    const raw = JSON.stringify({ 2: "2026-11-26T10:00:00.000Z", 7: "2026-11-26T10:00:00.000Z", 3: "soon", x: 1 });
    expect(parsePracticePasses(raw)).toEqual({ 2: "2026-11-26T10:00:00.000Z" });
    expect(parsePracticePasses("{not json")).toEqual({});
  });

  it("signed out: keeps the first pass in this browser and sends nothing", async () => {
    await recordPracticePass(3, "2026-11-26T10:00:00.000Z");
    await recordPracticePass(3, "2026-11-27T10:00:00.000Z");
    expect(readPracticePasses()).toEqual({ 3: "2026-11-26T10:00:00.000Z" });
    expect(JSON.parse(window.localStorage.getItem(PRACTICE_KEY) ?? "{}")).toEqual({ 3: "2026-11-26T10:00:00.000Z" });
  });

  it("signed in: sends the pass to the account and keeps what the account answers", async () => {
    window.localStorage.setItem("login-user", JSON.stringify({ access_token: "token-1", userName: "ada@example.com" }));
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${academyProgressPath}`, async ({ request }) => {
        expect(request.headers.get("Authorization")).toBe("Bearer token-1");
        bodies.push(await request.json());
        return HttpResponse.json({
          lessons: [],
          practice: [
            { test: 1, passedAt: "2026-11-20T10:00:00.000Z" },
            { test: 2, passedAt: "2026-11-26T10:00:00.000Z" },
          ],
        });
      }),
    );
    await recordPracticePass(2, "2026-11-26T10:00:00.000Z");
    expect(bodies).toEqual([{ lessons: [], practice: [{ test: 2, passedAt: "2026-11-26T10:00:00.000Z" }] }]);
    expect(readPracticePasses()).toEqual({ 1: "2026-11-20T10:00:00.000Z", 2: "2026-11-26T10:00:00.000Z" });
  });

  it("shows the passes on the training plan and the certification steps", async () => {
    window.localStorage.setItem(PRACTICE_KEY, JSON.stringify({ 1: "2026-11-26T10:00:00.000Z" }));
    const Stub = createRoutesStub([{ path: "/", Component: WeekPlanPage }]);
    const { unmount } = render(<Stub />);
    expect(await screen.findByRole("link", { name: /^Practice Test 1\s*,\s*Passed/ })).toHaveAttribute(
      "href",
      "/playground?practice=1",
    );
    expect(screen.getByRole("link", { name: /^Practice Test 2/ })).not.toHaveAccessibleName(/Passed/);
    unmount();
    const Steps = createRoutesStub([{ path: "/", Component: CertificationSteps }]);
    render(<Steps />);
    expect(await screen.findByText("1 of 6 practice tests passed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Practice Test 1\s*,\s*Passed/ })).toHaveAttribute("target", "_blank");
  });
});
