import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../content/pages/webinars";
import { formatSessionDate, formatSessionDay } from "./format-session-date";
import { webinars } from "./webinars";

/** The link a live session's Register button opens: the demo form, told which session (docs/product/flows.md#demo-and-contact-forms). */
export function registrationPath(id: string): string {
  return `/schedule-demo?webinar=${encodeURIComponent(id)}`;
}

/** The link a past session's recording request opens: the contact form, told which session. */
export function recordingRequestPath(id: string): string {
  return `/contactus?recording=${encodeURIComponent(id)}`;
}

/**
 * The demo form's message for `?webinar=<id>`: the session to join, by title
 * and time. Null for a missing or unknown id, so a hand-edited link never puts
 * other words into the visitor's message.
 */
export function registrationMessage(search: URLSearchParams): string | null {
  const webinar = webinars.find((candidate) => candidate.id === search.get("webinar"));
  if (!webinar) return null;
  return fillTemplate(labels.registrationMessage, { title: webinar.title, date: formatSessionDate(webinar.startsAt) });
}

/** The contact form's message for `?recording=<id>`: the past session whose recording to send. Null as above. */
export function recordingRequestMessage(search: URLSearchParams): string | null {
  const webinar = webinars.find((candidate) => candidate.id === search.get("recording"));
  if (!webinar) return null;
  return fillTemplate(labels.recordingMessage, { title: webinar.title, date: formatSessionDay(webinar.startsAt) });
}
