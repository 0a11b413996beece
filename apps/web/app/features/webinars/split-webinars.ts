import type { Webinar } from "./webinars";

export type WebinarSchedule = { upcoming: Webinar[]; onDemand: Webinar[] };

export function endsAt(webinar: Webinar): number {
  return Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000;
}

/**
 * Upcoming sessions (not yet over at `now`), soonest first, and past ones,
 * most recent first. A session that is running is still upcoming: people can
 * still join it.
 */
export function splitWebinars(webinars: readonly Webinar[], now: number): WebinarSchedule {
  const upcoming = webinars.filter((webinar) => endsAt(webinar) > now);
  const onDemand = webinars.filter((webinar) => endsAt(webinar) <= now);
  upcoming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  onDemand.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, onDemand };
}
