import { webinars as source } from "../../../../../content/pages/webinars";
import type { SpeakerId } from "./speakers";

export type Webinar = {
  /** Stable slug; the registration link passes it to the demo form as ?webinar=, a recording request to the contact form as ?recording=. */
  id: string;
  title: string;
  /** Start, ISO 8601 in UTC. A session is upcoming until it ends. */
  startsAt: string;
  durationMinutes: number;
  speakers: readonly SpeakerId[];
  abstract: string;
  learn: readonly string[];
  /** Where a past session's topic continues on the site: a video tutorial or a blog article. */
  followUp?: { kind: "video" | "article"; path: string };
};

/** Live sessions, upcoming and past, newest plans first. */
export const webinars: readonly Webinar[] = source;
