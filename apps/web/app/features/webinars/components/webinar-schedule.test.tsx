import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebinarSchedule } from "./webinar-schedule";

function renderSchedule(renderedAt: number) {
  render(
    <MemoryRouter>
      <WebinarSchedule renderedAt={renderedAt} />
    </MemoryRouter>,
  );
}

describe("WebinarSchedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers registration for sessions to come, and a recording request and follow-up links for past ones", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T09:00:00Z"), toFake: ["Date"] });
    renderSchedule(Date.parse("2026-11-22T09:00:00Z"));
    const upcoming = await screen.findByRole("region", { name: "Upcoming live sessions" });
    const register = within(upcoming).getByRole("link", {
      name: "Register for Locators that survive the next release",
    });
    expect(register).toHaveAttribute("href", "/schedule-demo?webinar=locators-that-survive-releases");
    expect(within(upcoming).getAllByRole("link", { name: /^Register for / })).toHaveLength(4);

    const onDemand = screen.getByRole("region", { name: "Past sessions" });
    expect(within(onDemand).queryByRole("link", { name: /^Register/ })).toBeNull();
    expect(within(onDemand).getAllByRole("link", { name: /^Request the recording of / })).toHaveLength(4);
    expect(
      within(onDemand).getByRole("link", {
        name: "Request the recording of Cutting test maintenance with step groups",
      }),
    ).toHaveAttribute("href", "/contactus?recording=step-groups-and-shared-elements");
    expect(
      within(onDemand).getByRole("link", { name: /Read the related article: Cutting test maintenance/ }),
    ).toHaveAttribute("href", "/blogs/parameterized-step-groups-design");
  });

  it("moves sessions that ended since the build to the past ones, by the visitor's clock", async () => {
    vi.useFakeTimers({ now: new Date("2027-02-01T00:00:00Z"), toFake: ["Date"] });
    renderSchedule(Date.parse("2026-11-22T09:00:00Z"));
    expect(await screen.findByText(/No live sessions are scheduled right now/)).toBeInTheDocument();
    const onDemand = screen.getByRole("region", { name: "Past sessions" });
    expect(within(onDemand).getByRole("heading", { name: "Android and iOS with one script" })).toBeInTheDocument();
  });
});
