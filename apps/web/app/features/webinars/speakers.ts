/** The Ignitest people who present webinars. */
export const speakers = {
  "anika-rao": { name: "Anika Rao", role: "Head of QA Practice" },
  "tom-whitfield": { name: "Tom Whitfield", role: "Principal Automation Engineer" },
  "meera-iyer": { name: "Meera Iyer", role: "Product Manager, Platform" },
  "daniel-okafor": { name: "Daniel Okafor", role: "Solutions Architect, Enterprise Apps" },
  "sofia-lindqvist": { name: "Sofia Lindqvist", role: "Mobile Testing Lead" },
  "ravi-menon": { name: "Ravi Menon", role: "Developer Advocate" },
} as const satisfies Record<string, { name: string; role: string }>;

export type SpeakerId = keyof typeof speakers;
export type Speaker = (typeof speakers)[SpeakerId];
