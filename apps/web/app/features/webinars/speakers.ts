import { speakers as source } from "../../../../../content/pages/webinars";

/** The Ignitest people who present webinars. */
export const speakers = source satisfies Record<string, { name: string; role: string }>;

export type SpeakerId = keyof typeof speakers;
export type Speaker = (typeof speakers)[SpeakerId];
