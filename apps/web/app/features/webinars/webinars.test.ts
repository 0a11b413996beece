import { describe, expect, it } from "vitest";
import { blogArticlePaths } from "~/features/blog/index.server";
import { routeTable } from "~/site/route-table";
import { labels, page } from "../../../../../content/pages/webinars";
import { formatSessionDate, formatSessionDay } from "./format-session-date";
import { speakers } from "./speakers";
import { endsAt, splitWebinars } from "./split-webinars";
import { type Webinar, webinars } from "./webinars";

const session = (id: string, startsAt: string, durationMinutes = 60): Webinar => ({
  id,
  title: id,
  startsAt,
  durationMinutes,
  speakers: ["anika-rao"],
  abstract: "",
  learn: [],
});

describe("splitWebinars", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");

  it("lists sessions still to come soonest first, and past ones most recent first", () => {
    const list = [
      session("later", "2027-01-10T15:00:00Z"),
      session("old", "2026-05-01T15:00:00Z"),
      session("soon", "2026-12-01T15:00:00Z"),
      session("recent", "2026-11-01T15:00:00Z"),
    ];
    const { upcoming, onDemand } = splitWebinars(list, now);
    expect(upcoming.map((w) => w.id)).toEqual(["soon", "later"]);
    expect(onDemand.map((w) => w.id)).toEqual(["recent", "old"]);
  });

  it("keeps a session that is running as upcoming until it ends", () => {
    const running = session("running", "2026-11-22T11:30:00Z", 45);
    expect(splitWebinars([running], now).upcoming).toHaveLength(1);
    expect(splitWebinars([running], endsAt(running)).onDemand).toHaveLength(1);
  });
});

describe("the webinar list", () => {
  const launch = Date.parse("2026-11-22T00:00:00Z");

  it("has six to eight sessions with unique ids, both upcoming and on demand at launch", () => {
    expect(webinars.length).toBeGreaterThanOrEqual(6);
    expect(webinars.length).toBeLessThanOrEqual(8);
    expect(new Set(webinars.map((w) => w.id)).size).toBe(webinars.length);
    const { upcoming, onDemand } = splitWebinars(webinars, launch);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(onDemand.length).toBeGreaterThanOrEqual(2);
  });

  it("gives every session speakers, an abstract and what attendees learn", () => {
    for (const webinar of webinars) {
      expect(webinar.speakers.length, webinar.id).toBeGreaterThan(0);
      for (const id of webinar.speakers) expect(Object.keys(speakers)).toContain(id);
      expect(webinar.abstract.length, webinar.id).toBeGreaterThan(80);
      expect(webinar.learn.length, webinar.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("links every past session to a tutorial or article that exists", () => {
    const existing = new Set([...routeTable.map((entry) => entry.path), ...blogArticlePaths()]);
    for (const webinar of splitWebinars(webinars, launch).onDemand) {
      expect(webinar.followUp, webinar.id).toBeDefined();
      expect(existing, webinar.id).toContain(webinar.followUp?.path);
    }
  });
});

describe("the webinars page's words", () => {
  it("promise no recording to watch on the site: the site hosts none, a past session's is sent on request", () => {
    const words = JSON.stringify({ page, labels });
    expect(words).not.toMatch(/on[ -]demand|watch (the|a|its) recording|recorded sessions/i);
    expect(labels.requestRecording).toBe("Request the recording");
  });
});

describe("session dates", () => {
  it("read the same everywhere, in UTC", () => {
    expect(formatSessionDate("2026-12-03T15:00:00Z")).toBe("Thu, Dec 3, 2026 · 15:00 UTC");
    expect(formatSessionDay("2026-10-15T15:00:00Z")).toBe("Oct 15, 2026");
  });
});
